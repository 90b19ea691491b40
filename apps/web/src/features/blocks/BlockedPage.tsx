import { Anchor, Avatar, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { initials } from '../../lib/initials';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { profilePath } from '../../lib/profileId';
import { miniProfileName, type SocialEntry } from '../../lib/social';
import { usePageMeta } from '../../lib/usePageMeta';
import { useBlocks } from './useBlocks';
import { useUnblock } from './useUnblock';

interface BlockedRowProps {
  entry: SocialEntry;
  busy: boolean;
  onUnblock(profileId: string): void;
}

function BlockedRow({ entry, busy, onUnblock }: BlockedRowProps) {
  const nameId = useId();
  const name = miniProfileName(entry.profile);
  const href = profilePath(entry.to);
  const photo = entry.profile.primary_profile_pic ?? entry.profile.pics[0]?.url ?? null;
  return (
    <Paper component="li" withBorder radius="lg" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar
            component={Link}
            to={href}
            src={photo}
            alt=""
            size={48}
            radius="md"
            color="navy"
            tabIndex={-1}
            aria-hidden
          >
            {initials(name)}
          </Avatar>
          <Anchor component={Link} to={href} fw={700} id={nameId} lineClamp={2}>
            {name}
          </Anchor>
        </Group>
        <Button
          variant="outline"
          color="navy.9"
          px="sm"
          leftSection={<IconLockOpen aria-hidden size={16} />}
          aria-describedby={nameId}
          loading={busy}
          onClick={() => onUnblock(entry.to)}
          style={{ flexShrink: 0 }}
        >
          {t.blocked.unblock}
        </Button>
      </Group>
    </Paper>
  );
}

function BlockedList() {
  const list = useBlocks();
  const unblock = useUnblock();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onUnblock = async (profileId: string) => {
    setBusyId(profileId);
    try {
      await unblock.mutateAsync(profileId);
      notify.success(t.social.unblocked);
    } catch {
      notify.error(t.social.unblockFailed);
    } finally {
      setBusyId(null);
    }
  };

  if (list.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t.app.loading}>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} height={74} radius="lg" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return <LoadFailed onRetry={() => list.refetch()} />;
  }
  const entries = list.data.pages.flatMap((page) => page.data);
  if (entries.length === 0) return <Text>{t.common.noRecords}</Text>;
  return (
    <Stack gap="md">
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <BlockedRow
            key={entry.id}
            entry={entry}
            busy={busyId === entry.to}
            onUnblock={(id) => void onUnblock(id)}
          />
        ))}
      </Stack>
      <LoadMoreButton query={list} />
    </Stack>
  );
}

/** /blocked: the profiles the member blocked, each with Unblock (members only). */
export function BlockedPage() {
  usePageMeta(t.pages.blocked.title, t.pages.blocked.description);
  return (
    <PageSection
      title={t.pages.blocked.title}
      intro={t.blocked.intro}
      size="sm"
      back
      backFallback={PATHS.interests}
    >
      <BlockedList />
    </PageSection>
  );
}
