// Products as the app sees them: camelCase, prices also in paise, nothing replication-shaped.
import { moqOf, priceTextToPaise } from '../../src/lib/money.ts';
import type { ProductDoc } from './products-schema.ts';
import type { ProductRow } from '../drafts/schema.ts';

export interface Product {
  id: string;
  name: string;
  category: string;
  /** Display text as the catalogue holds it, e.g. "₹12,999". */
  price: string;
  priceInPaise: number | null;
  mrp: string | null;
  mrpInPaise: number | null;
  gstRate: number;
  bulkQty: number | null;
  bulkUnitPrice: string | null;
  hsnCode: string | null;
  priceInclusive: boolean;
  shortDescription: string | null;
  longDescription: string | null;
  features: string[];
  specifications: Record<string, string>;
  images: string[];
  stockQuantity: number;
  featured: boolean;
  rank: number;
  rating: number | null;
  reviews: number;
  /** Minimum order quantity, at least 1 (spec 5). */
  moq: number;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  aeoKeywords: string[];
  geoKeywords: string[];
  hidden: boolean;
}

/** The editable fields of a product (what an admin's draft may change). */
export type ProductInput = Omit<Product, 'priceInPaise' | 'mrpInPaise'>;

export function toProduct(doc: ProductRow): Product {
  return {
    id: doc.id,
    name: doc.name,
    category: doc.category,
    price: doc.price,
    priceInPaise: priceTextToPaise(doc.price),
    mrp: doc.mrp ?? null,
    mrpInPaise: priceTextToPaise(doc.mrp),
    gstRate: Number(doc.gst_rate ?? 0),
    bulkQty: doc.bulk_qty ?? null,
    bulkUnitPrice: doc.bulk_unit_price ?? null,
    hsnCode: doc.hsn_code ?? null,
    priceInclusive: doc.price_inclusive !== false,
    shortDescription: doc.shortDescription ?? null,
    longDescription: doc.longDescription ?? null,
    features: doc.features ?? [],
    specifications: doc.specifications ?? {},
    images: doc.images ?? [],
    stockQuantity: doc.stockQuantity ?? 0,
    featured: doc.featured === true,
    rank: doc.rank,
    rating: doc.rating ?? null,
    reviews: doc.reviews ?? 0,
    moq: moqOf(doc),
    seoTitle: doc.seoTitle ?? null,
    seoDescription: doc.seoDescription ?? null,
    seoKeywords: doc.seoKeywords ?? [],
    aeoKeywords: doc.aeoKeywords ?? [],
    geoKeywords: doc.geoKeywords ?? [],
    hidden: doc.hidden === true,
  };
}

/** The server row for a product as the app describes it (for drafts and publishing). */
export function toProductRow(product: ProductInput): ProductRow {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    price: product.price,
    mrp: product.mrp,
    gst_rate: product.gstRate,
    bulk_qty: product.bulkQty,
    bulk_unit_price: product.bulkUnitPrice,
    hsn_code: product.hsnCode,
    price_inclusive: product.priceInclusive,
    shortDescription: product.shortDescription,
    longDescription: product.longDescription,
    features: product.features,
    specifications: product.specifications,
    images: product.images,
    stockQuantity: product.stockQuantity,
    featured: product.featured,
    rank: product.rank,
    rating: product.rating,
    reviews: product.reviews,
    moq: product.moq,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    seoKeywords: product.seoKeywords,
    aeoKeywords: product.aeoKeywords,
    geoKeywords: product.geoKeywords,
    hidden: product.hidden,
  };
}

/** A product row from a stored doc, without replication bookkeeping. */
export function rowOf(doc: ProductDoc): ProductRow {
  const { _modified: _ignored, ...row } = doc as ProductDoc & { _deleted?: boolean };
  delete (row as { _deleted?: boolean })._deleted;
  return row;
}
