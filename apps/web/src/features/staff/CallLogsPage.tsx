import type { CallLog } from '@jodi/contract';
import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { Editing } from '../../components/FormModal';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { CallLogFilterBar } from './CallLogFilterBar';
import { CallLogFormModal } from './CallLogFormModal';
import { CallLogsActions } from './CallLogsActions';
import { CallLogTable } from './CallLogTable';
import { ListStatus } from './ListStatus';
import { Pager } from './Pager';
import { pageCount } from './staffPaging';
import { TrailDrawer } from './TrailDrawer';
import type { TrailTarget } from './trailTarget';
import { useCallLogs } from './useCallLogs';
import { useCallLogView } from './useCallLogView';

/** /calllogs (staff): the call log table with filters, paging, export, WhatsApp invites, the form and trails. */
export function CallLogsPage() {
  const { title, description } = t.pages.callLogs;
  usePageMeta(title, description);
  const { view, setFilter, setPage } = useCallLogView();
  const logs = useCallLogs(view);
  const [editing, setEditing] = useState<Editing<CallLog>>(null);
  const [trail, setTrail] = useState<TrailTarget | null>(null);
  const rows = logs.data?.data ?? [];
  const meta = logs.data?.meta;

  return (
    <PageSection title={title} size="lg" back>
      <CallLogsActions filters={view} onNew={() => setEditing({ item: null })} />
      <CallLogFilterBar view={view} onFilter={setFilter} />
      <ListStatus query={logs} empty={logs.isSuccess && rows.length === 0} hint={t.emptyHints.callLogs} />
      {rows.length > 0 ? (
        <CallLogTable logs={rows} onEdit={(log) => setEditing({ item: log })} onOpenTrail={setTrail} />
      ) : null}
      {meta ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t.callLogs.total({ total: meta.total })}</Text>
          <Pager
            label={t.callLogs.pagerLabel}
            page={view.page}
            pageCount={pageCount(meta)}
            busy={logs.isPlaceholderData}
            onPageChange={setPage}
          />
        </Group>
      ) : null}
      <CallLogFormModal editing={editing} onClose={() => setEditing(null)} />
      <TrailDrawer target={trail} onClose={() => setTrail(null)} />
    </PageSection>
  );
}
