import type { ChatRequest } from '@jodi/contract';
import { Anchor, Avatar, Button, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BlurredPhotoNote } from '../../components/BlurredPhotoNote';
import { WithdrawAcceptanceButton } from '../../components/WithdrawAcceptanceButton';
import { t } from '../../i18n';
import { initials } from '../../lib/initials';
import { chatPath } from '../../lib/paths';
import { profilePath } from '../../lib/profileId';
import { miniProfileName } from '../../lib/social';
import classes from './Chats.module.css';
import { useAcceptedChatRequests } from './useAcceptedChatRequests';
import { useChatThreads } from './useChatThreads';
import { useWithdrawChatRequest } from './useWithdrawChatRequest';

function ConnectionRow({ request }: { request: ChatRequest }) {
  const nameId = useId();
  const withdraw = useWithdrawChatRequest();
  const name = miniProfileName(request.profile);
  const photo = request.profile.primary_profile_pic ?? request.profile.pics[0]?.url ?? null;
  return (
    <li>
      <article className={classes.request} aria-labelledby={nameId}>
        <Avatar src={photo} alt="" size={48} radius="xl" color="navy" aria-hidden>
          {initials(name)}
        </Avatar>
        <div className={classes.requestWho}>
          <Anchor
            component={Link}
            to={profilePath(request.profile.id)}
            fw={700}
            id={nameId}
            className={classes.ellipsis}
          >
            {name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t.chat.newConnectionText}
          </Text>
          {request.profile.photos_blurred && photo ? (
            <BlurredPhotoNote gender={request.profile.gender} standalone />
          ) : null}
        </div>
        <div className={classes.requestActions}>
          <Button
            component={Link}
            to={chatPath(request.profile.id)}
            size="sm"
            leftSection={<IconMessageCircle aria-hidden size={16} />}
            aria-describedby={nameId}
          >
            {t.chat.startChat}
          </Button>
          <WithdrawAcceptanceButton
            size="sm"
            name={name}
            describedBy={nameId}
            onWithdraw={() => withdraw.mutateAsync(request)}
          />
        </div>
      </article>
    </li>
  );
}

/**
 * 'New connections': accepted chat requests (either way) whose partner has no conversation yet, so
 * whoever accepted a request can start the chat later. Partners `listedAbove` (the chat requests
 * section) are left out. Hidden when empty or on failure.
 */
export function NewConnections({ listedAbove = [] }: { listedAbove?: readonly string[] }) {
  const headingId = useId();
  const accepted = useAcceptedChatRequests();
  const threads = useChatThreads();
  if (!accepted.data || !threads.data) return null;
  const withThread = new Set(threads.data.pages.flatMap((page) => page.data.map((row) => row.profile_id)));
  const seen = new Set<string>(listedAbove);
  const rows = accepted.data.filter((request) => {
    const partner = request.profile.id;
    if (withThread.has(partner) || seen.has(partner)) return false;
    seen.add(partner);
    return true;
  });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.chat.newConnectionsTitle}
        </Title>
        <ul className={classes.list} aria-label={t.chat.newConnectionsLabel}>
          {rows.map((request) => (
            <ConnectionRow key={request.id} request={request} />
          ))}
        </ul>
      </Stack>
    </section>
  );
}
