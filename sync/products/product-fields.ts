// The one list of product fields: each app (camelCase) field and the public.products column
// it is stored in. The app's Product type and both mappings are derived from it, and the
// compiler checks it against the collection's ProductDoc, so a new column is added once.
import type { ProductFormInput } from '../../src/lib/product-form.ts';
import type { ProductDoc } from './schema.ts';

/** A product row as an admin edits and publishes it: no server bookkeeping. */
export type ProductRow = Omit<ProductDoc, '_modified'>;

export const PRODUCT_COLUMN = {
  id: 'id',
  name: 'name',
  category: 'category',
  price: 'price',
  mrp: 'mrp',
  gstRate: 'gst_rate',
  bulkQty: 'bulk_qty',
  bulkUnitPrice: 'bulk_unit_price',
  hsnCode: 'hsn_code',
  priceInclusive: 'price_inclusive',
  shortDescription: 'shortDescription',
  longDescription: 'longDescription',
  features: 'features',
  specifications: 'specifications',
  images: 'images',
  stockQuantity: 'stockQuantity',
  featured: 'featured',
  rank: 'rank',
  rating: 'rating',
  reviews: 'reviews',
  moq: 'moq',
  seoTitle: 'seoTitle',
  seoDescription: 'seoDescription',
  seoKeywords: 'seoKeywords',
  aeoKeywords: 'aeoKeywords',
  geoKeywords: 'geoKeywords',
  hidden: 'hidden',
  compatibleWith: 'compatibleWith',
  nameHi: 'name_hi',
  shortDescriptionHi: 'short_description_hi',
  longDescriptionHi: 'long_description_hi',
  featuresHi: 'features_hi',
} as const satisfies Record<string, keyof ProductRow>;

export type ProductField = keyof typeof PRODUCT_COLUMN;

/** The editable fields, typed as the collection stores them. */
export type ProductFields = {
  -readonly [K in ProductField]: ProductRow[(typeof PRODUCT_COLUMN)[K]];
};

// Fails to compile when ProductDoc gains a column that the table above does not name.
type Unmapped = Exclude<keyof ProductRow, (typeof PRODUCT_COLUMN)[ProductField]>;
export const EVERY_COLUMN_MAPPED: [Unmapped] extends [never] ? true : Unmapped = true;

// The product editor's rules (src/lib/product-form.ts, which may not import sync/) name the
// same fields: this fails to compile when the two lists differ.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const PRODUCT_FORM_MATCHES: Same<ProductFields, ProductFormInput> = true;
