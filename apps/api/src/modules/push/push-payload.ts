import type { NotificationRow } from '../notifications/notifications.repository';

/** What the service worker gets (JSON): it shows `title` and `body` and opens `link`. */
export interface PushPayload {
  id: string;
  kind: NotificationRow['kind'];
  title: string;
  body: string;
  link: string;
}

/** The longest message text a push shows (with push previews on). */
export const PUSH_PREVIEW_CHARS = 120;

/** The profile whose messages a `message` notification is about (`message:{profileId}`). */
export const messageSender = (row: NotificationRow): string | null =>
  row.kind === 'message' && row.groupKey?.startsWith('message:')
    ? row.groupKey.slice('message:'.length)
    : null;

/** `text` cut to `PUSH_PREVIEW_CHARS` characters (an ellipsis ends a cut one), never inside a character. */
export function preview(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length <= PUSH_PREVIEW_CHARS
    ? chars.join('')
    : `${chars.slice(0, PUSH_PREVIEW_CHARS - 1).join('')}…`;
}

/**
 * The push of a notification. A message's text is in it only when the member turned push
 * previews on (`messageText`); otherwise it says only who wrote, as the notification does.
 */
export function pushPayload(row: NotificationRow, messageText: string | null): PushPayload {
  const body = row.kind === 'message' && messageText ? preview(messageText) : row.body;
  return { id: row.id, kind: row.kind, title: row.title, body, link: row.link };
}

/**
 * The Web Push `Topic` of a notification's pushes (RFC 8030 5.4: at most 32 URL-safe base64
 * characters): its id without dashes. A push service keeping an undelivered push replaces it with
 * a newer one of the same topic: a retried push, or a newer message of the same conversation.
 */
export const pushTopic = (notificationId: string): string => notificationId.replaceAll('-', '');
