import type { ChatThread } from '@jodi/contract';
import { Anchor, Avatar, Badge, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSocketEvent } from '../../api/SocketProvider';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { t } from '../../i18n';
import { initials } from '../../lib/initials';
import { localNumber } from '../../lib/numbers';
import { chatPath, PATHS } from '../../lib/paths';
import { queryKeys } from '../../lib/queryKeys';
import { miniProfileName } from '../../lib/social';
import { usePageMeta } from '../../lib/usePageMeta';
import { ChatRequests } from './ChatRequests';
import classes from './Chats.module.css';
import { relativeTime } from './chatTime';
import { NewConnections } from './NewConnections';
import { useChatConnections } from './useChatConnections';
import { useChatInvites } from './useChatInvites';
import { useChatThreads } from './useChatThreads';

function ThreadRow({ thread }: { thread: ChatThread }) {
  const previewId = useId();
  const timeId = useId();
  const unreadId = useId();
  const name = miniProfileName(thread);
  const last = thread.last_message;
  const mine = last.from !== thread.profile_id;
  const unread = thread.unread_count;
  return (
    <li>
      <Link
        to={chatPath(thread.profile_id)}
        className={classes.thread}
        data-unread={unread > 0 || undefined}
        aria-label={name}
        aria-describedby={[previewId, timeId, unread > 0 ? unreadId : null].filter(Boolean).join(' ')}
      >
        <Avatar src={thread.primary_profile_pic} alt="" size={52} radius="xl" color="navy" aria-hidden>
          {initials(name)}
        </Avatar>
        <span className={classes.threadBody}>
          <span className={classes.threadTop}>
            <span className={classes.threadName}>{name}</span>
            <time className={classes.threadTime} dateTime={last.created_at} id={timeId}>
              {relativeTime(last.created_at)}
            </time>
          </span>
          <span className={classes.threadBottom}>
            <span className={classes.preview} id={previewId}>
              {mine ? t.chat.youPrefix({ text: last.message }) : last.message}
            </span>
            {unread > 0 ? (
              <>
                <Badge color="red" size="md" circle={unread < 10} aria-hidden className={classes.unread}>
                  {localNumber(unread)}
                </Badge>
                <span id={unreadId} className={classes.visuallyHidden}>
                  {t.chat.unread({ count: unread })}
                </span>
              </>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

function Loading() {
  return (
    <Stack gap="sm" role="status" aria-label={t.app.loading}>
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} height={72} radius="lg" />
      ))}
    </Stack>
  );
}

/**
 * 'No records found.' (the spec's text) only when there is truly nobody to talk to, with what to do
 * next beneath it.
 */
function NobodyYet() {
  return (
    <Paper p="xl" radius="lg" withBorder bg="gray.0" ta="center">
      <Stack gap="xs" align="center">
        <Text fw={600}>{t.common.noRecords}</Text>
        <Text>{t.matchMoment.emptyHint}</Text>
        <Anchor
          component={Link}
          to={`${PATHS.interests}?tab=match`}
          fw={600}
          mih={44}
          display="inline-flex"
          style={{ alignItems: 'center' }}
        >
          {t.matchMoment.seeMatches}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function Threads({ labelledBy, hasConnections }: { labelledBy?: string; hasConnections: boolean }) {
  const threads = useChatThreads();
  if (threads.isPending) return <Loading />;
  if (threads.isError) {
    return <LoadFailed title={t.chat.threadsFailed} onRetry={() => threads.refetch()} />;
  }
  const rows = threads.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return hasConnections ? null : <NobodyYet />;
  return (
    <Stack gap="md">
      <ul
        className={classes.list}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : t.chat.conversationsLabel}
      >
        {rows.map((thread) => (
          <ThreadRow key={thread.profile_id} thread={thread} />
        ))}
      </ul>
      <LoadMoreButton query={threads} />
    </Stack>
  );
}

/**
 * /chats: pending chat requests (Accept / Decline), then one row per conversation partner with the
 * photo, the name, the last message as plain text, its time and the unread count, newest first.
 * A message arriving live moves its conversation up.
 */
export function ChatsPage() {
  usePageMeta(t.pages.chats.title, t.pages.chats.description);
  const queryClient = useQueryClient();
  const invites = useChatInvites();
  const connections = useChatConnections();
  const hasConnections = connections.data?.pages.some((page) => page.data.length > 0) ?? false;
  const conversationsId = useId();
  useSocketEvent('message', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.chatThreads });
  });
  const requestPartners = invites.data?.pages.flatMap((page) => page.data.map((r) => r.profile.id)) ?? [];
  const hasRequests = (invites.data?.pages.some((page) => page.data.length > 0) ?? false) && !invites.isError;

  return (
    <Container size="sm" px="md" py="xl" w="100%">
      <Stack gap="xl">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t.pages.chats.title}
        </Title>
        {hasRequests ? <ChatRequests invites={invites} /> : null}
        {/* New matches first: they wait for a first word, as requests wait for an answer. */}
        <NewConnections connections={connections} listedAbove={requestPartners} />
        <section aria-labelledby={hasRequests ? conversationsId : undefined}>
          <Stack gap="sm">
            {hasRequests ? (
              <Title order={2} size="h3" id={conversationsId}>
                {t.chat.conversationsTitle}
              </Title>
            ) : null}
            <Threads labelledBy={hasRequests ? conversationsId : undefined} hasConnections={hasConnections} />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
