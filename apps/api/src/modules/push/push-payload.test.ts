import { describe, expect, it } from 'vitest';
import type { NotificationRow } from '../notifications/notifications.repository';
import { messageSender, PUSH_PREVIEW_CHARS, preview, pushPayload } from './push-payload';

const row = (over: Partial<NotificationRow> = {}): NotificationRow =>
  ({
    id: 'n1',
    userId: 'u1',
    kind: 'message',
    title: 'Message from Asha',
    body: 'Asha sent you a message.',
    link: '/chat?pid=abc',
    groupKey: 'message:p1',
    createdAt: new Date(),
    readAt: null,
    ...over,
  }) as NotificationRow;

describe('push payloads', () => {
  it('carries the notification, with the message text only when it is given', () => {
    expect(pushPayload(row(), null)).toEqual({
      id: 'n1',
      kind: 'message',
      title: 'Message from Asha',
      body: 'Asha sent you a message.',
      link: '/chat?pid=abc',
    });
    expect(pushPayload(row(), ' Hello! ').body).toBe('Hello!');
    expect(pushPayload(row({ kind: 'interest_received', groupKey: null }), 'ignored').body).toBe(
      'Asha sent you a message.',
    );
  });

  it('cuts a long text to 120 characters, never inside one', () => {
    const long = '🙏'.repeat(200);
    const cut = preview(long);
    expect(Array.from(cut)).toHaveLength(PUSH_PREVIEW_CHARS);
    expect(cut.endsWith('🙏…')).toBe(true);
    expect(preview('x'.repeat(PUSH_PREVIEW_CHARS))).toBe('x'.repeat(PUSH_PREVIEW_CHARS));
  });

  it('knows the sender of a message notification only', () => {
    expect(messageSender(row())).toBe('p1');
    expect(messageSender(row({ kind: 'new_matches', groupKey: 'new_matches:2026-11-26' }))).toBeNull();
  });
});
