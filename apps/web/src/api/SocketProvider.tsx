import type { ServerToClientEvents } from '@jodi/contract';
import { SOCKET_UNAUTHORIZED } from '@jodi/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useEffectEvent, useState } from 'react';
import { queryKeys } from '../lib/queryKeys';
import { SessionContext, useSession } from '../session';
import { isForActingProfile } from '../session/actingProfile';
import { isTokenFresh } from '../session/token';
import { connectSocket, type JodiSocket } from './socket';

interface SocketState {
  socket: JodiSocket | null;
  /** True while the socket is connected (events arrive); false before, between and after. */
  connected: boolean;
}

const SocketContext = createContext<SocketState>({ socket: null, connected: false });

/** Waits before connecting again after a refused handshake or a server-side close: 2 s, 5 s, 15 s, 30 s, then each minute. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * Holds the one live socket while a member is signed in: opened with the session's token, closed on
 * logout or when the token changes (a new token opens a new socket). On every connect, first or
 * again, the chat count, the chat list, the open conversation, the open profile and the interests
 * are refetched (the reconnect rule of contract/socket.ts: the server keeps no backlog for a socket
 * that was away).
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const store = useContext(SessionContext);
  const queryClient = useQueryClient();
  const liveToken = isTokenFresh(token) ? token : null;
  const [state, setState] = useState<SocketState>({ socket: null, connected: false });

  const refetchShown = useEffectEvent(() => {
    // What the socket's events would have changed while it was away, or before it first connected:
    // an acceptance or a withdrawal changes the profile shown (clear photos, contacts) and interests.
    const shown = [
      queryKeys.chatCount,
      queryKeys.chatThreads,
      queryKeys.conversations,
      queryKeys.profileViews,
      queryKeys.interests,
    ];
    for (const queryKey of shown) {
      // A call still under way began before this connection: its answer may miss what came meanwhile.
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
    }
  });
  const checkSession = useEffectEvent(() => store.checkExpiry());

  useEffect(() => {
    if (!liveToken) return;
    /** Follows one socket's life; answers how to close it. */
    function attach(socket: JodiSocket): () => void {
      let retries = 0;
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      const retryLater = () => {
        clearTimeout(retryTimer);
        const delay = RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
        retries += 1;
        retryTimer = setTimeout(() => socket.connect(), delay);
      };

      setState({ socket, connected: socket.connected });
      socket.on('connect', () => {
        retries = 0;
        setState({ socket, connected: true });
        refetchShown();
      });
      socket.on('disconnect', (reason) => {
        setState({ socket, connected: false });
        // The server closed this socket (a restart, or too many events): the client does not come back by itself.
        if (reason === 'io server disconnect') retryLater();
      });
      socket.on('connect_error', (error) => {
        setState({ socket, connected: false });
        if (socket.active) return; // a network failure: Socket.IO retries by itself
        // Refused at the handshake. An expired token ends the session (and this socket with it); any other
        // refusal is tried again, slowly ('unavailable' is the server's own trouble; a revoked token is
        // ended by the next HTTP call's 401).
        if (error.message === SOCKET_UNAUTHORIZED && !checkSession()) return;
        retryLater();
      });

      return () => {
        clearTimeout(retryTimer);
        socket.removeAllListeners();
        socket.disconnect();
        setState({ socket: null, connected: false });
      };
    }

    // The client library loads on first use (api/socket.ts), so the socket arrives a moment later.
    let closed = false;
    let close: (() => void) | undefined;
    void Promise.resolve(connectSocket(liveToken)).then((socket) => {
      if (closed) socket.disconnect();
      else close = attach(socket);
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [liveToken]);

  return <SocketContext value={state}>{children}</SocketContext>;
}

/** The live socket (null while signed out or before it opens) and whether it is connected. */
export function useSocket(): SocketState {
  return useContext(SocketContext);
}

type ServerEvent = keyof ServerToClientEvents & string;

/**
 * Calls `handler` for each `event` the server sends while the component is mounted. The handler may
 * change on every render; the listener is attached once per socket. Only the events of the profile
 * this device acts for reach it (decision 33: a relative's socket also carries the events of the
 * profiles they manage, each marked `for_profile`).
 */
export function useSocketEvent<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): void {
  const { socket } = useSocket();
  const onEvent = useEffectEvent((...args: Parameters<ServerToClientEvents[E]>) => {
    if (!isForActingProfile(args[0])) return;
    (handler as (...a: Parameters<ServerToClientEvents[E]>) => void)(...args);
  });
  useEffect(() => {
    if (!socket) return;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) => onEvent(...args)) as never;
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}
