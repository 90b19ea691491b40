import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageSection } from '../../components/PageSection';
import { type PageKey, t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';

/** Stands in for a screen a later issue builds, so every route of spec 2 already answers. */
export function ComingSoonPage({ page }: { page: PageKey }) {
  const { title, description } = t.pages[page];
  usePageMeta(title, description);
  return (
    <PageSection title={title} intro={description} size="md">
      <Text>{t.comingSoon.text}</Text>
      <Anchor component={Link} to={PATHS.profiles}>
        {t.comingSoon.home}
      </Anchor>
    </PageSection>
  );
}
