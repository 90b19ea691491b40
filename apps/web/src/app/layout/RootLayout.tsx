import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { t } from '../../i18n';
import { useSessionExpiryCheck, useSessionUserRefresh } from '../../session';
import { Footer } from './Footer';
import classes from './RootLayout.module.css';
import { TopBar } from './TopBar';
import { useAnalytics } from './useAnalytics';

/** The frame of every screen: top bar, the routed screen, footer; plus the checks run on each route. */
export function RootLayout() {
  useSessionExpiryCheck();
  useSessionUserRefresh();
  useAnalytics();
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        {t.app.skipToContent}
      </a>
      <TopBar />
      <main id="main" className={classes.main}>
        <Suspense fallback={<CenteredLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
