// The products collection: rows of public.products as the server sends them (column names
// unchanged, so replication and publishing need no renaming), minus the generated and
// bookkeeping columns. The app sees them through sync/products/model.ts.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';

export interface ProductDoc {
  id: string;
  name: string;
  category: string;
  price: string;
  mrp: string | null;
  gst_rate: number;
  bulk_qty: number | null;
  bulk_unit_price: string | null;
  hsn_code: string | null;
  price_inclusive: boolean;
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
  moq: number;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  aeoKeywords: string[];
  geoKeywords: string[];
  hidden: boolean;
  /** Ids of the products this accessory fits. */
  compatibleWith: string[];
  /** Hindi texts; null or empty: the English one shows (src/lib/localized.ts). */
  name_hi: string | null;
  short_description_hi: string | null;
  long_description_hi: string | null;
  features_hi: string[];
  /** The server's `_modified` of this version; null for bundled (fallback) rows. */
  _modified: string | null;
}

/** A stored product before its Hindi texts (schema version 1). */
export type ProductDocV1 = Omit<
  ProductDoc,
  'name_hi' | 'short_description_hi' | 'long_description_hi' | 'features_hi'
>;

/** A stored product before compatibleWith (schema version 0). */
export type ProductDocV0 = Omit<ProductDocV1, 'compatibleWith'>;

const propertiesV0 = {
  id: f.id(64),
  name: f.text,
  category: f.indexedText(32),
  price: f.text,
  mrp: f.optionalText,
  gst_rate: { type: 'number' },
  bulk_qty: f.optionalInteger,
  bulk_unit_price: f.optionalText,
  hsn_code: f.optionalText,
  price_inclusive: f.flag,
  shortDescription: f.optionalText,
  longDescription: f.optionalText,
  features: f.textList,
  specifications: f.json,
  images: f.textList,
  stockQuantity: f.integer,
  featured: f.flag,
  rank: f.indexedInteger(-1_000_000, 1_000_000),
  rating: f.optionalNumber,
  reviews: f.integer,
  moq: f.integer,
  seoTitle: f.optionalText,
  seoDescription: f.optionalText,
  seoKeywords: f.textList,
  aeoKeywords: f.textList,
  geoKeywords: f.textList,
  hidden: f.flag,
  _modified: f.serverTime,
} as const;

const required = ['id', 'name', 'category', 'price', 'rank', 'featured', 'hidden'] as const;
const indexes = [['category', 'rank'], ['featured', 'rank'], 'rank'];

export const productSchemaV0: RxJsonSchema<ProductDocV0> = {
  title: 'products',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: propertiesV0,
  required: [...required],
  indexes,
};

const propertiesV1 = { ...propertiesV0, compatibleWith: f.textList } as const;

export const productSchemaV1: RxJsonSchema<ProductDocV1> = {
  title: 'products',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: propertiesV1,
  required: [...required],
  indexes,
};

export const productSchema: RxJsonSchema<ProductDoc> = {
  title: 'products',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...propertiesV1,
    name_hi: f.optionalText,
    short_description_hi: f.optionalText,
    long_description_hi: f.optionalText,
    features_hi: f.textList,
  },
  required: [...required],
  indexes,
};

export const productMigrations: MigrationStrategies = {
  /** The row is kept; its fits arrive with the next change pulled (none listed till then). */
  1: (old: ProductDocV0): ProductDocV1 => ({ ...old, compatibleWith: [] }),
  /** The row is kept in English; its Hindi arrives with the next change pulled. */
  2: (old: ProductDocV1): ProductDoc => ({
    ...old,
    name_hi: null,
    short_description_hi: null,
    long_description_hi: null,
    features_hi: [],
  }),
};
