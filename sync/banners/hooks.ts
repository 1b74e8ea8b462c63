// Banner hooks: every stored banner; which one a page shows is src/lib/banners.ts's
// visibleBanners. For an admin that is every banner, active or not (row-level security).
import { useAppLive } from '../engine/use-store.ts';
import type { Banner } from './model.ts';
import { bannersSnapshot, bannersStore } from './queries.ts';

/**
 * When banners never loaded (docs/product.md#catalogue-loading-and-its-messages: "Failed to fetch
 * banners"), this is empty: no banner.
 */
export function useBanners(): Banner[] {
  return useAppLive(bannersStore, bannersSnapshot).value;
}
