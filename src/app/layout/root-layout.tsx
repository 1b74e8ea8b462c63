import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { PageHydrated } from '../page-hydrated.tsx';
import { Outlet } from 'react-router-dom';
import { SessionWatch } from '../../features/auth/session-watch.tsx';
import { BannerSlot } from '../../features/banners/banner-slot.tsx';
import { AccountLanguage } from '../../features/language/account-language.tsx';
import { PageLoader } from './page-loader.tsx';
import { ScrollMemory } from './scroll-memory.tsx';
import { SiteHeader } from './site-header.tsx';
import { ToastsOnDemand } from './toasts-on-demand.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { SyncIndicator } from './sync-indicator.tsx';
// Listens for the browser's install offer from the start: it may come before the offer's code.
import '../../features/install/install-state.ts';
import { lazySection } from '../../ui/lazy-section.tsx';
import { t, withCatalogues } from '../../i18n/index.ts';

// Shows nothing until a new version is waiting, which the service worker (registered after
// the first paint) is first to know: its code (and its Hindi) stays out of the first paint.
const UpdateNotice = lazyPart(
  withCatalogues(
    ['notices'],
    async () => (await import('../../features/app-update/update-notice.tsx')).UpdateNotice,
  ),
);

// Parts that show nothing in the pre-rendered HTML: the chat button (in a portal), the cookie
// notice (until the data layer knows of analytics) and the install offer (until the browser
// offers one). Their code loads after the first paint. (The sync bar stays in the entry:
// losing the signal must show at once.)
const ChatWidget = lazyPart(
  async () => (await import('../../features/chat/chat-widget.tsx')).ChatWidget,
);
const CookieConsent = lazyPart(
  async () => (await import('../../features/analytics/cookie-consent.tsx')).CookieConsent,
);
const InstallOffer = lazyPart(
  withCatalogues(
    ['notices'],
    async () => (await import('../../features/install/install-offer.tsx')).InstallOffer,
  ),
);

// Below every page, and the biggest part of the layout (its newsletter form brings Mantine's
// input stack and the form rules): its code loads beside the route's (src/ui/lazy-section.tsx).
const SiteFooter = lazySection(async () => (await import('./site-footer.tsx')).SiteFooter);

/**
 * Every page: banner, header, sync status, the page, footer, chat widget, cookie notice, the
 * install offer and the app-update notice.
 */
export function RootLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        {t('Skip to content')}
      </a>
      <BannerSlot />
      <SiteHeader />
      <SyncIndicator />
      <Box component="main" id="main" tabIndex={-1} mih="60vh" style={{ outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </Box>
      <InstallOffer />
      <SiteFooter />
      <ChatWidget />
      <CookieConsent />
      <UpdateNotice />
      <ToastsOnDemand />
      <ScrollMemory />
      {/* Recovery links go to /reset-password; a session that ended by itself says so. */}
      <SessionWatch />
      <AccountLanguage />
    </>
  );
}
