import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { visibleBanners } from '../../lib/banners.ts';
import { useBanners } from '../../../sync/banners/hooks.ts';
import { useDismissedBanners } from './dismissed-banners.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import type { PromoBannerProps } from './promo-banner.tsx';
import { useNow } from './use-now.ts';
import { localizedBanner } from '../../lib/localized.ts';
import { freeDeliveryHeadline } from '../../lib/delivery-text.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { locale, t } from '../../i18n/index.ts';
import './banner-slot.css';

/** The promotion strip's height (one line: it scrolls rather than wraps). */
export const BANNER_SLOT_HEIGHT = 40;

/**
 * The shop's standing offer, from the site settings: what the slot says when no banner shows
 * (none running, all dismissed, none on this device yet, offline), so it is never an empty
 * band above the header.
 */
function StandingOffer() {
  return (
    <p className="banner-slot__standing" data-testid="standing-offer">
      {freeDeliveryHeadline(useSiteSettings(), t)}
    </p>
  );
}

// Banners arrive with the data layer, never with the first paint (they are not in the
// bundled catalogue), so their code (the marquee) is not in the first paint's either: it is
// prefetched once the page has loaded (vite.config.ts) and runs when the first banner shows,
// the standing offer holding the place until then. Keyed inside, so the next banner after a
// dismissal starts afresh without the part showing its placeholder again.
const PromoBanner = lazyPart<PromoBannerProps>(
  async () => {
    const { PromoBanner: Banner } = await import('./promo-banner.tsx');
    return function KeyedBanner(props: PromoBannerProps) {
      return <Banner key={props.banner.id} {...props} />;
    };
  },
  () => <StandingOffer />,
);

/**
 * The banner for this page: the first of the active, in-window banners meant for this path,
 * by priority then newest; dismissing it shows the next one.
 */
export function BannerSlot() {
  const banners = useBanners();
  const { pathname } = useLocation();
  const [dismissed, dismiss] = useDismissedBanners();
  const now = useNow();
  const banner = useMemo(
    () => visibleBanners(banners, { now, path: pathname, dismissedIds: dismissed })[0],
    [banners, pathname, dismissed, now],
  );
  // The slot keeps its height whether or not a banner is showing: banners arrive with the
  // data layer, after the first paint, and must not push the page down when they do.
  return (
    <Box h={BANNER_SLOT_HEIGHT} style={{ overflow: 'hidden' }} data-testid="banner-slot">
      {banner ? (
        <PromoBanner banner={localizedBanner(banner, locale())} onDismiss={dismiss} />
      ) : (
        <StandingOffer />
      )}
    </Box>
  );
}
