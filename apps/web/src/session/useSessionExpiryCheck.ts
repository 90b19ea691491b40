import { useContext, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { SessionContext } from './SessionContext';

/** Spec 4: decode the stored token at start and on every route change; log out once it has expired. */
export function useSessionExpiryCheck(): void {
  const store = useContext(SessionContext);
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger: it changes on every navigation.
  useLayoutEffect(() => {
    store.checkExpiry();
  }, [store, key]);
}
