// Catalogue reads outside React (loaders, the chat assistant): the same data the hooks show.
import { queryCatalogue, type CatalogueQuery } from './query.ts';
import type { Product } from './model.ts';
import type { Dealer, Service, SiteSettings } from './content-model.ts';
import { dealersStore, productsStore, servicesStore, siteSettingsStore } from './queries.ts';
import { type Sync } from '../engine/runtime.ts';
import { currentSync } from '../engine/app-sync.ts';

export async function getProducts(
  query: CatalogueQuery = {},
  sync: Sync = currentSync(),
): Promise<Product[]> {
  return queryCatalogue(await productsStore(sync).ready(), query);
}

/** A visible product by id, or null. */
export async function getProduct(id: string, sync: Sync = currentSync()): Promise<Product | null> {
  const all = await productsStore(sync).ready();
  return all.find((p) => p.id === id && !p.hidden) ?? null;
}

export async function getServices(sync: Sync = currentSync()): Promise<Service[]> {
  return servicesStore(sync).ready();
}

export async function getSiteSettings(sync: Sync = currentSync()): Promise<SiteSettings> {
  return siteSettingsStore(sync).ready();
}

/** Active and inactive dealers as stored on this device. */
export async function getDealers(sync: Sync = currentSync()): Promise<Dealer[]> {
  return dealersStore(sync).ready();
}
