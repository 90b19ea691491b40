import { useEffect, useRef, useState } from 'react';

/**
 * A menu's button standing in for the menu until its first use: the menu's code loads when the
 * pointer or the focus reaches the button, and `used` turns true on the first click (the avatar
 * menu, the profile view's More actions, and the Profile Score's note, a `dialog`).
 */
export function useStandInMenu(load: () => Promise<unknown>, popup: 'menu' | 'dialog' = 'menu') {
  const [used, setUsed] = useState(false);
  const standInProps = {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setUsed(true),
  } as const;
  return { used, standInProps };
}

/**
 * The real menu that replaced its stand-in: opened at once, with the focus on its button, when it
 * mounts on the stand-in's first tap (`openOnMount`); after that it opens and closes as menus do.
 */
export function useMenuOpenedOnMount(openOnMount: boolean) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    target.current?.focus();
    setOpened(true);
  }, [openOnMount]);
  return { opened, setOpened, target };
}
