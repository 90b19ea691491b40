import { Suspense } from 'react';
import { useStandInMenu } from '../../app/layout/standInMenu';
import { lazyNamed } from '../../app/lazyNamed';
import { MoreActionsButton } from './MoreActionsButton';
import type { MoreActionsProps } from './MoreActionsMenu';

const loadMenu = () => import('./MoreActionsMenu');
const MoreActionsMenu = lazyNamed(loadMenu, 'MoreActionsMenu', 'start');

/**
 * 'More actions' standing in for its menu until first used: the menu's code (Mantine's Menu, Popover
 * and floating-ui) stays out of the profile view's first load, starts loading when the pointer or the
 * focus reaches the button, and opens the menu once there (as the avatar menu does).
 */
export function LazyMoreActions(props: Omit<MoreActionsProps, 'openOnMount'>) {
  const { used, standInProps } = useStandInMenu(loadMenu);
  const standIn = <MoreActionsButton {...standInProps} />;
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MoreActionsMenu {...props} openOnMount />
    </Suspense>
  );
}
