// Services, banners, dealers and site settings, live from the local database.
import { useMemo } from 'react';
import { searchDealers } from './dealer-search.ts';
import type { Banner, Dealer, Service, SiteSettings } from './content-model.ts';
import {
  bannersStore,
  dealersStore,
  servicesStore,
  siteSettingsStore,
} from './queries.ts';
import { currentSync } from '../engine/runtime.ts';
import { catalogueSettled } from '../engine/status.ts';
import { useLive, useSelected, useStore } from '../engine/use-store.ts';

export function useServices(): Service[] {
  return useStore(servicesStore(currentSync()));
}

export interface ServiceState {
  /** null while loading, and when there is no service with this id. */
  service: Service | null;
  loading: boolean;
}

/** One service, and whether "null" may still change (as useProductState). */
export function useServiceState(id: string | undefined): ServiceState {
  const sync = currentSync();
  const { value: services, loaded } = useLive(servicesStore(sync));
  const settled = useSelected(sync.status, (status) => catalogueSettled(status, 'services'));
  const service = useMemo(() => services.find((s) => s.id === id) ?? null, [services, id]);
  const loading = service === null && (!loaded || (services.length === 0 && !settled));
  return useMemo(() => ({ service, loading }), [service, loading]);
}

export function useService(id: string | undefined): Service | null {
  return useServiceState(id).service;
}

/**
 * Every stored banner; which one a page shows is src/lib/banners.ts's visibleBanners. When
 * banners never loaded (spec 8: "Failed to fetch banners"), this is empty: no banner.
 */
export function useBanners(): Banner[] {
  return useStore(bannersStore(currentSync()));
}

/** Active dealers matching the search (city, state, PIN code or name); all when blank. */
export function useDealers(search = ''): Dealer[] {
  const dealers = useStore(dealersStore(currentSync()));
  return useMemo(() => searchDealers(dealers, search), [dealers, search]);
}

/** Site settings, with the spec's defaults for anything not set. */
export function useSiteSettings(): SiteSettings {
  return useStore(siteSettingsStore(currentSync()));
}
