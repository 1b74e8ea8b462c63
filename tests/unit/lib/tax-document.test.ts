// The invoice document model: how a document's state, reverse charge and sums are read.
import { describe, expect, it } from 'vitest';
import {
  documentAddsUp,
  reverseChargeText,
  stateWithCode,
  type TaxDocument,
  type TaxDocumentLine,
} from '../../../src/lib/tax-document.ts';

const line: TaxDocumentLine = {
  product_id: 'sl02',
  description: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
  hsn_code: '9015',
  quantity: 5,
  unit: 'Nos',
  unit_price_in_paise: 1_199_900,
  price_inclusive: true,
  discount_in_paise: 0,
  taxable_in_paise: 5_084_322,
  gst_rate: 18,
  cgst_rate: 0,
  sgst_rate: 0,
  igst_rate: 18,
  cgst_in_paise: 0,
  sgst_in_paise: 0,
  igst_in_paise: 915_178,
  total_in_paise: 5_999_500,
};

const invoice = {
  kind: 'invoice',
  reverse_charge: false,
  lines: [line],
  taxable_in_paise: 5_084_322,
  cgst_in_paise: 0,
  sgst_in_paise: 0,
  igst_in_paise: 915_178,
  gst_in_paise: 915_178,
  delivery_fee_in_paise: 0,
  total_in_paise: 5_999_500,
} as TaxDocument;

describe('tax documents', () => {
  it('names a state with its GST code', () => {
    expect(stateWithCode('Karnataka', '29')).toBe('Karnataka (29)');
  });

  it('says whether tax is payable on reverse charge', () => {
    expect(reverseChargeText(invoice)).toBe('Whether tax is payable on reverse charge: No');
  });

  it('checks that lines and totals add up', () => {
    expect(documentAddsUp(invoice)).toBe(true);
    expect(documentAddsUp({ ...invoice, total_in_paise: 5_999_501 })).toBe(false);
    expect(documentAddsUp({ ...invoice, lines: [{ ...line, igst_in_paise: 915_177 }] })).toBe(
      false,
    );
    expect(
      documentAddsUp({ ...invoice, delivery_fee_in_paise: 15_000, total_in_paise: 6_014_500 }),
    ).toBe(true);
  });
});
