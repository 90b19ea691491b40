import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@jodi/contract';
import type { Socket } from 'socket.io-client';

/** The live socket, typed by the contract's event map (packages/contract/src/socket.ts). */
export type JodiSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the one live socket of a signed-in member: same origin, path /socket.io, WebSocket only
 * (long-polling would need sticky sessions behind a load balancer), the token in `auth`.
 * The only place the app calls `io()`; tests replace this module with a fake (which may answer at once).
 */
export async function connectSocket(token: string): Promise<JodiSocket> {
  // Loaded on first use: the client library (about 13 KB gzipped) stays out of the first load,
  // which visitors never need it for and members need only after the first paint.
  const { io } = await import('socket.io-client');
  return io({ path: SOCKET_PATH, transports: ['websocket'], auth: { token } });
}
