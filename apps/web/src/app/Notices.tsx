import { NOTICE_MS } from '@jodi/contract';
import { createNotificationsStore, Notifications, notificationsStore } from '@mantine/notifications';
import { useEffect, useState } from 'react';

/** Nothing to show: the container starts on it, so the notices that made it load slide in as later ones do. */
const EMPTY = createNotificationsStore();

/**
 * The notices of spec 8 (top right, 3 s, at most five), loaded with the first one (`LazyNotices`).
 * The shared store's own limit is Mantine's default, five, the same as here.
 */
export function Notices() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Notifications
      position="top-right"
      autoClose={NOTICE_MS}
      limit={5}
      store={mounted ? notificationsStore : EMPTY}
    />
  );
}
