import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { AdHost } from '../../features/ads';
import { useBiodataDownload } from '../../features/biodata';
import { useUnreadChatsSync } from '../../features/chat';
import { FamilyShell } from '../../features/family';
import { MatchMomentHost } from '../../features/match-moment';
import { PushOfferHost } from '../../features/notifications';
import { t } from '../../i18n';
import { useAcceptanceSync } from '../../lib/useAcceptanceSync';
import { useSessionExpiryCheck, useSessionUserRefresh } from '../../session';
import { InstallAppButton } from '../pwa/InstallAppButton';
import { BottomBarSlot } from './bottomBarSlot';
import { Footer } from './Footer';
import classes from './RootLayout.module.css';
import { TopBar } from './TopBar';
import { useAnalytics } from './useAnalytics';
import { useScrollRestoration } from './useScrollRestoration';

/**
 * The frame of every screen: top bar, the routed screen, footer; plus the checks run on each route
 * and the unread chat count (the badge and 'You have a new message'), kept on every screen, and
 * what acceptance between two members opens (the `accepted` event).
 */
export function RootLayout() {
  useSessionExpiryCheck();
  useSessionUserRefresh();
  useAnalytics();
  useScrollRestoration();
  useUnreadChatsSync();
  useAcceptanceSync();
  const biodata = useBiodataDownload();
  const [barSlot, setBarSlot] = useState<HTMLElement | null>(null);
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        {t.app.skipToContent}
      </a>
      <TopBar onDownloadBiodata={() => void biodata.downloadOwn()} />
      <FamilyShell />
      <BottomBarSlot.Provider value={barSlot}>
        <div className={classes.scroller} data-page-scroller>
          <main id="main" className={classes.main}>
            <Suspense fallback={<CenteredLoader />}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
        </div>
      </BottomBarSlot.Provider>
      <div ref={setBarSlot} className={classes.barSlot} />
      <AdHost />
      <InstallAppButton />
      <PushOfferHost />
      <MatchMomentHost />
    </div>
  );
}
