import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@jodi/contract';
import { io, type Socket } from 'socket.io-client';

/** The live socket, typed by the contract's event map (packages/contract/src/socket.ts). */
export type JodiSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the one live socket of a signed-in member: same origin, path /socket.io, WebSocket only
 * (long-polling would need sticky sessions behind a load balancer), the token in `auth`.
 * The only place the app calls `io()`; tests replace this module with a fake.
 */
export function connectSocket(token: string): JodiSocket {
  return io({ path: SOCKET_PATH, transports: ['websocket'], auth: { token } });
}
