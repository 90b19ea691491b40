import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Phones (below Mantine's `sm`, 48em): dialogs and drawers take the whole screen there. */
export function useSmallScreen(): boolean {
  return useMediaQuery(`(max-width: ${em(767)})`) ?? false;
}
