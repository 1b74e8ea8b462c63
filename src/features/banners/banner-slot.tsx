import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { visibleBanners } from '../../lib/banners.ts';
import { useBanners } from '../../../sync/catalogue/hooks.ts';
import { useDismissedBanners } from './dismissed-banners.ts';
import { PromoBanner } from './promo-banner.tsx';
import { useNow } from './use-now.ts';

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
  return banner ? <PromoBanner key={banner.id} banner={banner} onDismiss={dismiss} /> : null;
}
