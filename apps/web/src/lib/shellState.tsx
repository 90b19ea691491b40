import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { VerificationBadgesProps } from '../components/VerificationBadges';

/** Live values the app shell shows, kept current from the socket (useUnreadChatsSync, useLiveScore). */
export interface ShellState {
  unreadChats: number;
  profileScore?: number;
  badges: VerificationBadgesProps;
}

export interface ShellStateApi extends ShellState {
  setShellState(patch: Partial<ShellState>): void;
}

const INITIAL: ShellState = { unreadChats: 0, badges: {} };

const ShellStateContext = createContext<ShellStateApi>({ ...INITIAL, setShellState: () => {} });

export function ShellStateProvider({
  initial,
  children,
}: {
  initial?: Partial<ShellState>;
  children: ReactNode;
}) {
  const [state, setState] = useState<ShellState>({ ...INITIAL, ...initial });
  const setShellState = useCallback(
    (patch: Partial<ShellState>) => setState((s) => ({ ...s, ...patch })),
    [],
  );
  const value = useMemo(() => ({ ...state, setShellState }), [state, setShellState]);
  return <ShellStateContext value={value}>{children}</ShellStateContext>;
}

export function useShellState(): ShellStateApi {
  return useContext(ShellStateContext);
}
