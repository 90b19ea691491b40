import { useMediaQuery } from '@mantine/hooks';

/** The profile view's two-column breakpoint (ProfileView.module.css); phones and tablets are below it. */
export const WIDE_LAYOUT_QUERY = '(min-width: 62em)';

/** True on a screen wide enough for the two-column profile view; read on the first render (no flash). */
export function useWideLayout(): boolean {
  return useMediaQuery(WIDE_LAYOUT_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}
