import { useSyncExternalStore } from 'react';

/**
 * The moment two members may start talking, shown as a full dialog. `match`: an interest
 * accepted (by the member, or theirs answering the member's: a match); `chat`: a chat request the
 * member accepted. Both allow chat and count as accepted for photos and contacts; only `match` is
 * a Match.
 */
export interface MatchMoment {
  kind: 'match' | 'chat';
  profileId: string;
  name: string;
  /** The partner's photo, when the list showing them had one. */
  photo?: string | null;
}

let current: MatchMoment | null = null;
const listeners = new Set<() => void>();

function set(next: MatchMoment | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the dialog (wherever the acceptance happened: the host lives in the layout). */
export function showMatchMoment(moment: MatchMoment): void {
  set(moment);
}

/** Closes it ("Later", Escape, or on the way to the chat or the contacts). */
export function closeMatchMoment(): void {
  set(null);
}

/** The moment on screen now (outside React: tests of a piece rendered without the layout). */
export function currentMatchMoment(): MatchMoment | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The moment on screen, or null. */
export function useMatchMoment(): MatchMoment | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
