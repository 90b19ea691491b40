import type { Notification, NotificationKind } from '@jodi/contract';
import { Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type Icon,
  IconBell,
  IconCalendarEvent,
  IconCalendarTime,
  IconCalendarX,
  IconChecks,
  IconFileCheck,
  IconHeart,
  IconHeartHandshake,
  IconMessageCircle,
  IconMessages,
  IconSettings,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { BackButton } from '../../components/BackButton';
import { LoadFailed } from '../../components/LoadFailed';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { OutlineLinkButton } from '../../components/OutlineLinkButton';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { relativeTime } from '../chat';
import classes from './Notifications.module.css';
import { flattenNotifications, unreadOf, useMarkRead, useNotifications } from './notifications.api';

const KIND_ICONS: Record<NotificationKind, Icon> = {
  interest_received: IconHeart,
  interest_accepted: IconHeartHandshake,
  chat_request_received: IconMessageCircle,
  chat_request_accepted: IconMessageCircle,
  message: IconMessages,
  new_matches: IconHeartHandshake,
  document_reviewed: IconFileCheck,
  plan_expiring: IconCalendarTime,
  plan_expired: IconCalendarTime,
  event_reminder: IconCalendarEvent,
  event_cancelled: IconCalendarX,
};

/** A notification's link as a route of this app; anything else (never sent by the server) stays here. */
export function routeOf(link: string): string {
  return link.startsWith('/') && !link.startsWith('//') ? link : PATHS.notifications;
}

function NotificationItem({ item, onOpen }: { item: Notification; onOpen(item: Notification): void }) {
  const KindIcon = KIND_ICONS[item.kind] ?? IconBell;
  return (
    <li>
      <Link
        to={routeOf(item.link)}
        className={classes.item}
        data-unread={item.read ? undefined : true}
        data-testid="notification"
        onClick={() => onOpen(item)}
      >
        <span className={classes.icon} aria-hidden>
          <KindIcon size={22} />
        </span>
        <span className={classes.body}>
          <span className={classes.top}>
            <span className={classes.title}>{item.title}</span>
            <time className={classes.time} dateTime={item.created_at} title={formatDateTime(item.created_at)}>
              {relativeTime(item.created_at)}
            </time>
          </span>
          <span className={classes.text}>{item.body}</span>
          {item.read ? null : <span className={classes.unreadTag}>{t.notifications.unreadLabel}</span>}
        </span>
      </Link>
    </li>
  );
}

function Skeletons() {
  return (
    <Stack gap="sm" aria-hidden>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={72} radius="lg" />
      ))}
    </Stack>
  );
}

/**
 * /notifications (decision 20): newest first, paged with 'Load more'; unread ones tinted and marked
 * 'Unread'. Opening one goes to what it is about and marks it read; 'Mark all as read' clears the
 * bell. New and updated ones arrive at the top as they happen (the socket, through the shared cache).
 */
export function NotificationsPage() {
  usePageMeta(t.pages.notifications.title, t.pages.notifications.description);
  const list = useNotifications();
  const markRead = useMarkRead();
  const items = flattenNotifications(list.data);
  const unread = unreadOf(list.data);

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate([item.id]);
  };
  const markAll = () =>
    markRead.mutate(undefined, {
      onSuccess: () => notify.success(t.notifications.allRead),
      onError: () => notify.error(t.notifications.markAllReadFailed),
    });

  return (
    <Container size="sm" px="md" py="lg" w="100%">
      <BackButton />
      <Stack gap="lg" mt="xs">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t.pages.notifications.title}
          </Title>
          <OutlineLinkButton to={PATHS.notificationSettings} icon={IconSettings} size="lg">
            {t.notifications.settingsLink}
          </OutlineLinkButton>
        </Group>
        <Group justify="space-between" align="center" gap="sm" mih={50}>
          <Text fw={600} size="lg" role="status">
            {list.isSuccess && unread > 0 ? t.notifications.unreadCount({ count: unread }) : null}
          </Text>
          {unread > 0 ? (
            <Button
              size="lg"
              variant="filled"
              color="navy.9"
              leftSection={<IconChecks aria-hidden size={20} />}
              loading={markRead.isPending && markRead.variables === undefined}
              onClick={markAll}
            >
              {t.notifications.markAllRead}
            </Button>
          ) : null}
        </Group>
        {list.isPending ? <Skeletons /> : null}
        {list.isError ? (
          <LoadFailed title={t.notifications.loadFailed} onRetry={() => list.refetch()} />
        ) : null}
        {list.isSuccess && items.length === 0 ? (
          <Paper p="xl" radius="lg" withBorder bg="gray.0" ta="center">
            <Stack align="center" gap="sm">
              <IconBell aria-hidden size={40} stroke={1.5} />
              <Text className={classes.empty}>{t.notifications.empty}</Text>
            </Stack>
          </Paper>
        ) : null}
        {items.length > 0 ? (
          <>
            <ul className={classes.list} aria-label={t.notifications.listLabel}>
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} onOpen={open} />
              ))}
            </ul>
            <LoadMoreButton query={list} size="lg" />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
