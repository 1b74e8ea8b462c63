// Live catalogue lists, mapped to the app's types: products (by rank), services, banners,
// dealers and the site settings.
import { liveStore } from '../engine/live.ts';
import {
  toBanner,
  toDealer,
  toService,
  toSiteSettings,
  type Banner,
  type Dealer,
  type Service,
  type SiteSettings,
} from './content-model.ts';
import type { Product } from './model.ts';
import { rowOf, toProduct } from './product-mapping.ts';
import type { Sync } from '../engine/runtime.ts';
import { catalogueSnapshot } from './snapshot.ts';
import { stableProducts } from './stable-products.ts';

/** Every stored product (hidden ones too; queryCatalogue filters), by rank. */
export const productsStore = (sync: Sync) =>
  liveStore<Product[]>(
    sync,
    'products',
    (db, { map }) =>
      db.products.find({ sort: [{ rank: 'asc' }, { id: 'asc' }] }).$.pipe(
        map(
          stableProducts(
            (doc) => toProduct(rowOf(doc.toMutableJSON())),
            () => catalogueSnapshot().products.value,
          ),
        ),
      ),
    () => catalogueSnapshot().products,
  );

export const servicesStore = (sync: Sync) =>
  liveStore<Service[]>(
    sync,
    'services',
    (db, { map }) =>
      db.services
        .find({ sort: [{ sort_order: 'asc' }, { id: 'asc' }] })
        .$.pipe(map((docs) => docs.map((doc) => toService(doc.toMutableJSON())))),
    () => catalogueSnapshot().services,
  );

export const bannersStore = (sync: Sync) =>
  liveStore<Banner[]>(
    sync,
    'banners',
    (db, { map }) =>
      db.banners.find().$.pipe(map((docs) => docs.map((doc) => toBanner(doc.toMutableJSON())))),
    () => catalogueSnapshot().banners,
  );

export const dealersStore = (sync: Sync) =>
  liveStore<Dealer[]>(
    sync,
    'dealers',
    (db, { map }) =>
      db.dealers.find().$.pipe(map((docs) => docs.map((doc) => toDealer(doc.toMutableJSON())))),
    () => catalogueSnapshot().dealers,
  );

export const siteSettingsStore = (sync: Sync) =>
  liveStore<SiteSettings>(
    sync,
    'site_settings',
    (db, { map }) =>
      db.site_settings
        .findOne('default')
        .$.pipe(map((doc) => toSiteSettings(doc?.toMutableJSON()))),
    () => catalogueSnapshot().siteSettings,
  );
