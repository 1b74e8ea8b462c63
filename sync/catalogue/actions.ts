// Catalogue reads outside React (loaders, the chat assistant): the same data the hooks show;
// and what the hooks show before the local database opens.
import { queryCatalogue, type CatalogueQuery } from './query.ts';
import type { Product } from './model.ts';
import type { Dealer, Service, SiteSettings } from './content-model.ts';
import { dealersStore, productsStore, servicesStore, siteSettingsStore } from './queries.ts';
import type { Sync } from '../engine/runtime.ts';
import { startedSync } from '../engine/app-sync.ts';
import { bundledRows } from '../engine/fallback/bundle.ts';
import type { ProductRow } from './product-fields.ts';
import type { ServiceDoc } from './services-schema.ts';
import type { DealerDoc } from './dealers-schema.ts';
import type { SiteSettingsDoc } from './site-settings-schema.ts';
import { setCatalogueSnapshot } from './snapshot.ts';
import { loadSearch } from './search-engine.ts';

/** Loads the typo-tolerant search ahead of the first keystroke (a search box got focus). */
export const prepareSearch = (): void => void loadSearch().catch(() => undefined);

export async function getProducts(query: CatalogueQuery = {}, given?: Sync): Promise<Product[]> {
  if (query.search?.trim()) await loadSearch();
  const sync = given ?? (await startedSync());
  return queryCatalogue(await productsStore(sync).ready(), query);
}

/** A visible product by id, or null. */
export async function getProduct(id: string, given?: Sync): Promise<Product | null> {
  const sync = given ?? (await startedSync());
  const all = await productsStore(sync).ready();
  return all.find((p) => p.id === id && !p.hidden) ?? null;
}

export async function getServices(given?: Sync): Promise<Service[]> {
  const sync = given ?? (await startedSync());
  return servicesStore(sync).ready();
}

export async function getSiteSettings(given?: Sync): Promise<SiteSettings> {
  const sync = given ?? (await startedSync());
  return siteSettingsStore(sync).ready();
}

/** Active and inactive dealers as stored on this device. */
export async function getDealers(given?: Sync): Promise<Dealer[]> {
  return dealersStore(given ?? (await startedSync())).ready();
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
