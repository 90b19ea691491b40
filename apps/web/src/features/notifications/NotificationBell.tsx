import { IconBell } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { t } from '../../i18n';
import { localNumber } from '../../lib/numbers';
import { PATHS } from '../../lib/paths';
import { useMemberCallsAllowed } from '../../session';
import classes from './NotificationBell.module.css';
import { unreadOf, useNotifications } from './notifications.api';
import { useNotificationsSync } from './useNotificationsSync';

/** The badge shows up to this count, then '99+'. */
const BADGE_MAX = 99;

/**
 * The top bar's bell for signed-in members: a link to /notifications named with the unread count
 * ("Notifications, 3 unread"), the count in a red badge. The count is the first page's `meta.unread`,
 * kept live by the socket's `notification` events.
 */
export function NotificationBell() {
  const allowed = useMemberCallsAllowed();
  const { pathname } = useLocation();
  const list = useNotifications({ enabled: allowed });
  useNotificationsSync();
  const unread = allowed ? unreadOf(list.data) : 0;
  return (
    <Link
      to={PATHS.notifications}
      className={classes.bell}
      aria-label={t.notifications.bell({ unread })}
      aria-current={pathname === PATHS.notifications ? 'page' : undefined}
      data-testid="notification-bell"
    >
      <IconBell aria-hidden size={26} stroke={1.8} />
      {unread > 0 ? (
        <span className={classes.bellBadge} aria-hidden data-testid="notification-count">
          {unread > BADGE_MAX ? `${localNumber(BADGE_MAX)}+` : localNumber(unread)}
        </span>
      ) : null}
    </Link>
  );
}
