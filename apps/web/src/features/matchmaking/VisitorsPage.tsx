import { Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasCode } from '../../api/ApiError';
import { BackButton } from '../../components/BackButton';
import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { ProfileCard } from '../../components/ProfileCard';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { profilePath } from '../../lib/profileId';
import { usePageMeta } from '../../lib/usePageMeta';
import { CardInterestButton } from '../profile-view';
import { useVisitorCount, useVisitors } from './matchmaking.api';
import { timeAgo } from './timeAgo';

function Count() {
  const count = useVisitorCount();
  if (!count.isSuccess) return null;
  return (
    <Text size="lg" fw={600} aria-live="polite">
      {count.data.total === 0 ? t.visitors.none : t.visitors.count({ total: count.data.total })}
    </Text>
  );
}

/**
 * Hope's answer to the list (402, with the spec's 'Plan upgrade required' toast): the offer beside
 * the count. Locked only when there is someone to see; with no views yet it says what a plan would
 * show, so "No one has viewed your profile yet." never sits under a lock.
 */
function UpgradePrompt() {
  const count = useVisitorCount();
  if (!count.isSuccess) return null;
  const someone = count.data.total > 0;
  return (
    <Paper withBorder radius="lg" p="lg" bg="gray.0">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          {someone ? (
            <IconLock aria-hidden size={22} style={{ verticalAlign: 'text-bottom', marginRight: 8 }} />
          ) : null}
          {someone ? t.visitors.upgradeTitle : t.visitors.laterTitle}
        </Title>
        <Text>{someone ? t.visitors.upgradeText : t.visitors.laterText}</Text>
        <Button component={Link} to={PATHS.subscription} size="md" color="navy.9">
          {t.visitors.upgrade}
        </Button>
      </Stack>
    </Paper>
  );
}

function VisitorList() {
  const list = useVisitors();
  if (list.isPending) return <CenteredLoader />;
  if (list.isError) {
    if (hasCode(list.error, 'PLAN_UPGRADE_REQUIRED')) return <UpgradePrompt />;
    return <LoadFailed title={t.visitors.loadFailed} onRetry={() => list.refetch()} />;
  }
  const rows = list.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return null;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {rows.map((row) => (
          <ProfileCard
            key={`${row.profile.id}-${row.viewed_at}`}
            profile={row.profile}
            href={profilePath(row.profile.id)}
            action={CardInterestButton}
          >
            <Text size="sm" fw={600}>
              {t.visitors.viewedAgo({ ago: timeAgo(row.viewed_at) })}
            </Text>
          </ProfileCard>
        ))}
      </SimpleGrid>
      <LoadMoreButton query={list} />
    </Stack>
  );
}

/** /visitors: who viewed my profile (Belief, Trust); on Hope the count and a prompt to upgrade. */
export function VisitorsPage() {
  usePageMeta(t.pages.visitors.title, t.pages.visitors.description);
  return (
    <Container size="lg" py="lg" w="100%">
      <BackButton fallback={PATHS.matches} />
      <Stack gap="lg" mt="xs">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t.pages.visitors.title}
        </Title>
        <Count />
        <VisitorList />
      </Stack>
    </Container>
  );
}
