import { describe, expect, it } from 'vitest';
import { taxInvoice, type InvoiceLineInput } from '../../../src/lib/invoice.ts';

// SL02 at ₹12,999 including 18% GST, and GL3D at ₹27,999 plus 18% GST (seed prices).
const sl02: InvoiceLineInput = {
  name: 'SL02',
  hsnCode: '9015',
  unitPriceInPaise: 1_299_900,
  quantity: 1,
  gstRate: 18,
  priceInclusive: true,
};
const gl3d: InvoiceLineInput = {
  name: 'GL3D',
  hsnCode: '9015',
  unitPriceInPaise: 2_799_900,
  quantity: 1,
  gstRate: 18,
  priceInclusive: false,
};
const tg01: InvoiceLineInput = {
  name: 'TG01',
  hsnCode: '9015',
  unitPriceInPaise: 24_900,
  quantity: 2,
  gstRate: 18,
  priceInclusive: true,
};

describe('taxInvoice', () => {
  it('splits GST into CGST and SGST inside the seller state', () => {
    const invoice = taxInvoice([sl02], {
      sellerState: 'Maharashtra',
      deliveryState: 'maharashtra',
    });
    expect(invoice.kind).toBe('cgst_sgst');
    // 1299900 × 18 / 118 = 198290 (rounded); taxable 1101610.
    expect(invoice.lines[0]).toMatchObject({
      hsnCode: '9015',
      taxableInPaise: 1_101_610,
      cgstInPaise: 99_145,
      sgstInPaise: 99_145,
      igstInPaise: 0,
      totalInPaise: 1_299_900,
    });
    expect(invoice.gstInPaise).toBe(198_290);
    expect(invoice.deliveryFeeInPaise).toBe(0);
    expect(invoice.totalInPaise).toBe(1_299_900);
  });

  it('charges IGST to another state, and adds exclusive GST on top', () => {
    const invoice = taxInvoice([gl3d], { sellerState: 'Maharashtra', deliveryState: 'Karnataka' });
    expect(invoice.kind).toBe('igst');
    expect(invoice.lines[0]).toMatchObject({
      taxableInPaise: 2_799_900,
      igstInPaise: 503_982,
      cgstInPaise: 0,
      totalInPaise: 3_303_882,
    });
    expect(invoice.totalInPaise).toBe(3_303_882);
  });

  it('adds the delivery fee below the threshold, and totals agree with the lines', () => {
    const invoice = taxInvoice([tg01], { sellerState: 'Maharashtra', deliveryState: 'Goa' });
    expect(invoice.deliveryFeeInPaise).toBe(15_000);
    expect(invoice.totalInPaise).toBe(49_800 + 15_000);
    expect(invoice.taxableInPaise + invoice.gstInPaise + invoice.deliveryFeeInPaise).toBe(
      invoice.totalInPaise,
    );
  });

  it('sums per-line splits, so an odd paisa lands in SGST line by line', () => {
    const odd = { ...tg01, unitPriceInPaise: 10_001, quantity: 1 };
    const invoice = taxInvoice([odd, odd], { sellerState: 'Goa', deliveryState: 'Goa' });
    const gst = invoice.lines[0]!.cgstInPaise + invoice.lines[0]!.sgstInPaise;
    expect(invoice.lines[0]!.sgstInPaise - invoice.lines[0]!.cgstInPaise).toBe(gst % 2);
    expect(invoice.cgstInPaise + invoice.sgstInPaise).toBe(invoice.gstInPaise);
  });

  it('previews IGST until a delivery state is chosen', () => {
    expect(taxInvoice([sl02], { sellerState: 'Maharashtra', deliveryState: '' }).kind).toBe('igst');
  });
});
