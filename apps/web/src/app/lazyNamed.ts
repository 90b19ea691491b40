import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a named export, so each screen's code is its own chunk. */
export function lazyNamed<K extends PropertyKey, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
