export { SessionContext, SessionProvider } from './SessionContext';
export type { Session, SessionStore, SessionUserFields } from './sessionStore';
export { createSessionStore, sessionStore } from './sessionStore';
export { isTokenFresh } from './token';
export { useIsSignedIn } from './useIsSignedIn';
export { useMemberCallsAllowed } from './useMemberCallsAllowed';
export { type SessionApi, useSession } from './useSession';
export { useSessionExpiryCheck } from './useSessionExpiryCheck';
export { useSessionUserRefresh } from './useSessionUserRefresh';
