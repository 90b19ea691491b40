import { createContext, type ReactNode } from 'react';
import { type SessionStore, sessionStore } from './sessionStore';

export const SessionContext = createContext<SessionStore>(sessionStore);

/** Provides the session store; tests may pass their own store over a fake storage. */
export function SessionProvider({
  store = sessionStore,
  children,
}: {
  store?: SessionStore;
  children: ReactNode;
}) {
  return <SessionContext value={store}>{children}</SessionContext>;
}
