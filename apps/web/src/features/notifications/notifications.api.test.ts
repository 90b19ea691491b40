import { describe, expect, it } from 'vitest';
import { buildNotification, notificationsPage } from '../../test/notifications';
import {
  applyNotification,
  flattenNotifications,
  markReadInCache,
  type NotificationsData,
  unreadOf,
} from './notifications.api';

function cached(...pages: ReturnType<typeof notificationsPage>[]): NotificationsData {
  return { pages, pageParams: pages.map((page) => page.meta.offset) };
}

const a = buildNotification({ id: 'a', read: false });
const b = buildNotification({ id: 'b', read: true });
const c = buildNotification({ id: 'c', read: false });

describe('applyNotification (the socket event into the cached list)', () => {
  it('puts a new unread notification at the top and counts it', () => {
    const data = cached(notificationsPage([a, b], { total: 2, unread: 1 }));
    const fresh = buildNotification({ id: 'new', read: false });
    const next = applyNotification(data, fresh);
    expect(flattenNotifications(next).map((n) => n.id)).toEqual(['new', 'a', 'b']);
    expect(unreadOf(next)).toBe(2);
    expect(next.pages[0]?.meta.total).toBe(3);
  });

  it('moves an updated notification to the top once, without counting it twice while unread', () => {
    const data = cached(notificationsPage([a, b, c], { total: 3, unread: 2 }));
    const updated = { ...c, body: 'Another message', read: false };
    const next = applyNotification(data, updated);
    expect(flattenNotifications(next).map((n) => n.id)).toEqual(['c', 'a', 'b']);
    expect(flattenNotifications(next)[0]?.body).toBe('Another message');
    expect(unreadOf(next)).toBe(2);
    expect(next.pages[0]?.meta.total).toBe(3);
  });

  it('counts a read notification made unread again (a chat thread with a new message)', () => {
    const data = cached(notificationsPage([a, b], { total: 2, unread: 1 }));
    const next = applyNotification(data, { ...b, read: false });
    expect(flattenNotifications(next).map((n) => n.id)).toEqual(['b', 'a']);
    expect(unreadOf(next)).toBe(2);
  });

  it('finds the earlier copy on a later page and drops it there', () => {
    const data = cached(
      notificationsPage([a], { total: 3, unread: 2, limit: 1 }),
      notificationsPage([c], { total: 3, unread: 2, limit: 1, offset: 1 }),
    );
    const next = applyNotification(data, { ...c, title: 'Updated' });
    expect(next.pages[1]?.data).toEqual([]);
    expect(flattenNotifications(next).map((n) => n.title)).toEqual(['Updated', a.title]);
    expect(unreadOf(next)).toBe(2);
  });
});

describe('flattenNotifications', () => {
  it('shows each notification once when a later page repeats one (offsets moved by a live one)', () => {
    const data = cached(
      notificationsPage([c, a], { total: 3, limit: 2 }),
      notificationsPage([a, b], { total: 3, limit: 2, offset: 2 }),
    );
    expect(flattenNotifications(data).map((n) => n.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('markReadInCache', () => {
  it('marks the given ids read and lowers the count', () => {
    const data = cached(notificationsPage([a, b, c], { total: 3, unread: 2 }));
    const next = markReadInCache(data, ['a']);
    expect(flattenNotifications(next).map((n) => n.read)).toEqual([true, true, false]);
    expect(unreadOf(next)).toBe(1);
  });

  it('marks every one read when no ids are given, and takes the server count when it has it', () => {
    const data = cached(notificationsPage([a, b, c], { total: 30, unread: 12 }));
    expect(unreadOf(markReadInCache(data, undefined))).toBe(0);
    expect(flattenNotifications(markReadInCache(data, undefined)).every((n) => n.read)).toBe(true);
    expect(unreadOf(markReadInCache(data, ['a'], 7))).toBe(7);
  });
});
