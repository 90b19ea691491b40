import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { useShellState } from '../../lib/shellState';
import { BottomBar } from './BottomBar';

/** The listing screens (/, /profiles, /saved/profiles, /filtered/profiles) carry the bottom bar. */
export function ListingLayout() {
  const { unreadChats } = useShellState();
  return (
    <>
      <Suspense fallback={<CenteredLoader />}>
        <Outlet />
      </Suspense>
      <BottomBar unreadChats={unreadChats} />
    </>
  );
}
