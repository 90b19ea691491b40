import { type ComponentType, createElement, lazy, useState } from 'react';
import { loadMoreTexts } from '../i18n';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the code now; once it is in, the component renders at once, without suspending. */
  preload(): Promise<unknown>;
};

/**
 * React.lazy for a named export, so each screen's code is its own chunk. React.lazy suspends on its
 * first render even when the code has already arrived; once `preload()` has resolved, the loaded
 * component is rendered directly, so a screen loaded ahead (main.tsx) paints in the first pass
 * instead of after a loading indicator.
 */
export function lazyNamed<K extends PropertyKey, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  /**
   * 'start': the first screen's own, reading only the texts loaded before the first render (the
   * listing; catalogues.test.ts checks its code). Anything else also waits for the `more` texts.
   */
  texts: 'start' | 'more' = 'more',
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    texts === 'more' ? Promise.all([load(), loadMoreTexts()]).then(([module]) => module) : load();
  const preload = () => {
    loading ??= fetchCode().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // a failed download may be retried
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per screen at module level, like React.lazy itself.
  const Component = (props: P) => {
    // Chosen once per mounted instance: switching from Lazy to the loaded component later would
    // remount the screen and lose its state.
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Lazy, props);
  };
  return Object.assign(Component, { preload });
}
