// The editor's form values and the product they stand for: specifications are edited as a
// list of rows (so a name can be retyped), numbers may be blank while typing.
import type { ProductFormInput } from '../../lib/product-form.ts';

export interface SpecRow {
  key: string;
  value: string;
}

export type EditorValues = Omit<
  ProductFormInput,
  'specifications' | 'bulkQty' | 'rating' | 'stockQuantity' | 'rank' | 'reviews' | 'moq'
> & {
  specifications: SpecRow[];
  bulkQty: number | string;
  rating: number | string;
  stockQuantity: number | string;
  rank: number | string;
  reviews: number | string;
  moq: number | string;
};

const numberOrNull = (n: number | string) => (n === '' ? null : Number(n));
/** A blank required number is NaN, which the rules refuse with their message. */
const numberOrNaN = (n: number | string) => (n === '' ? Number.NaN : Number(n));

export function toEditorValues(p: ProductFormInput): EditorValues {
  return {
    ...p,
    specifications: Object.entries(p.specifications).map(([key, value]) => ({ key, value })),
    bulkQty: p.bulkQty ?? '',
    rating: p.rating ?? '',
  };
}

export function fromEditorValues(v: EditorValues): ProductFormInput {
  return {
    ...v,
    specifications: Object.fromEntries(v.specifications.map((row) => [row.key, row.value])),
    bulkQty: numberOrNull(v.bulkQty),
    rating: numberOrNull(v.rating),
    stockQuantity: numberOrNaN(v.stockQuantity),
    rank: numberOrNaN(v.rank),
    reviews: numberOrNaN(v.reviews),
    moq: numberOrNaN(v.moq),
    mrp: v.mrp === '' ? null : v.mrp,
    bulkUnitPrice: v.bulkUnitPrice === '' ? null : v.bulkUnitPrice,
    hsnCode: v.hsnCode === '' ? null : v.hsnCode,
  };
}
