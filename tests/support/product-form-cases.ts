// One table of product-rule cases: the editor (src/lib/product-form.ts) and the database
// (public.products' checks) must both refuse each bad case and accept each good one.
import { blankProduct, type ProductFormInput } from '../../src/lib/product-form.ts';

export const VALID_PRODUCT: ProductFormInput = {
  ...blankProduct('rule-test'),
  name: 'Rule Test Laser',
  price: '₹12,999',
  mrp: '₹14,999',
  bulkQty: 5,
  bulkUnitPrice: '₹11,999',
  hsnCode: '90151000',
  images: ['/images/products/ml01.svg', 'https://cdn.example.com/a.webp'],
};

export interface ProductRuleCase {
  name: string;
  change: Partial<ProductFormInput>;
  /** The field whose message shows; null when the product is valid. */
  field: keyof ProductFormInput | null;
}

export const PRODUCT_RULE_CASES: ProductRuleCase[] = [
  { name: 'a complete product', change: {}, field: null },
  { name: 'MRP equal to the price', change: { mrp: '12999' }, field: null },
  {
    name: 'no MRP and no bulk pricing',
    change: { mrp: null, bulkQty: null, bulkUnitPrice: null },
    field: null,
  },
  { name: 'each GST slab', change: { gstRate: 28 }, field: null },
  { name: 'zero GST', change: { gstRate: 0 }, field: null },
  { name: 'a 4-digit HSN code', change: { hsnCode: '9015' }, field: null },
  { name: 'paise in the price', change: { price: '12,999.50', mrp: null }, field: null },
  { name: 'a bad id', change: { id: '-bad id' }, field: 'id' },
  { name: 'a blank name', change: { name: '  ' }, field: 'name' },
  { name: 'an unknown category', change: { category: 'Lasers' }, field: 'category' },
  { name: 'price text that does not parse', change: { price: 'Rs. 1,299' }, field: 'price' },
  {
    name: 'a zero price',
    change: { price: '0', mrp: null, bulkQty: null, bulkUnitPrice: null },
    field: 'price',
  },
  { name: 'MRP that does not parse', change: { mrp: 'abc' }, field: 'mrp' },
  { name: 'MRP below the price', change: { mrp: '₹12,998' }, field: 'mrp' },
  { name: 'a GST rate off the slabs', change: { gstRate: 40 }, field: 'gstRate' },
  { name: 'a fractional GST rate', change: { gstRate: 0.25 }, field: 'gstRate' },
  { name: 'a bulk quantity of 1', change: { bulkQty: 1 }, field: 'bulkQty' },
  {
    name: 'a bulk quantity without its price',
    change: { bulkUnitPrice: null },
    field: 'bulkUnitPrice',
  },
  { name: 'a bulk price without its quantity', change: { bulkQty: null }, field: 'bulkQty' },
  {
    name: 'a bulk price above the price',
    change: { bulkUnitPrice: '₹13,000' },
    field: 'bulkUnitPrice',
  },
  { name: 'a 5-digit HSN code', change: { hsnCode: '90151' }, field: 'hsnCode' },
  { name: 'a 3-digit HSN code', change: { hsnCode: '901' }, field: 'hsnCode' },
  { name: 'letters in the HSN code', change: { hsnCode: '9015AB' }, field: 'hsnCode' },
  {
    name: 'a javascript: image link',
    change: { images: ['javascript:alert(1)'] },
    field: 'images',
  },
  { name: 'negative stock', change: { stockQuantity: -1 }, field: 'stockQuantity' },
  { name: 'a rank out of range', change: { rank: 1_000_001 }, field: 'rank' },
  { name: 'a rating above 5', change: { rating: 5.5 }, field: 'rating' },
  { name: 'negative reviews', change: { reviews: -2 }, field: 'reviews' },
  { name: 'a zero MOQ', change: { moq: 0 }, field: 'moq' },
];
