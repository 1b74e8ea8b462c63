// Products between the stored row (column names as the server sends them) and the app's
// camelCase Product, driven by the one field table in product-fields.ts.
import { moqOf, priceTextToPaise } from '../../src/lib/money.ts';
import type { ProductDoc } from './products-schema.ts';
import { PRODUCT_COLUMN, type ProductField, type ProductRow } from './product-fields.ts';
import type { Product, ProductInput } from './model.ts';

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
