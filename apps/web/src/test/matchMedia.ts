/** A MediaQueryList that answers `matches` for `query` and never changes (tests stub matchMedia with it). */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

/** A media query whose answer the test changes, telling its listeners as a browser does on a resize. */
export function changingMediaQuery(query: string, initially: boolean) {
  let matches = initially;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = () =>
    ({
      ...staticMediaQueryList(query, matches),
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    /** Stands in for window.matchMedia: this query answers as set, every other one false. */
    matchMedia: (asked: string) => (asked === query ? list() : staticMediaQueryList(asked, false)),
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener({ matches, media: query } as MediaQueryListEvent);
    },
  };
}
