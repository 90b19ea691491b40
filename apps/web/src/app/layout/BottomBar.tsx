import { Badge, VisuallyHidden } from '@mantine/core';
import {
  type Icon,
  IconBookmark,
  IconHeart,
  IconHeartHandshake,
  IconMessages,
  IconUsers,
} from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { localNumber } from '../../lib/numbers';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../session';
import classes from './BottomBar.module.css';

interface BottomBarItem {
  /** Read as the bar renders: the language can change while the app runs. */
  label: () => string;
  to: string;
  icon: Icon;
  /** Other paths on which this item counts as the current one. */
  alsoCurrentOn?: string[];
}

const MATCHES: BottomBarItem = {
  label: () => t.bottomBar.matches,
  to: PATHS.matches,
  icon: IconHeartHandshake,
};
const PROFILES: BottomBarItem = {
  label: () => t.bottomBar.profiles,
  to: PATHS.profiles,
  icon: IconUsers,
  alsoCurrentOn: [PATHS.home],
};
const SAVED: BottomBarItem = { label: () => t.bottomBar.saved, to: PATHS.savedProfiles, icon: IconBookmark };
const INTERESTS: BottomBarItem = { label: () => t.bottomBar.interests, to: PATHS.interests, icon: IconHeart };
const CHATS: BottomBarItem = { label: () => t.bottomBar.chats, to: PATHS.chats, icon: IconMessages };

/** Members see Matches first (decision 16) and Interests before Chats; visitors keep the spec's three items. */
const MEMBER_ITEMS: readonly BottomBarItem[] = [MATCHES, PROFILES, SAVED, INTERESTS, CHATS];
const VISITOR_ITEMS: readonly BottomBarItem[] = [PROFILES, SAVED, CHATS];

const UNREAD_BADGE_ID = 'bottom-bar-unread-chats';

/**
 * Spec 2 bottom bar of the listing screens (members also get Matches, first, and Interests). Chats shows a red badge with the unread count when above 0.
 * A visitor's click shows 'Join now' and leads to /signup.
 */
export function BottomBar({ unreadChats = 0 }: { unreadChats?: number }) {
  const { isAuthenticated } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const joinNow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    notify.info(t.notices.joinNow);
    navigate(PATHS.signup);
  };

  return (
    <nav aria-label={t.bottomBar.label} className={classes.bar}>
      {(isAuthenticated ? MEMBER_ITEMS : VISITOR_ITEMS).map((item) => {
        const current = pathname === item.to || (item.alsoCurrentOn?.includes(pathname) ?? false);
        const showBadge = item.to === PATHS.chats && unreadChats > 0;
        return (
          <Link
            key={item.to}
            to={isAuthenticated ? item.to : PATHS.signup}
            onClick={isAuthenticated ? undefined : joinNow}
            className={classes.item}
            aria-label={item.label()}
            aria-current={isAuthenticated && current ? 'page' : undefined}
            aria-describedby={showBadge ? UNREAD_BADGE_ID : undefined}
          >
            <span className={classes.icon}>
              <item.icon aria-hidden size={22} />
              {showBadge ? (
                <>
                  <Badge
                    data-testid="unread-chats-badge"
                    aria-hidden
                    color="red"
                    size="sm"
                    circle={unreadChats < 10}
                    className={classes.badge}
                  >
                    {localNumber(unreadChats)}
                  </Badge>
                  <VisuallyHidden id={UNREAD_BADGE_ID}>
                    {t.bottomBar.unread({ count: unreadChats })}
                  </VisuallyHidden>
                </>
              ) : null}
            </span>
            <span>{item.label()}</span>
          </Link>
        );
      })}
    </nav>
  );
}
