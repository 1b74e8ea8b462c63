import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { CookieConsent } from '../../features/analytics/cookie-consent.tsx';
import { InstallOffer } from '../../features/install/install-offer.tsx';
import { SessionWatch } from '../../features/auth/session-watch.tsx';
import { BannerSlot } from '../../features/banners/banner-slot.tsx';
import { ChatWidget } from '../../features/chat/chat-widget.tsx';
import { PageLoader } from './page-loader.tsx';
import { ScrollMemory } from './scroll-memory.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SyncIndicator } from './sync-indicator.tsx';
import { ToastsOnDemand } from './toasts-on-demand.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { HydrateLater } from '../../ui/hydrate-later.tsx';

// Shows nothing until a new version is waiting, which the service worker (registered after
// the first paint) is first to know: its code stays out of the first paint.
const UpdateNotice = lazyPart(
  async () => (await import('../../features/app-update/update-notice.tsx')).UpdateNotice,
);

/**
 * Every page: banner, header, sync status, the page, footer, chat widget, cookie notice, the
 * install offer and the app-update notice.
 */
export function RootLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <BannerSlot />
      <SiteHeader />
      <SyncIndicator />
      <Box component="main" id="main" tabIndex={-1} mih="60vh" style={{ outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <InstallOffer />
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <ChatWidget />
      <CookieConsent />
      <UpdateNotice />
      <ToastsOnDemand />
      <ScrollMemory />
      {/* Recovery links go to /reset-password; a session that ended by itself says so. */}
      <SessionWatch />
    </>
  );
}
