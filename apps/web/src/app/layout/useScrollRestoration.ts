import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { onPageScroll, pageScrollTop, scrollPageTo } from './pageScroller';

/** React Router's own storage key: positions its <ScrollRestoration> saved in this tab still count. */
const STORAGE_KEY = 'react-router-scroll-positions';

/** Scroll position of each history entry (by location key), kept for the tab's life. */
let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (positions === null) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') ?? {};
    } catch {
      positions = {};
    }
  }
  return positions as Record<string, number>;
}

/**
 * What React Router's <ScrollRestoration> does in data mode, for the declarative router: Back and
 * Forward return to where the page was left (also after a reload), any other navigation starts at the
 * #hash element or at the top.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  /** The entry on screen, for the scroll events: they arrive after the commit that changed it. */
  const shown = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      savedPositions()[shown.current] = pageScrollTop();
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or denied: positions are then kept for this page's life only.
      }
      window.history.scrollRestoration = 'auto';
    };
    const stopListening = onPageScroll(remember);
    window.addEventListener('pagehide', save);
    return () => {
      stopListening();
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Each new location scrolls, even one with the same path (a link to the screen already shown).
  useLayoutEffect(() => {
    const { key, hash } = location;
    shown.current = key;
    const saved = savedPositions()[key];
    if (typeof saved === 'number') {
      scrollPageTo(saved);
      return;
    }
    if (hash) {
      try {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: fall back to the top.
      }
    }
    scrollPageTo(0);
  }, [location]);
}
