import { Suspense, useState } from 'react';
import { lazyNamed } from '../lazyNamed';
import { AvatarButton } from './AvatarButton';
import type { AvatarMenuProps } from './AvatarMenu';

const loadAvatarMenu = () => import('./AvatarMenu');
const AvatarMenu = lazyNamed(loadAvatarMenu, 'AvatarMenu');

/**
 * The avatar menu's button, standing in for the menu until its first use: the menu's code (Mantine's
 * Menu, Popover and floating-ui) stays out of the first load, starts loading when the pointer or the
 * focus reaches the button, and opens the menu once there.
 */
export function LazyAvatarMenu(props: Omit<AvatarMenuProps, 'openOnMount'>) {
  const [used, setUsed] = useState(false);
  const standIn = (
    <AvatarButton
      name={props.name}
      userPic={props.userPic}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadAvatarMenu()}
      onFocus={() => void loadAvatarMenu()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AvatarMenu {...props} openOnMount />
    </Suspense>
  );
}
