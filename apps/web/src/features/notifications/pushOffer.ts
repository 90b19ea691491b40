import { useSyncExternalStore } from 'react';
import { type PushOfferAnswer, rememberPushOffer, shouldOfferPush } from './push';

/** The push offer waiting on screen: whose answer the member waits for (for "she" / "he"). */
export interface PushOffer {
  gender: string | null;
}

let current: PushOffer | null = null;
const listeners = new Set<() => void>();

function set(next: PushOffer | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * After an interest is sent (decision 20): offers push notifications for the reply, once per browser.
 * Nothing happens when the browser cannot, was already asked, or the member answered the offer before.
 */
export function offerPushAfterInterest(gender: string | null | undefined): void {
  if (current || !shouldOfferPush()) return;
  set({ gender: gender ?? null });
}

/** Closes the offer and remembers the answer, so that it never comes again in this browser. */
export function answerPushOffer(answer: PushOfferAnswer): void {
  rememberPushOffer(answer);
  set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offer to show, or null. */
export function usePushOffer(): PushOffer | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** Tests: no offer left over from another test. */
export function resetPushOffer(): void {
  set(null);
}
