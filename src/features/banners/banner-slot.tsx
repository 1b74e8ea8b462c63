import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { visibleBanners } from '../../lib/banners.ts';
import { useBanners } from '../../../sync/banners/hooks.ts';
import { useDismissedBanners } from './dismissed-banners.ts';
import { PromoBanner } from './promo-banner.tsx';
import { useNow } from './use-now.ts';
import { localizedBanner } from '../../lib/localized.ts';
import { locale } from '../../i18n/index.ts';

/**
 * The banner for this page: the first of the active, in-window banners meant for this path,
 * by priority then newest; dismissing it shows the next one.
 */
/** The promotion strip's height (one line: it scrolls rather than wraps). */
export const BANNER_SLOT_HEIGHT = 40;

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
      {banner && (
        <PromoBanner
          key={banner.id}
          banner={localizedBanner(banner, locale())}
          onDismiss={dismiss}
        />
      )}
    </Box>
  );
}
