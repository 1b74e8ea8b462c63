import { describe, expect, it } from 'vitest';
import {
  PRODUCT_FORM_MESSAGES,
  blankProduct,
  normalizeProduct,
  productDiff,
  validateProduct,
} from '../../../src/lib/product-form.ts';
import { PRODUCT_RULE_CASES, VALID_PRODUCT } from '../../fixtures/rules/product-fields.ts';

describe('validateProduct', () => {
  it.each(PRODUCT_RULE_CASES)('$name: error on $field', ({ change, field }) => {
    const errors = validateProduct({ ...VALID_PRODUCT, ...change });
    expect(Object.keys(errors)).toEqual(field ? [field] : []);
  });

  it('says which rule broke, word for word', () => {
    expect(validateProduct({ ...VALID_PRODUCT, mrp: '100' })).toEqual({
      mrp: PRODUCT_FORM_MESSAGES.mrpBelowPrice,
    });
    expect(validateProduct({ ...VALID_PRODUCT, hsnCode: '12' }).hsnCode).toBe(
      'HSN code must be 4, 6 or 8 digits',
    );
    expect(validateProduct({ ...VALID_PRODUCT, gstRate: 3 }).gstRate).toBe(
      'GST rate must be 0, 5, 12, 18 or 28 percent',
    );
    expect(validateProduct({ ...VALID_PRODUCT, price: 'abc' }).price).toBe(
      'Price must be an amount in rupees, e.g. ₹12,999',
    );
  });

  it('refuses a blank new product on the fields that need filling', () => {
    expect(Object.keys(validateProduct(blankProduct())).sort()).toEqual(['id', 'name', 'price']);
  });
});

describe('normalizeProduct', () => {
  it('trims text, turns blank optional text into null and drops blank list entries', () => {
    const product = normalizeProduct({
      ...VALID_PRODUCT,
      name: '  Laser ',
      mrp: '  ',
      hsnCode: '',
      features: ['Green beam', ' ', ''],
      seoKeywords: [' laser '],
      specifications: { ' Range ': ' 30 m ' },
    });
    expect(product).toMatchObject({
      name: 'Laser',
      mrp: null,
      hsnCode: null,
      features: ['Green beam'],
      seoKeywords: ['laser'],
      specifications: { Range: '30 m' },
    });
  });
});

describe('productDiff', () => {
  it('lists only the fields a draft changed, with both values', () => {
    const draft = { ...VALID_PRODUCT, price: '₹11,999', features: ['New'] };
    expect(productDiff(VALID_PRODUCT, draft)).toEqual([
      { field: 'price', before: '₹12,999', after: '₹11,999' },
      { field: 'features', before: [], after: ['New'] },
    ]);
  });

  it('lists every field of a new product', () => {
    expect(productDiff(null, VALID_PRODUCT)).toHaveLength(Object.keys(VALID_PRODUCT).length);
  });

  it('is empty for a draft equal to the published version', () => {
    expect(productDiff(VALID_PRODUCT, { ...VALID_PRODUCT })).toEqual([]);
  });
});
