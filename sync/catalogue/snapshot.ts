// Catalogue values the app can show before the local database opens (the pre-rendered page's
// data, or the bundled catalogue), so the first paint never waits for the data layer. The
// catalogue hooks serve these until the database's first read replaces them.
import type { LiveSnapshot } from '../engine/live.ts';
import type { BannerDoc } from './banners-schema.ts';
import {
  DEFAULT_SITE_SETTINGS,
  toBanner,
  toDealer,
  toService,
  toSiteSettings,
  type Banner,
  type Dealer,
  type Service,
  type SiteSettings,
} from './content-model.ts';
import type { DealerDoc } from './dealers-schema.ts';
import type { Product } from './model.ts';
import type { ProductRow } from './product-fields.ts';
import { toProduct } from './product-mapping.ts';
import type { ServiceDoc } from './services-schema.ts';
import type { SiteSettingsDoc } from './site-settings-schema.ts';

/** Rows as the server (or the bundle) has them; any may be left out. */
export interface CatalogueRows {
  products?: readonly ProductRow[];
  services?: readonly ServiceDoc[];
  banners?: readonly BannerDoc[];
  dealers?: readonly DealerDoc[];
  siteSettings?: SiteSettingsDoc | null;
}

export interface CatalogueSnapshot {
  products: LiveSnapshot<Product[]>;
  services: LiveSnapshot<Service[]>;
  banners: LiveSnapshot<Banner[]>;
  dealers: LiveSnapshot<Dealer[]>;
  siteSettings: LiveSnapshot<SiteSettings>;
}

const nothing = <T>(value: T): LiveSnapshot<T> => ({ value, loaded: false });
const given = <T>(value: T): LiveSnapshot<T> => ({ value, loaded: true });

let snapshot: CatalogueSnapshot = {
  products: nothing([]),
  services: nothing([]),
  banners: nothing([]),
  dealers: nothing([]),
  siteSettings: nothing(DEFAULT_SITE_SETTINGS),
};

/** Replaces what the catalogue hooks show until the local database has been read. */
export function setCatalogueSnapshot(rows: CatalogueRows): void {
  snapshot = {
    products: rows.products ? given(rows.products.map(toProduct)) : snapshot.products,
    services: rows.services ? given(rows.services.map(toService)) : snapshot.services,
    banners: rows.banners ? given(rows.banners.map(toBanner)) : snapshot.banners,
    dealers: rows.dealers ? given(rows.dealers.map(toDealer)) : snapshot.dealers,
    siteSettings:
      rows.siteSettings !== undefined
        ? given(toSiteSettings(rows.siteSettings))
        : snapshot.siteSettings,
  };
}

/** The current snapshot (the same objects until setCatalogueSnapshot replaces them). */
export const catalogueSnapshot = (): CatalogueSnapshot => snapshot;
