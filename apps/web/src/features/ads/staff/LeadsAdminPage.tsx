import { Group, Pagination, Text } from '@mantine/core';
import { useState } from 'react';
import { PageSection } from '../../../components/PageSection';
import { QueryList } from '../../../components/QueryList';
import { t } from '../../../i18n';
import { usePageMeta } from '../../../lib/usePageMeta';
import { LeadsTable } from './LeadsTable';
import { LEADS_PAGE_SIZE, useLeads } from './staffAds.api';

/** /admin/leads (staff): the advert requests, newest first, a page at a time. */
export function LeadsAdminPage() {
  const { title, description } = t.pages.adminLeads;
  usePageMeta(title, description);
  const [page, setPage] = useState(1);
  const leads = useLeads((page - 1) * LEADS_PAGE_SIZE);
  const list = leads.data?.data ?? [];
  const total = leads.data?.meta?.total ?? list.length;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  return (
    <PageSection title={title} size="lg" back>
      {leads.isSuccess ? <Text size="sm">{t.staffLeads.total({ total })}</Text> : null}
      <QueryList query={leads} count={list.length}>
        <LeadsTable leads={list} />
      </QueryList>
      {pages > 1 ? (
        <Group component="nav" aria-label={t.staffLeads.pagerLabel} justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            disabled={leads.isFetching}
            getItemProps={(n) => ({ 'aria-label': t.staffLeads.page({ n }) })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t.staffLeads.previousPage }
                : control === 'next'
                  ? { 'aria-label': t.staffLeads.nextPage }
                  : {}
            }
            withEdges={false}
          />
        </Group>
      ) : null}
    </PageSection>
  );
}
