// The product editor's rules (the product fields of docs/product.md#data-the-shop-keeps): what an
// admin may save as a draft. Every rule here is one the database refuses too (public.products'
// check constraints, migrations 20261121000200 and 20261123500100); the cases live in one table
// (tests/fixtures/rules/product-fields.ts) that the unit and database tests both replay.
import { isLocalImageRef } from './local-images.ts';
import { priceTextToPaise } from './money.ts';
import type { FieldErrors } from './validation.ts';

export const PRODUCT_CATEGORIES = ['Tools', 'Accessories'] as const;
export const GST_RATES = [0, 5, 12, 18, 28] as const;
/** The range the local database indexes ranks in (and the database accepts). */
export const RANK_LIMIT = 1_000_000;

/** The product as the editor holds it: what is published, in the app's field names. */
export interface ProductFormInput {
  id: string;
  name: string;
  category: string;
  price: string;
  mrp: string | null;
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
  moq: number;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  aeoKeywords: string[];
  geoKeywords: string[];
  hidden: boolean;
  /** Ids of the models this accessory fits (the assistant answers "battery for SL02" from it). */
  compatibleWith: string[];
  /** Hindi texts, optional: the shop shows the English one where these are blank. */
  nameHi: string | null;
  shortDescriptionHi: string | null;
  longDescriptionHi: string | null;
  featuresHi: string[];
}

export type ProductFormField = keyof ProductFormInput;

export const PRODUCT_FORM_MESSAGES = {
  id: 'Id: 1 to 64 letters, digits, - or _, starting with a letter or digit',
  name: 'Name is required',
  category: 'Category must be Tools or Accessories',
  price: 'Price must be an amount in rupees, e.g. ₹12,999',
  mrp: 'MRP must be an amount in rupees, e.g. ₹14,999',
  mrpBelowPrice: 'MRP cannot be below the price',
  gstRate: 'GST rate must be 0, 5, 12, 18 or 28 percent',
  bulkQty: 'Bulk quantity must be a whole number above 1',
  bulkPair: 'Give both the bulk quantity and the bulk unit price, or neither',
  bulkUnitPrice: 'Bulk unit price must be an amount in rupees',
  bulkAbovePrice: 'Bulk unit price cannot be above the price',
  hsnCode: 'HSN code must be 4, 6 or 8 digits',
  images: 'Images must be site paths (/...) or http(s) links',
  stockQuantity: 'Stock must be a whole number, 0 or more',
  rank: 'Rank must be a whole number between -1,000,000 and 1,000,000',
  rating: 'Rating must be between 0 and 5',
  reviews: 'Reviews must be a whole number, 0 or more',
  moq: 'Minimum order quantity must be a whole number, 1 or more',
  specifications: 'Every specification needs a name',
  compatibleWith: 'Fits models: product ids only, at most 200',
} as const;

const m = PRODUCT_FORM_MESSAGES;

/** A site path or an http(s) URL (public.is_safe_link). */
export const isSafeLink = (url: string) => /^(\/([^/]|$)|https?:\/\/\S+$)/.test(url);

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
const positivePaise = (text: string | null) => {
  const paise = priceTextToPaise(text);
  return paise !== null && paise > 0 ? paise : null;
};

