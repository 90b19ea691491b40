import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ContentStatus } from '../../../components/ContentStatus';
import { PageSection } from '../../../components/PageSection';
import { t } from '../../../i18n';
import { usePageMeta } from '../../../lib/usePageMeta';
import { useAbTextsQuery } from '../useAbTexts';
import { NavTextsForm } from './NavTextsForm';
import { useStaffLegal } from './staffTexts.api';
import { TermsForm } from './TermsForm';

function Part({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} fz="h3" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** /admin/texts (staff): the A/B menu texts and the terms and conditions. */
export function SiteTextsPage() {
  const { title, description } = t.pages.adminTexts;
  usePageMeta(title, description);
  const abTexts = useAbTextsQuery();
  const legal = useStaffLegal();
  return (
    <PageSection title={title} size="md" back>
      <Part id="nav-texts" title={t.siteTexts.navTitle} intro={t.siteTexts.navIntro}>
        {abTexts.isSuccess ? (
          <NavTextsForm initial={abTexts.data} />
        ) : (
          <ContentStatus query={abTexts} errorText={t.common.loadFailed} />
        )}
      </Part>
      <Part id="terms-text" title={t.siteTexts.termsTitle} intro={t.siteTexts.termsIntro}>
        {legal.data ? (
          <TermsForm legal={legal.data} />
        ) : (
          <ContentStatus query={legal} errorText={t.common.loadFailed} />
        )}
      </Part>
    </PageSection>
  );
}
