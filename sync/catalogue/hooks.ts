// Catalogue hooks: products for shoppers (visible only) and for admins (drafts laid over),
// services, banners, dealers and site settings. Each answers before the local database opens
// (from the catalogue snapshot) and switches to the live database when it is ready. The
// *State variants also say whether the value is still loading, so a page can tell "not
// loaded yet" from "not found".
import { useMemo, useSyncExternalStore } from 'react';
import type { AdminProduct } from '../drafts/model.ts';
import { adminProductsStore } from '../drafts/queries.ts';
import type { Sync } from '../engine/runtime.ts';
import { catalogueSettled } from '../engine/status.ts';
import { useAppLive, useAppStore, type Readable } from '../engine/use-store.ts';
import type { Banner, Dealer, Service, SiteSettings } from './content-model.ts';
import { searchDealers } from './dealer-search.ts';
import type { Product } from './model.ts';
import {
  bannersStore,
  dealersStore,
  productsStore,
  servicesStore,
  siteSettingsStore,
} from './queries.ts';
import { queryCatalogue, type CatalogueQuery } from './query.ts';
import { searchEngine } from './search-engine.ts';
import { catalogueSnapshot } from './snapshot.ts';

type Settled = 'products' | 'services' | 'site_settings';

/** The search in use: results are recomputed when MiniSearch arrives (search-engine.ts). */
const useSearchEngine = () =>
  useSyncExternalStore(searchEngine.subscribe, searchEngine.get, searchEngine.get);

/** For each collection, whether its first sync has run its course, as a store of the sync. */
const SETTLED = Object.fromEntries(
  (['products', 'services', 'site_settings'] as const).map((name) => [
    name,
    (sync: Sync) => ({
      get: () => catalogueSettled(sync.status.get(), name),
      subscribe: sync.status.subscribe,
    }),
  ]),
) as Record<Settled, (sync: Sync) => Readable<boolean>>;

/** Whether the first sync of `name` has run its course (false before the data layer starts). */
function useSettled(name: Settled): boolean {
  return useAppStore(SETTLED[name], false);
}

/**
 * Every stored product, and whether they are still loading: until the first read of the
 * local database (or a snapshot), and on a device with none stored, until the first sync
 * has run its course.
 */
function useAllProducts(): { all: Product[]; loading: boolean } {
  const live = useAppLive(productsStore, () => catalogueSnapshot().products);
  const settled = useSettled('products');
  // A first visit's empty database keeps showing the snapshot until its first pull is done.
  const shown = live.value.length === 0 && !settled ? catalogueSnapshot().products : live;
  const { value: all, loaded } = shown.value.length > 0 ? shown : live;
  return { all, loading: !loaded || (all.length === 0 && !settled) };
}

export interface ProductsState {
  products: Product[];
  loading: boolean;
}

/** Visible products matching the query, and whether the catalogue is still loading. */
export function useProductsState(query: CatalogueQuery = {}): ProductsState {
  const { all, loading } = useAllProducts();
  const engine = useSearchEngine();
  const key = JSON.stringify(query);
  const products = useMemo(
    () => queryCatalogue(all, JSON.parse(key) as CatalogueQuery, engine ?? undefined),
    [all, key, engine],
  );
  return useMemo(() => ({ products, loading }), [products, loading]);
}

/** Visible products matching the query (rank order, or relevance while searching). */
export function useProducts(query: CatalogueQuery = {}): Product[] {
  return useProductsState(query).products;
}

export interface ProductState {
  /** null while loading, and when there is no visible product with this id. */
  product: Product | null;
  loading: boolean;
}

/** One visible product, and whether "null" may still change (the catalogue is loading). */
export function useProductState(id: string | undefined): ProductState {
  const { all, loading } = useAllProducts();
  const product = useMemo(() => all.find((p) => p.id === id && !p.hidden) ?? null, [all, id]);
  return useMemo(() => ({ product, loading: product === null && loading }), [product, loading]);
}

/** One visible product; null when there is none with this id (or it is hidden). */
export function useProduct(id: string | undefined): Product | null {
  return useProductState(id).product;
}

const NO_ADMIN_PRODUCTS = { value: [] as AdminProduct[], loaded: false };

/** Every product as the admin will publish it, hidden and draft-deleted ones included. */
export function useAdminProducts(query: CatalogueQuery = {}): AdminProduct[] {
  const { value: all } = useAppLive(adminProductsStore, () => NO_ADMIN_PRODUCTS);
  const engine = useSearchEngine();
  const key = JSON.stringify(query);
  return useMemo(() => {
    const parsed = JSON.parse(key) as CatalogueQuery;
    return queryCatalogue(all, { ...parsed, includeHidden: true }, engine ?? undefined);
  }, [all, key, engine]);
}

/**
 * The product as published (hidden ones too), for an admin comparing a draft with it; null
 * when no such product is stored (new, or deleted on the server).
 */
export function useStoredProduct(id: string | undefined): Product | null {
  const { all } = useAllProducts();
  return useMemo(() => all.find((p) => p.id === id) ?? null, [all, id]);
}

export function useServices(): Service[] {
  return useAppLive(servicesStore, () => catalogueSnapshot().services).value;
}

export interface ServiceState {
  /** null while loading, and when there is no service with this id. */
  service: Service | null;
  loading: boolean;
}

/** One service, and whether "null" may still change (as useProductState). */
export function useServiceState(id: string | undefined): ServiceState {
  const { value: services, loaded } = useAppLive(servicesStore, () => catalogueSnapshot().services);
  const settled = useSettled('services');
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
  return useAppLive(bannersStore, () => catalogueSnapshot().banners).value;
}

/** Active dealers matching the search (city, state, PIN code or name); all when blank. */
export function useDealers(search = ''): Dealer[] {
  const dealers = useAppLive(dealersStore, () => catalogueSnapshot().dealers).value;
  return useMemo(() => searchDealers(dealers, search), [dealers, search]);
}

/** Site settings, with the spec's defaults for anything not set. */
export function useSiteSettings(): SiteSettings {
  const live = useAppLive(siteSettingsStore, () => catalogueSnapshot().siteSettings).value;
  const settled = useSettled('site_settings');
  // A first visit's empty database reads as "no settings" (the defaults) until its first pull:
  // keep the snapshot the page was painted with until then, or the hero text jumps twice.
  return settled ? live : catalogueSnapshot().siteSettings.value;
}
