import { useState } from 'react';

/**
 * A menu's button standing in for the menu until its first use: the menu's code loads when the
 * pointer or the focus reaches the button, and `used` turns true on the first click (the avatar
 * menu and the profile view's More actions).
 */
export function useStandInMenu(load: () => Promise<unknown>) {
  const [used, setUsed] = useState(false);
  const standInProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setUsed(true),
  } as const;
  return { used, standInProps };
}
