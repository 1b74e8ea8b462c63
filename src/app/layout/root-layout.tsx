import { Box } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieConsent } from '../../features/analytics/cookie-consent.tsx';
import { SessionWatch } from '../../features/auth/session-watch.tsx';
import { TOAST_LIMIT } from '../../lib/constants.ts';
import { BannerSlot } from '../../features/banners/banner-slot.tsx';
import { ChatWidget } from '../../features/chat/chat-widget.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SyncIndicator } from './sync-indicator.tsx';

/** Every page: banner, header, sync status, the page, footer, chat widget, cookie notice. */
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
      <SiteFooter />
      <ChatWidget />
      <CookieConsent />
      {/* Inside the router, so a toast can hold a link. At most one toast (spec 9). */}
      <Notifications limit={TOAST_LIMIT} position="top-center" zIndex={1000} />
      <ScrollRestoration />
      {/* Recovery links go to /reset-password; a session that ended by itself says so. */}
      <SessionWatch />
    </>
  );
}
