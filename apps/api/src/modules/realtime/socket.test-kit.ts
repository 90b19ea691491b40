import type { ChatCount, ChatMessage } from '@jodi/contract';
import { SOCKET_PATH } from '@jodi/contract';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export interface ConnectOptions {
  token?: string;
  /** Send the token as the `token` query parameter instead of `auth`. */
  tokenInQuery?: boolean;
  origin?: string;
}

/** The address of an app listening on 127.0.0.1 (listens on a free port the first time). */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

/** A socket.io client as a test drives it: websocket only, its own connection, no reconnection. */
export function openSocket(url: string, options: ConnectOptions = {}): Socket {
  const { token, tokenInQuery, origin } = options;
  return io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 5000,
    ...(token && !tokenInQuery ? { auth: { token } } : {}),
    ...(token && tokenInQuery ? { query: { token } } : {}),
    ...(origin ? { extraHeaders: { origin } } : {}),
  });
}

/** Resolves with the connected socket, or rejects with the `connect_error`. */
export function connect(url: string, options: ConnectOptions = {}): Promise<Socket> {
  const socket = openSocket(url, options);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** The message of the `connect_error` a refused connection ends with. */
export async function refusal(url: string, options: ConnectOptions = {}): Promise<string> {
  try {
    const socket = await connect(url, options);
    socket.close();
    return 'connected';
  } catch (err) {
    return (err as Error).message;
  }
}

/** Every event a socket receives, in order, for later assertions. */
export function recordEvents(socket: Socket) {
  const events: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return {
    events,
    of: <T = unknown>(event: string) => events.filter((e) => e.event === event).map((e) => e.payload as T),
    messages: () => events.filter((e) => e.event === 'message').map((e) => e.payload as ChatMessage),
    counts: () => events.filter((e) => e.event === 'publish').map((e) => (e.payload as ChatCount).chat_count),
  };
}

/**
 * Resolves with the next `event` on the socket that `matches` (rejects after `ms`): other events
 * of the kind (a member's new matches, placed in the background) pass by.
 */
export function nextEvent<T = unknown>(
  socket: Socket,
  event: string,
  ms = 5000,
  matches: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Waits until `check` holds (events cross processes asynchronously). */
export async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A short pause, to show that something does NOT arrive. */
export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));
