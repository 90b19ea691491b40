import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './app/first-paint.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { listenForInstallPrompt } from './app/pwa/installPrompt';
import { registerServiceWorker } from './app/pwa/registerServiceWorker';
import { preloadScreenOf } from './app/routes';
import { applyLanguage, initialLanguage } from './i18n';
import { sessionStore } from './session';

// Spec 4: decode the stored token at start-up; an expired one logs the user out before anything renders.
sessionStore.checkExpiry();

listenForInstallPrompt();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The screen's code and the language's texts first, side by side (a failed screen download shows the
// route's own loading and error handling; the texts are needed for anything to be written).
const language = applyLanguage(initialLanguage()).catch(() => applyLanguage('en'));
Promise.allSettled([preloadScreenOf(window.location.pathname), language]).then(render);
