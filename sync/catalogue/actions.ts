// Catalogue reads outside React (loaders, the chat assistant): the same data the hooks show;
// and what the hooks show before the local database opens.
import { queryCatalogue, type CatalogueQuery } from './query.ts';
import type { Product } from './model.ts';
import {
  toDealer,
  toService,
  toSiteSettings,
  type Dealer,
  type Service,
  type SiteSettings,
} from './content-model.ts';
import { toProduct } from './product-mapping.ts';
import type { LiveStore } from '../engine/live.ts';
import type { CatalogueCollection } from '../engine/collections.ts';
import type { FallbackCollection } from '../engine/fallback/rows.ts';
import { dealersStore, productsStore, servicesStore, siteSettingsStore } from './queries.ts';
import type { Sync } from '../engine/runtime.ts';
import { startedSync } from '../engine/app-sync.ts';
import { bundledRows } from '../engine/fallback/bundle.ts';
import type { ProductRow } from './product-fields.ts';
import type { ServiceDoc } from './services-schema.ts';
import type { DealerDoc } from './dealers-schema.ts';
import type { SiteSettingsDoc } from './site-settings-schema.ts';
import { setCatalogueSnapshot } from './snapshot.ts';
import { loadSearch, prepareIndex } from './search-engine.ts';

/** Loads the typo-tolerant search's code, so a search started offline has it. */
export const loadSearchCode = (): void => void loadSearch().catch(() => undefined);

/**
 * Loads the typo-tolerant search and indexes the catalogue the lists show ahead of the first
 * keystroke (a search box got focus).
 */
export const prepareSearch = (): void =>
  void prepareIndex(async () => {
    const store = productsStore(await startedSync());
    await store.ready();
    return store.get();
  }).catch(() => undefined);

/** Whether a pull of `name` has completed (an empty result is then the truth). */
const pulled = (sync: Sync, name: CatalogueCollection) =>
  sync.status.get().collections[name].lastSyncedAt !== null;

/**
 * What this device has stored; on a first visit, until the first pull has filled the local
 * database, the bundled catalogue the pages show meanwhile: a question put to the assistant in
 * the first seconds gets the answer it will get later, not "not sure".
 */
async function storedOrBundled<T>(
  sync: Sync,
  store: LiveStore<T[]>,
  name: CatalogueCollection & FallbackCollection,
  toValue: (row: never) => T,
): Promise<T[]> {
  await store.ready();
  const stored = store.get();
  if (stored.length > 0 || pulled(sync, name)) return stored;
  return (await bundledRows(name)).map((row) => toValue(row as never));
}

const allProducts = (sync: Sync) =>
  storedOrBundled(sync, productsStore(sync), 'products', toProduct);

export async function getProducts(query: CatalogueQuery = {}, given?: Sync): Promise<Product[]> {
  if (query.search?.trim()) await loadSearch();
  const sync = given ?? (await startedSync());
  return queryCatalogue(await allProducts(sync), query);
}

/** A visible product by id, or null. */
export async function getProduct(id: string, given?: Sync): Promise<Product | null> {
  const sync = given ?? (await startedSync());
  const all = await allProducts(sync);
  return all.find((p) => p.id === id && !p.hidden) ?? null;
}

export async function getServices(given?: Sync): Promise<Service[]> {
  const sync = given ?? (await startedSync());
  return storedOrBundled(sync, servicesStore(sync), 'services', toService);
}

export async function getSiteSettings(given?: Sync): Promise<SiteSettings> {
  const sync = given ?? (await startedSync());
  const stored = await siteSettingsStore(sync).ready();
  if (pulled(sync, 'site_settings')) return stored;
  const [bundled] = await bundledRows('site_settings');
  return bundled ? toSiteSettings(bundled as unknown as SiteSettingsDoc) : stored;
}

/** Active and inactive dealers as stored on this device. */
export async function getDealers(given?: Sync): Promise<Dealer[]> {
  const sync = given ?? (await startedSync());
  return storedOrBundled(sync, dealersStore(sync), 'dealers', toDealer);
}

/**
 * Shows the bundled catalogue until the local database has been read: the same rows the
 * pre-rendered pages were built from, so hydration finds what the server rendered.
 */
export async function showBundledCatalogue(): Promise<void> {
  const [products, services, dealers, settings] = await Promise.all([
    bundledRows('products'),
    bundledRows('services'),
    bundledRows('dealers'),
    bundledRows('site_settings'),
  ]);
  setCatalogueSnapshot({
    products: products as unknown as ProductRow[],
    services: services as unknown as ServiceDoc[],
    dealers: dealers as unknown as DealerDoc[],
    siteSettings: (settings[0] ?? null) as SiteSettingsDoc | null,
  });
}
