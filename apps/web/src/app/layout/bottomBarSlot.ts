import { createContext, useContext } from 'react';

/**
 * The place RootLayout keeps for the bottom bar, below the page's scroll region: the listing
 * screens render their bar into it (a portal), so the page never scrolls under the bar.
 */
export const BottomBarSlot = createContext<HTMLElement | null>(null);

export const useBottomBarSlot = () => useContext(BottomBarSlot);
