// Catalogue types as the app sees them: camelCase, prices also in paise, nothing
// replication-shaped. The public surface of sync/catalogue for types.
import type { ProductFields } from './product-fields.ts';

export type { Banner, Dealer, Service, SiteSettings } from './content-model.ts';
export type { CatalogueQuery } from './query.ts';

/**
 * A product (spec 3). `price` is the display text as the catalogue holds it ("₹12,999");
 * `moq` is at least 1 (spec 5); every list and map is present (empty when unset).
 */
export interface Product extends ProductFields {
  priceInPaise: number | null;
  mrpInPaise: number | null;
}

/** The editable fields of a product (what an admin's draft may change). */
export type ProductInput = ProductFields;
