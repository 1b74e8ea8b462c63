import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieConsent } from '../../features/analytics/cookie-consent.tsx';
import { UpdateNotice } from '../../features/app-update/update-notice.tsx';
import { InstallOffer } from '../../features/install/install-offer.tsx';
import { SessionWatch } from '../../features/auth/session-watch.tsx';
import { BannerSlot } from '../../features/banners/banner-slot.tsx';
import { ChatWidget } from '../../features/chat/chat-widget.tsx';
import { KeepFirstScroll } from './keep-first-scroll.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SyncIndicator } from './sync-indicator.tsx';
import { ToastsOnDemand } from './toasts-on-demand.tsx';

// ScrollRestoration keys saved positions by history entry, and the first entry of every full
// page load has the same key ("default"): after scrolling /products, a full load of /about
// "restored" /products' offset. This document's first entry gets its own key instead, so a
// new page opens at the top, and Back to it (within this load) still restores its place.
const FIRST_ENTRY_KEY = `first-entry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
const scrollKey = (location: { key: string }) =>
  location.key === 'default' ? FIRST_ENTRY_KEY : location.key;

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
        <Outlet />
      </Box>
      <InstallOffer />
      <SiteFooter />
      <ChatWidget />
      <CookieConsent />
      <UpdateNotice />
      <ToastsOnDemand />
      <ScrollRestoration getKey={scrollKey} />
      <KeepFirstScroll />
      {/* Recovery links go to /reset-password; a session that ended by itself says so. */}
      <SessionWatch />
    </>
  );
}
