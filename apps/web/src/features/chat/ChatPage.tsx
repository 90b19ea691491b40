import { Alert, Anchor, Avatar, Button, CloseButton, Loader, Skeleton, Text } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { Fragment, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hasCode } from '../../api/ApiError';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { initials } from '../../lib/initials';
import { CHAT_PARTNER_PARAM, PATHS } from '../../lib/paths';
import { decodeProfileId, profilePath } from '../../lib/profileId';
import { miniProfileName } from '../../lib/social';
import { usePageMeta } from '../../lib/usePageMeta';
import { sentByText } from '../family';
import classes from './Chat.module.css';
import { Composer } from './Composer';
import { clockTime, dayKey, dayLabel } from './chatTime';
import type { ShownMessage } from './conversation';
import { setOpenConversation } from './openConversation';
import { SafetyWarning } from './SafetyWarning';
import { useChatPartner } from './useChatPartner';
import { useConversation } from './useConversation';
import { type SafetyReport, useSafetyReport } from './useSafetyReport';

/** Within this many pixels of the bottom, new messages keep the view at the bottom. */
const NEAR_BOTTOM_PX = 80;
/** Within this many pixels of the top, the next older page loads. */
const NEAR_TOP_PX = 120;

type History = ReturnType<typeof useConversation>['history'];

/**
 * Keeps the log where a reader expects it: at the newest message on opening and when messages come
 * while the reader is at the bottom (or sends one), and still when an older page is added above.
 * Scrolling near the top loads the next older page.
 */
function useLogScroll(log: RefObject<HTMLDivElement | null>, messages: ShownMessage[], history: History) {
  const nearBottom = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  const loadOlder = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  const onScroll = () => {
    const el = log.current;
    if (!el) return;
    nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < NEAR_TOP_PX) loadOlder();
  };

  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    const first = messages[0]?.key;
    const last = messages.at(-1);
    const before = previous.current;
    if (before.last === undefined) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== before.first && last?.key === before.last) {
      el.scrollTop += el.scrollHeight - before.height; // an older page came in above
    } else if (last?.key !== before.last && (nearBottom.current || last?.mine)) {
      el.scrollTop = el.scrollHeight;
    }
    previous.current = { first, last: last?.key, height: el.scrollHeight };
  }, [messages, log]);

  // A short history that does not fill the log cannot be scrolled: load older pages until it does.
  useEffect(() => {
    const el = log.current;
    if (
      el &&
      el.clientHeight > 0 &&
      el.scrollHeight <= el.clientHeight &&
      hasNextPage &&
      !isFetchingNextPage
    ) {
      void fetchNextPage();
    }
  });

  return { onScroll, loadOlder };
}

function Delivery({ message, onRetry }: { message: ShownMessage; onRetry(key: string): void }) {
  if (message.state === 'sending') return <span>{t.chat.sending}</span>;
  if (message.state === 'failed') {
    return (
      <span className={classes.failed}>
        {t.chat.failed} —{' '}
        <Button
          variant="subtle"
          color="red.8"
          size="compact-xs"
          leftSection={<IconRefresh aria-hidden size={12} />}
          onClick={() => onRetry(message.key)}
        >
          {t.chat.retry}
        </Button>
      </span>
    );
  }
  return <span>{t.chat.sent}</span>;
}

interface MessageRowProps {
  message: ShownMessage;
  onRetry(key: string): void;
  safetyReport: SafetyReport;
}

function MessageRow({ message, onRetry, safetyReport }: MessageRowProps) {
  return (
    <li className={message.mine ? classes.mine : classes.theirs} data-state={message.state}>
      <div className={classes.bubble}>
        {/* Plain text only: React escapes it; pre-wrap keeps the sender's line breaks. */}
        <p className={classes.text}>{message.text}</p>
        <div className={classes.meta}>
          {message.sent_by ? (
            <>
              <span className={classes.sentBy}>{sentByText(message.sent_by)}</span>
              <span aria-hidden>·</span>
            </>
          ) : null}
          <time dateTime={message.created_at}>{clockTime(message.created_at)}</time>
          {message.mine ? (
            <>
              <span aria-hidden>·</span>
              <Delivery message={message} onRetry={onRetry} />
            </>
          ) : null}
        </div>
      </div>
      {message.safety_warning ? (
        <SafetyWarning concern={message.safety_warning} report={safetyReport} />
      ) : null}
    </li>
  );
}

