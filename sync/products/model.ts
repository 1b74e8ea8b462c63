// Products as the app sees them: camelCase, prices also in paise, nothing replication-shaped;
// and the mapping between them and the stored rows (column names as the server sends them),
// driven by the one field table in product-fields.ts. The public surface of sync/products for
// types.
import { moqOf, priceTextToPaise } from '../../src/lib/money.ts';
import {
  PRODUCT_COLUMN,
  type ProductField,
  type ProductFields,
  type ProductRow,
} from './product-fields.ts';
import type { ProductDoc } from './schema.ts';

export type { ProductRow } from './product-fields.ts';

/**
 * A product (docs/product.md#data-the-shop-keeps). `price` is the display text as the catalogue
 * holds it ("₹12,999"); `moq` is at least 1 (docs/product.md#validation-rules); every list and map
 * is present (empty when unset).
 */
export interface Product extends ProductFields {
  priceInPaise: number | null;
  mrpInPaise: number | null;
}

/** The editable fields of a product (what an admin's draft may change). */
export type ProductInput = ProductFields;

const FIELDS = Object.keys(PRODUCT_COLUMN) as ProductField[];

/** Rows from older data or the bundled catalogue may miss optional columns. */
const DEFAULTS: Partial<Record<ProductField, unknown>> = {
  mrp: null,
  bulkQty: null,
  bulkUnitPrice: null,
  hsnCode: null,
  shortDescription: null,
  longDescription: null,
  features: [],
  specifications: {},
  images: [],
  stockQuantity: 0,
  rating: null,
  reviews: 0,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
  aeoKeywords: [],
  geoKeywords: [],
  compatibleWith: [],
  nameHi: null,
  shortDescriptionHi: null,
  longDescriptionHi: null,
  featuresHi: [],
};

export function toProduct(row: ProductRow): Product {
  const fields = Object.fromEntries(
    FIELDS.map((field) => [field, row[PRODUCT_COLUMN[field]] ?? DEFAULTS[field] ?? null]),
  ) as ProductInput;
  return {
    ...fields,
    gstRate: Number(row.gst_rate ?? 0),
    priceInclusive: row.price_inclusive !== false,
    featured: row.featured === true,
    hidden: row.hidden === true,
    moq: moqOf(row),
    priceInPaise: priceTextToPaise(row.price),
    mrpInPaise: priceTextToPaise(row.mrp),
  };
}

/** The server row for a product as the app describes it (for drafts and publishing). */
export function toProductRow(product: ProductInput): ProductRow {
  return Object.fromEntries(
    FIELDS.map((field) => [PRODUCT_COLUMN[field], product[field]]),
  ) as unknown as ProductRow;
}

/** A product row from a stored doc, without replication bookkeeping. */
export function rowOf(doc: ProductDoc): ProductRow {
  const { _modified: _ignored, ...row } = doc as ProductDoc & { _deleted?: boolean };
  delete (row as { _deleted?: boolean })._deleted;
  return row;
}
