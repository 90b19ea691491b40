import type { ServerToClientEvents } from '@jodi/contract';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { JodiSocket } from '../api/socket';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for the Socket.IO client (test/setup.ts replaces api/socket with it): it never touches
 * the network; tests connect it and play the server's events with `serverEmit`.
 */
export class FakeSocket {
  connected = false;
  active = true;
  disconnected = false;
  /** What the app sent to the server, oldest first. */
  readonly sent: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly token: string) {}

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  removeAllListeners(): this {
    this.listeners.clear();
    return this;
  }

  connect(): this {
    return this;
  }

  disconnect(): this {
    this.disconnected = true;
    this.connected = false;
    this.active = false;
    return this;
  }

  emit(event: string, payload?: unknown): this {
    this.sent.push({ event, payload });
    return this;
  }

  /** Delivers an event to the app's listeners, as if it came from the server. */
  fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}

/** Every socket the app opened in this test, oldest first. */
export const openedSockets: FakeSocket[] = [];

/** What the mocked api/socket module exports. */
export const fakeSocketModule = {
  connectSocket(token: string): JodiSocket {
    const socket = new FakeSocket(token);
    openedSockets.push(socket);
    return socket as unknown as JodiSocket;
  },
};

/** The socket the app holds now. */
export function currentSocket(): FakeSocket {
  const socket = openedSockets.filter((s) => !s.disconnected).at(-1);
  if (!socket) throw new Error('The app has no open socket');
  return socket;
}

/**
 * Waits until the app has opened its socket: it opens it in an effect, once the client library has
 * loaded, so a screen's first text can come before it on a busy machine.
 */
export function socketOpened(): Promise<FakeSocket> {
  return vi.waitFor(() => currentSocket());
}

/** The socket connects (or connects again): the app refetches what it shows. */
export function socketConnects(socket: FakeSocket = currentSocket()): void {
  act(() => {
    socket.connected = true;
    socket.fire('connect');
  });
}

/** The server sends an event to this member. */
export function serverEmit<E extends keyof ServerToClientEvents & string>(
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
  socket: FakeSocket = currentSocket(),
): void {
  act(() => socket.fire(event, payload));
}

export function resetSockets(): void {
  openedSockets.length = 0;
}
