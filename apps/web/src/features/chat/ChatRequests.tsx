import type { ChatRequest } from '@jodi/contract';
import { Anchor, Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMessageCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { hasCode } from '../../api/ApiError';
import { AnswerButtons } from '../../components/AnswerButtons';
import { BlurredPhotoNote } from '../../components/BlurredPhotoNote';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { WithdrawAcceptanceButton } from '../../components/WithdrawAcceptanceButton';
import { t } from '../../i18n';
import { initials } from '../../lib/initials';
import { notify } from '../../lib/notify';
import { chatPath } from '../../lib/paths';
import { profilePath } from '../../lib/profileId';
import { miniProfileName } from '../../lib/social';
import { SentByLine } from '../family';
import { showMatchMoment } from '../match-moment';
import classes from './Chats.module.css';
import { relativeTime } from './chatTime';
import { type ChatRequestAnswer, useAnswerChatRequest } from './useAnswerChatRequest';
import type { useChatInvites } from './useChatInvites';
import { useWithdrawChatRequest } from './useWithdrawChatRequest';

type Busy = { id: string; answer: ChatRequestAnswer } | null;

interface RequestRowProps {
  request: ChatRequest;
  busy: Busy;
  onAnswer(request: ChatRequest, answer: ChatRequestAnswer): void;
  onWithdraw(request: ChatRequest): Promise<unknown>;
}

function RequestRow({ request, busy, onAnswer, onWithdraw }: RequestRowProps) {
  const nameId = useId();
  const name = miniProfileName(request.profile);
  const href = profilePath(request.profile.id);
  const photo = request.profile.primary_profile_pic ?? request.profile.pics[0]?.url ?? null;
  const mine = busy?.id === request.id ? busy.answer : null;
  return (
    <li>
      <article className={classes.request} aria-labelledby={nameId}>
        <Avatar src={photo} alt="" size={48} radius="xl" color="navy" aria-hidden>
          {initials(name)}
        </Avatar>
        <div className={classes.requestWho}>
          <Anchor component={Link} to={href} fw={700} id={nameId} className={classes.ellipsis}>
            {name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t.chat.requestText} ·{' '}
            <time dateTime={request.created_at}>{relativeTime(request.created_at)}</time>
          </Text>
          <SentByLine sentBy={request.sent_by} />
          {request.profile.photos_blurred && photo ? (
            <BlurredPhotoNote gender={request.profile.gender} awaitsViewer={!request.accepted} standalone />
          ) : null}
        </div>
        <Group gap="xs" className={classes.requestActions}>
          {request.accepted ? (
            <>
              <Text size="sm" fw={700} c="green.9" className={classes.accepted}>
                <IconCheck aria-hidden size={16} />
                {t.chat.acceptedState}
              </Text>
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
                onWithdraw={() => onWithdraw(request)}
              />
            </>
          ) : (
            <AnswerButtons
              size="sm"
              describedBy={nameId}
              sending={mine}
              onAnswer={(answer) => onAnswer(request, answer)}
              acceptLabel={t.chat.accept}
              declineLabel={t.chat.decline}
            />
          )}
        </Group>
      </article>
    </li>
  );
}

/** Pending chat requests received, with Accept and Decline (spec 4); shown above the chat list. */
export function ChatRequests({ invites }: { invites: ReturnType<typeof useChatInvites> }) {
  const headingId = useId();
  const answer = useAnswerChatRequest();
  const withdraw = useWithdrawChatRequest();
  const [busy, setBusy] = useState<Busy>(null);
  const requests = invites.data?.pages.flatMap((page) => page.data) ?? [];
  if (requests.length === 0) return null;

  const onAnswer = async (request: ChatRequest, choice: ChatRequestAnswer) => {
    setBusy({ id: request.id, answer: choice });
    try {
      await answer.mutateAsync({ request, answer: choice });
      // Accepting offers the next step (Start chat) in the dialog, not a toast.
      if (choice === 'accepted') {
        const { profile } = request;
        showMatchMoment({
          kind: 'chat',
          profileId: profile.id,
          name: miniProfileName(profile),
          photo: profile.photos_blurred
            ? null
            : (profile.primary_profile_pic ?? profile.pics[0]?.url ?? null),
        });
      } else notify.success(t.chat.declined);
    } catch (error) {
      notify.error(hasCode(error, 'CHAT_REQUEST_ALREADY_ANSWERED') ? error.message : t.chat.answerFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t.chat.requestsTitle}
        </Title>
        <ul className={classes.list} aria-label={t.chat.requestsLabel}>
          {requests.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              busy={busy}
              onAnswer={(r, choice) => void onAnswer(r, choice)}
              onWithdraw={(r) => withdraw.mutateAsync(r)}
            />
          ))}
        </ul>
        <LoadMoreButton query={invites} label={t.chat.moreRequests} variant="subtle" />
      </Stack>
    </section>
  );
}
