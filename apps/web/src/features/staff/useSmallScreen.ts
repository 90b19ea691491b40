import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** The media query of a phone: below Mantine's `sm` breakpoint (48em). */
export const SMALL_SCREEN_QUERY = `(max-width: ${em(767)})`;

/**
 * Phones (below Mantine's `sm`, 48em): dialogs and drawers take the whole screen there, and the call
 * logs show as cards. Read on the first render, so a phone never draws the desktop table first.
 */
export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
