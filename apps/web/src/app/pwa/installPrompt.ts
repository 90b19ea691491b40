/** The browser's install offer (Chromium's `beforeinstallprompt`), kept until it is used. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(next: InstallPromptEvent | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

/**
 * Starts listening at start-up, before React renders: the browser may offer installation at once.
 * The default mini-infobar is suppressed so that the app's own 'Install App' button makes the offer.
 */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => set(null));
}

export const installPrompt = {
  current: (): InstallPromptEvent | null => offer,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Opens the browser's install prompt; the offer can be used once. */
  async accept(): Promise<void> {
    const event = offer;
    set(null);
    await event?.prompt();
  },
};