/** Only the fields in error, each with the message to show beside it. */
export function validateProduct(p: ProductFormInput): FieldErrors<ProductFormField> {
  const errors: FieldErrors<ProductFormField> = {};
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(p.id)) errors.id = m.id;
  if (p.name.trim() === '') errors.name = m.name;
  if (!(PRODUCT_CATEGORIES as readonly string[]).includes(p.category)) errors.category = m.category;
  const price = positivePaise(p.price);
  if (price === null) errors.price = m.price;
  if (p.mrp !== null) {
    const mrp = positivePaise(p.mrp);
    if (mrp === null) errors.mrp = m.mrp;
    else if (price !== null && mrp < price) errors.mrp = m.mrpBelowPrice;
  }
  if (!(GST_RATES as readonly number[]).includes(p.gstRate)) errors.gstRate = m.gstRate;
  if (p.bulkQty !== null && !(isWhole(p.bulkQty) && p.bulkQty > 1)) errors.bulkQty = m.bulkQty;
  if (p.bulkUnitPrice !== null) {
    const bulk = positivePaise(p.bulkUnitPrice);
    if (bulk === null) errors.bulkUnitPrice = m.bulkUnitPrice;
    else if (price !== null && bulk > price) errors.bulkUnitPrice = m.bulkAbovePrice;
  }
  if ((p.bulkQty === null) !== (p.bulkUnitPrice === null) && !errors.bulkQty) {
    errors[p.bulkQty === null ? 'bulkQty' : 'bulkUnitPrice'] = m.bulkPair;
  }
  if (p.hsnCode !== null && !/^\d{4}(\d{2}){0,2}$/.test(p.hsnCode)) errors.hsnCode = m.hsnCode;
  // A picture still on this device is a draft's own; publishing swaps it for its bucket URL.
  if (!p.images.every((url) => isSafeLink(url) || isLocalImageRef(url))) errors.images = m.images;
  if (!(isWhole(p.stockQuantity) && p.stockQuantity >= 0)) errors.stockQuantity = m.stockQuantity;
  if (!(isWhole(p.rank) && Math.abs(p.rank) <= RANK_LIMIT)) errors.rank = m.rank;
  if (p.rating !== null && !(Number.isFinite(p.rating) && p.rating >= 0 && p.rating <= 5)) {
    errors.rating = m.rating;
  }
  if (!(isWhole(p.reviews) && p.reviews >= 0)) errors.reviews = m.reviews;
  if (!(isWhole(p.moq) && p.moq >= 1)) errors.moq = m.moq;
  if (Object.keys(p.specifications).some((key) => key.trim() === '')) {
    errors.specifications = m.specifications;
  }
  // products_compatible_with_ids (migration 20261126500100).
  const ids = p.compatibleWith;
  if (ids.length > 200 || !ids.every((id) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(id))) {
    errors.compatibleWith = m.compatibleWith;
  }
  return errors;
}

const blankToNull = (text: string | null) =>
  text === null || text.trim() === '' ? null : text.trim();
const cleanList = (items: readonly string[]) => items.map((s) => s.trim()).filter(Boolean);

/**
 * The product as it will be saved: text trimmed, blank optional text as null, blank list
 * entries dropped (an empty line in the features editor is not a feature).
 */
export function normalizeProduct(p: ProductFormInput): ProductFormInput {
  return {
    ...p,
    id: p.id.trim(),
    name: p.name.trim(),
    price: p.price.trim(),
    mrp: blankToNull(p.mrp),
    bulkUnitPrice: blankToNull(p.bulkUnitPrice),
    hsnCode: blankToNull(p.hsnCode),
    shortDescription: blankToNull(p.shortDescription),
    longDescription: blankToNull(p.longDescription),
    seoTitle: blankToNull(p.seoTitle),
    seoDescription: blankToNull(p.seoDescription),
    features: cleanList(p.features),
    images: cleanList(p.images),
    seoKeywords: cleanList(p.seoKeywords),
    aeoKeywords: cleanList(p.aeoKeywords),
    geoKeywords: cleanList(p.geoKeywords),
    compatibleWith: [...new Set(cleanList(p.compatibleWith))],
    nameHi: blankToNull(p.nameHi),
    shortDescriptionHi: blankToNull(p.shortDescriptionHi),
    longDescriptionHi: blankToNull(p.longDescriptionHi),
    featuresHi: cleanList(p.featuresHi),
    specifications: Object.fromEntries(
      Object.entries(p.specifications).map(([k, v]) => [k.trim(), v.trim()]),
    ),
  };
}

/** A new product's starting values (the database's defaults). */
export function blankProduct(id = ''): ProductFormInput {
  return {
    id,
    name: '',
    category: 'Tools',
    price: '',
    mrp: null,
    gstRate: 18,
    bulkQty: null,
    bulkUnitPrice: null,
    hsnCode: null,
    priceInclusive: true,
    shortDescription: null,
    longDescription: null,
    features: [],
    specifications: {},
    images: [],
    stockQuantity: 0,
    featured: false,
    rank: 999,
    rating: null,
    reviews: 0,
    moq: 1,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: [],
    aeoKeywords: [],
    geoKeywords: [],
    hidden: false,
    compatibleWith: [],
    nameHi: null,
    shortDescriptionHi: null,
    longDescriptionHi: null,
    featuresHi: [],
  };
}

/** Every field of the editor, in the order the editor shows them. */
export const PRODUCT_FORM_FIELDS = Object.keys(blankProduct()) as ProductFormField[];

export interface FieldChange {
  field: ProductFormField;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields a draft changes against the published version (every field for a new one). */
export function productDiff(
  published: ProductFormInput | null,
  draft: ProductFormInput,
): FieldChange[] {
  return PRODUCT_FORM_FIELDS.filter(
    (field) => !published || !same(published[field], draft[field]),
  ).map((field) => ({ field, before: published?.[field] ?? null, after: draft[field] }));
}
