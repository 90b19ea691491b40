import type { ChatConnection } from '@jodi/contract';
import { Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHeartFilled, IconMessageCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BlurredPhotoNote } from '../../components/BlurredPhotoNote';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { WithdrawAcceptanceButton } from '../../components/WithdrawAcceptanceButton';
import { t } from '../../i18n';
import { initials } from '../../lib/initials';
import { chatPath } from '../../lib/paths';
import { profilePath } from '../../lib/profileId';
import { miniProfileName } from '../../lib/social';
import classes from './Chats.module.css';
import type { useChatConnections } from './useChatConnections';
import { useWithdrawConnection } from './useWithdrawConnection';

function ConnectionRow({ connection }: { connection: ChatConnection }) {
  const nameId = useId();
  const withdraw = useWithdrawConnection();
  const name = miniProfileName(connection);
  const photo = connection.primary_profile_pic;
  return (
    <li>
      <article className={classes.request} aria-labelledby={nameId}>
        <Avatar src={photo} alt="" size={48} radius="xl" color="navy" aria-hidden>
          {initials(name)}
        </Avatar>
        <div className={classes.requestWho}>
          <Anchor
            component={Link}
            to={profilePath(connection.profile_id)}
            fw={700}
            id={nameId}
            className={classes.ellipsis}
          >
            {name}
          </Anchor>
          {connection.matched ? (
            <Group gap={4} wrap="nowrap">
              <IconHeartFilled aria-hidden size={14} color="var(--mantine-color-red-8)" />
              <Text size="sm" c="dimmed">
                {t.matchMoment.matchLabel}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t.chat.newConnectionText}
            </Text>
          )}
          {connection.photos_blurred && photo ? <BlurredPhotoNote gender={null} standalone /> : null}
        </div>
        <div className={classes.requestActions}>
          <Button
            component={Link}
            to={chatPath(connection.profile_id)}
            size="sm"
            leftSection={<IconMessageCircle aria-hidden size={16} />}
            aria-describedby={nameId}
          >
            {t.matchMoment.sayHello}
          </Button>
          <WithdrawAcceptanceButton
            size="sm"
            name={name}
            describedBy={nameId}
            onWithdraw={() => withdraw.mutateAsync(connection)}
          />
        </div>
      </article>
    </li>
  );
}

/**
 * Members the member may chat with but has not written to yet (matches and accepted chat
 * requests, either way; from the server, paged), each with 'Say hello'. Partners `listedAbove` (the
 * chat requests section, which shows an accepted request until it refreshes) are left out. Hidden
 * when empty or on failure.
 */
export function NewConnections({
  connections,
  listedAbove = [],
}: {
  connections: ReturnType<typeof useChatConnections>;
  listedAbove?: readonly string[];
}) {
  const headingId = useId();
  if (!connections.data) return null;
  const above = new Set(listedAbove);
  const rows = connections.data.pages
    .flatMap((page) => page.data)
    .filter((connection) => !above.has(connection.profile_id));
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.chat.newConnectionsTitle}
        </Title>
        <ul className={classes.list} aria-label={t.matchMoment.startLabel}>
          {rows.map((connection) => (
            <ConnectionRow key={connection.profile_id} connection={connection} />
          ))}
        </ul>
        <LoadMoreButton query={connections} variant="subtle" />
      </Stack>
    </section>
  );
}
