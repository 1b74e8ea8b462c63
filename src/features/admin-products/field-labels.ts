// How the product's fields are named and shown in diffs and side-by-side comparisons.
import type { ProductFormField } from '../../lib/product-form.ts';

export const FIELD_LABELS: Record<ProductFormField, string> = {
  id: 'Id',
  name: 'Name',
  category: 'Category',
  price: 'Price',
  mrp: 'MRP',
  gstRate: 'GST rate (%)',
  bulkQty: 'Bulk quantity',
  bulkUnitPrice: 'Bulk unit price',
  hsnCode: 'HSN code',
  priceInclusive: 'Price includes GST',
  shortDescription: 'Short description',
  longDescription: 'Long description',
  features: 'Features',
  specifications: 'Specifications',
  images: 'Images',
  stockQuantity: 'Stock quantity',
  featured: 'Featured',
  rank: 'Rank',
  rating: 'Rating',
  reviews: 'Reviews',
  moq: 'Minimum order quantity',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  seoKeywords: 'SEO keywords',
  aeoKeywords: 'AEO keywords',
  geoKeywords: 'GEO keywords',
  hidden: 'Hidden',
  compatibleWith: 'Fits models',
  nameHi: 'Name (Hindi)',
  shortDescriptionHi: 'Short description (Hindi)',
  longDescriptionHi: 'Long description (Hindi)',
  featuresHi: 'Features (Hindi)',
};

/** A field's value as text: lists joined, maps as "name: value", nothing as a dash. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([k, v]) => `${k}: ${String(v)}`).join('; ') : '—';
  }
  return String(value);
}