function Conversation({ partnerId }: { partnerId: string }) {
  const partner = useChatPartner(partnerId);
  const { history, messages, send, retry, refusal, dismissRefusal } = useConversation(partnerId);
  const log = useRef<HTMLDivElement>(null);
  const { onScroll, loadOlder } = useLogScroll(log, messages, history);
  const safetyReport = useSafetyReport(partnerId);
  const name = partner.data ? miniProfileName(partner.data) : null;
  usePageMeta(name ?? t.pages.chat.title, t.pages.chat.description);

  useEffect(() => {
    setOpenConversation(partnerId);
    return () => setOpenConversation(null);
  }, [partnerId]);

  const notFound = [partner.error, history.error].some((error) => hasCode(error, 'PROFILE_NOT_FOUND'));
  const now = new Date();

  return (
    <div className={classes.frame}>
      <div className={classes.page}>
        <header className={classes.header}>
          <Button
            component={Link}
            to={PATHS.chats}
            variant="subtle"
            color="navy.9"
            px="xs"
            leftSection={<IconArrowLeft aria-hidden size={18} />}
          >
            {t.chat.backToChats}
          </Button>
          <div className={classes.partner}>
            {partner.isPending ? (
              <>
                <Skeleton circle height={40} />
                <Skeleton height={20} width={140} radius="sm" />
              </>
            ) : (
              <>
                <Avatar
                  src={partner.data?.photo ?? null}
                  alt=""
                  size={40}
                  radius="xl"
                  color="navy"
                  aria-hidden
                >
                  {initials(name)}
                </Avatar>
                <h1 className={classes.partnerName}>
                  {name ? (
                    <Anchor component={Link} to={profilePath(partnerId)} className={classes.partnerLink}>
                      {name}
                    </Anchor>
                  ) : (
                    t.pages.chat.title
                  )}
                </h1>
              </>
            )}
          </div>
        </header>

        <div
          ref={log}
          className={classes.log}
          role="log"
          aria-label={t.chat.messagesLabel({ name: name ?? t.pages.chat.title })}
          onScroll={onScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; keyboard users need to reach it
          tabIndex={0}
        >
          {history.hasNextPage ? (
            <div className={classes.older}>
              <Button
                variant="subtle"
                color="navy.9"
                size="compact-sm"
                onClick={loadOlder}
                loading={history.isFetchingNextPage}
              >
                {t.chat.loadOlder}
              </Button>
            </div>
          ) : null}
          {history.isPending ? (
            <div className={classes.center}>
              <Loader size="sm" aria-label={t.app.loading} />
            </div>
          ) : notFound ? (
            <Alert color="red" variant="light" m="md">
              {t.chat.unavailable}
            </Alert>
          ) : history.isError ? (
            <Alert color="red" variant="light" m="md" title={t.chat.loadFailed}>
              <Button variant="light" color="red.8" size="xs" mt="xs" onClick={() => history.refetch()}>
                {t.common.retry}
              </Button>
            </Alert>
          ) : messages.length === 0 ? (
            <Text c="dimmed" ta="center" className={classes.center}>
              {t.chat.noMessages({ name: name ?? '' })}
            </Text>
          ) : null}
          <ol className={classes.messages}>
            {messages.map((message, index) => {
              const previous = messages[index - 1];
              const newDay = !previous || dayKey(previous.created_at) !== dayKey(message.created_at);
              return (
                <Fragment key={message.key}>
                  {newDay ? (
                    <li className={classes.day}>
                      <span>{dayLabel(message.created_at, now)}</span>
                    </li>
                  ) : null}
                  <MessageRow message={message} onRetry={retry} safetyReport={safetyReport} />
                </Fragment>
              );
            })}
          </ol>
        </div>

        {refusal ? (
          <div className={classes.refusal} role="alert">
            <Text size="sm" c="red.8" fw={600}>
              {refusal}
            </Text>
            <CloseButton size="sm" aria-label={t.common.close} onClick={dismissRefusal} />
          </div>
        ) : null}
        {notFound ? null : <Composer onSend={send} />}
      </div>
    </div>
  );
}

/** /chat without a partner: point to the chat list. */
function NoPartner() {
  usePageMeta(t.pages.chat.title, t.pages.chat.description);
  return (
    <PageSection title={t.chat.noPartnerTitle} size="sm">
      <Text>{t.chat.noPartner}</Text>
      <Anchor component={Link} to={PATHS.chats} fw={600}>
        {t.chat.openChats}
      </Anchor>
    </PageSection>
  );
}

/** /chat?pid={base64 profile id}: one conversation, live. */
export function ChatPage() {
  const [searchParams] = useSearchParams();
  const pid = searchParams.get(CHAT_PARTNER_PARAM);
  const partnerId = pid ? decodeProfileId(pid) : null;
  if (!partnerId) return <NoPartner />;
  return <Conversation key={partnerId} partnerId={partnerId} />;
}
