import { describe, expect, it } from 'vitest';
import { orderInvoice } from '../../../src/lib/order-invoice.ts';

const items = [
  {
    productId: 'ml01',
    quantity: 1,
    name: 'MGRID ML01',
    unitPriceInPaise: 349900,
    gstRate: 18,
    priceInclusive: true,
    hsnCode: '9015',
  },
  {
    productId: 'tg01',
    quantity: 2,
    name: 'Target plate',
    unitPriceInPaise: 29900,
    gstRate: 18,
    priceInclusive: true,
    hsnCode: '9017',
  },
];

describe('the invoice of a placed order', () => {
  it('splits GST into CGST + SGST when the database did, with HSN per line', () => {
    const invoice = orderInvoice({
      items,
      state: 'Maharashtra',
      taxSplit: 'cgst_sgst',
      deliveryFeeInPaise: 15000,
      totalInPaise: 424700,
    })!;
    expect(invoice.kind).toBe('cgst_sgst');
    expect(invoice.lines.map((l) => [l.hsnCode, l.quantity])).toEqual([
      ['9015', 1],
      ['9017', 2],
    ]);
    // 3499 incl. 18%: GST round(349900 * 18 / 118) = 53375; 2 x 299: round(59800 * 18 / 118) = 9122.
    expect(invoice.cgstInPaise + invoice.sgstInPaise).toBe(53375 + 9122);
    expect(invoice.igstInPaise).toBe(0);
    expect(invoice.taxableInPaise).toBe(349900 + 59800 - 53375 - 9122);
    expect(invoice.deliveryFeeInPaise).toBe(15000);
    expect(invoice.totalInPaise).toBe(424700);
  });

  it('uses IGST when the database did', () => {
    const invoice = orderInvoice({
      items,
      state: 'Karnataka',
      taxSplit: 'igst',
      deliveryFeeInPaise: 0,
      totalInPaise: 409700,
    })!;
    expect(invoice.kind).toBe('igst');
    expect(invoice.igstInPaise).toBe(53375 + 9122);
    expect(invoice.cgstInPaise).toBe(0);
  });

  it('has no invoice while the lines carry no prices', () => {
    expect(
      orderInvoice({
        items: [{ productId: 'ml01', quantity: 1 }],
        state: 'Goa',
        taxSplit: 'igst',
        deliveryFeeInPaise: 0,
        totalInPaise: 0,
      }),
    ).toBeNull();
  });
});
