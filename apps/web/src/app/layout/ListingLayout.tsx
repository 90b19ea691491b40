import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { useShellState } from '../../lib/shellState';
import { BottomBar } from './BottomBar';
import { useBottomBarSlot } from './bottomBarSlot';

/**
 * The listing screens (/, /profiles, /saved/profiles, /filtered/profiles, /matches) carry the
 * bottom bar, in the place RootLayout keeps for it below the page's scroll region.
 */
export function ListingLayout() {
  const { unreadChats } = useShellState();
  const slot = useBottomBarSlot();
  return (
    <>
      <Suspense fallback={<CenteredLoader />}>
        <Outlet />
      </Suspense>
      {slot ? createPortal(<BottomBar unreadChats={unreadChats} />, slot) : null}
    </>
  );
}
