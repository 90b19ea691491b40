import { Suspense } from 'react';
import { lazyNamed } from '../lazyNamed';
import { AvatarButton } from './AvatarButton';
import type { AvatarMenuProps } from './AvatarMenu';
import { useStandInMenu } from './standInMenu';

const loadAvatarMenu = () => import('./AvatarMenu');
const AvatarMenu = lazyNamed(loadAvatarMenu, 'AvatarMenu');

/**
 * The avatar menu's button, standing in for the menu until its first use: the menu's code (Mantine's
 * Menu, Popover and floating-ui) stays out of the first load, starts loading when the pointer or the
 * focus reaches the button, and opens the menu once there.
 */
export function LazyAvatarMenu(props: Omit<AvatarMenuProps, 'openOnMount'>) {
  const { used, standInProps } = useStandInMenu(loadAvatarMenu);
  const standIn = <AvatarButton name={props.name} userPic={props.userPic} {...standInProps} />;
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AvatarMenu {...props} openOnMount />
    </Suspense>
  );
}
