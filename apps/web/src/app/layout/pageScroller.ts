/**
 * Where the page scrolls. On screens with the bottom bar the page scrolls in its own region
 * between the top bar and the bar (`[data-page-scroller]`, RootLayout), so nothing ever sits under
 * the bar (decision 31); on every other screen the window scrolls. Both are read and set together:
 * whichever does not scroll stays at 0.
 */
const SCROLLER = '[data-page-scroller]';

function region(): HTMLElement | null {
  return document.querySelector<HTMLElement>(SCROLLER);
}

export function pageScrollTop(): number {
  return Math.max(window.scrollY, region()?.scrollTop ?? 0);
}

export function scrollPageTo(top: number): void {
  window.scrollTo(0, top);
  const scroller = region();
  if (scroller) scroller.scrollTop = top;
}

/** Calls `listener` when the page scrolls, in the window or in its region (scroll events do not bubble). */
export function onPageScroll(listener: () => void): () => void {
  const fromRegion = (event: Event) => {
    if (event.target instanceof HTMLElement && event.target.matches(SCROLLER)) listener();
  };
  window.addEventListener('scroll', listener, { passive: true });
  document.addEventListener('scroll', fromRegion, { passive: true, capture: true });
  return () => {
    window.removeEventListener('scroll', listener);
    document.removeEventListener('scroll', fromRegion, { capture: true });
  };
}
