import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closeMatchMoment } from '../features/match-moment/matchMoment';
import { applyLanguage, loadMoreTexts } from '../i18n';
import { sessionStore } from '../session/sessionStore';
import { staticMediaQueryList } from './matchMedia';
import { resetSockets } from './socket';

// Tests read the English texts, as the app does before any other language is chosen.
await applyLanguage('en');
await loadMoreTexts();

// No test opens a real socket: api/socket is replaced by a fake the tests drive (test/socket.ts).
vi.mock('../api/socket', async () => (await import('./socket')).fakeSocketModule);

// Screens load lazily (one chunk per route); give them time on a busy CI machine.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks the browser APIs Mantine relies on for layout and media queries.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => staticMediaQueryList(query, false),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  cleanNotifications();
  localStorage.clear();
  sessionStore.reload();
  vi.unstubAllGlobals();
  resetSockets();
  closeMatchMoment();
});
