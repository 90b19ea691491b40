import { useContext, useMemo, useSyncExternalStore } from 'react';
import { SessionContext } from './SessionContext';
import type { Session, SessionStore } from './sessionStore';

export interface SessionApi extends Session {
  signIn: SessionStore['signIn'];
  updateUser: SessionStore['updateUser'];
  logout: SessionStore['logout'];
}

/** The signed-in user (or a visitor) and the actions that change the session. */
export function useSession(): SessionApi {
  const store = useContext(SessionContext);
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({ ...session, signIn: store.signIn, updateUser: store.updateUser, logout: store.logout }),
    [session, store],
  );
}
