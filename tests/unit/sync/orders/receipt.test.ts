// The database's receipt replaces the device's preview of an order: its items and totals win
// over whatever the client computed, and the order then reads as confirmed.
import { describe, expect, it } from 'vitest';
import { receiptFields } from '../../../../sync/orders/receipt.ts';
import { toOrder } from '../../../../sync/orders/model.ts';
import type { OrderDoc } from '../../../../sync/orders/schema.ts';

// ML01 × 2 as the database prices it (₹3,499 each, GST 18% included, free delivery).
const RECEIPT = {
  id: '0d000000-0000-4000-8000-0000000000aa',
  items: [
    {
      productId: 'ml01',
      name: 'MGRID ML01 Line Laser',
      quantity: 2,
      unitPriceInPaise: 349_900,
      gstRate: 18,
      priceInclusive: true,
      hsnCode: '9015',
      lineAmountInPaise: 699_800,
      gstInPaise: 106_749,
      lineTotalInPaise: 699_800,
    },
  ],
  subtotal_in_paise: 699_800,
  gst_in_paise: 106_749,
  delivery_fee_in_paise: 0,
  total_in_paise: 699_800,
  payment_method: 'cod',
  status: 'placed',
  tax_split: 'cgst_sgst',
  created_at: '2026-11-21T10:00:00+00:00',
};

/** The same order as the device stored it, priced from a stale cart (₹100 a unit). */
const sentPreview: OrderDoc = {
  id: RECEIPT.id,
  user_id: null,
  customer_name: 'Asha Rao',
  phone: '9876543210',
  email: null,
  address_line1: '12 MG Road',
  address_line2: null,
  city: 'Pune',
  state: 'Maharashtra',
  pin_code: '411001',
  items: [{ productId: 'ml01', quantity: 2, name: 'MGRID ML01', unitPriceInPaise: 10_000 }],
  subtotal_in_paise: 20_000,
  gst_in_paise: 3_051,
  delivery_fee_in_paise: 15_000,
  total_in_paise: 35_000,
  payment_method: 'cod',
  status: 'placed',
  tax_split: 'cgst_sgst',
  notes: null,
  created_at: '2026-11-21T10:00:00.000Z',
  placed_at: '2026-11-21T09:58:00.000Z',
  syncedAt: 1000,
  syncError: null,
  ownerId: null,
  confirmedAt: 0,
  buyer_gstin: null,
  buyer_legal_name: null,
};

describe("an order's receipt", () => {
  it("replaces a price the client computed differently with the database's", () => {
    expect(toOrder(sentPreview)).toMatchObject({ syncState: 'sent', totalInPaise: 35_000 });
    const fields = receiptFields(RECEIPT);
    const confirmed = toOrder({ ...sentPreview, ...fields!, confirmedAt: 2000 });
    expect(confirmed).toMatchObject({
      syncState: 'confirmed',
      subtotalInPaise: 699_800,
      gstInPaise: 106_749,
      deliveryFeeInPaise: 0,
      totalInPaise: 699_800,
      items: RECEIPT.items,
      // Never in a receipt, so kept from the device.
      customerName: 'Asha Rao',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it('reads bigint totals that arrive as text', () => {
    const fields = receiptFields({
      ...RECEIPT,
      total_in_paise: '699800',
      subtotal_in_paise: 699800,
    });
    expect(fields).toMatchObject({ total_in_paise: 699_800, subtotal_in_paise: 699_800 });
    expect(fields).not.toHaveProperty('id');
    expect(fields).not.toHaveProperty('created_at');
  });

  it('is nothing to write for an unknown order or a malformed answer', () => {
    expect(receiptFields(null)).toBeNull();
    expect(receiptFields({ ...RECEIPT, items: [] })).toBeNull();
    expect(receiptFields({ ...RECEIPT, total_in_paise: null })).toBeNull();
    expect(receiptFields({ ...RECEIPT, total_in_paise: -1 })).toBeNull();
    expect(receiptFields({ ...RECEIPT, items: [{ quantity: 1 }] })).toBeNull();
    expect(receiptFields({ ...RECEIPT, tax_split: 7 })).toBeNull();
  });

  it('carries the lifecycle: status, payment, shipping and the public timeline', () => {
    const fields = receiptFields({
      ...RECEIPT,
      status: 'shipped',
      payment_status: 'paid',
      placed_at: '2026-11-21T09:58:00+00:00',
      courier: 'Delhivery',
      tracking_number: 'DL12345',
      tracking_url: null,
      cancel_reason: null,
      timeline: [
        { kind: 'placed', at: '2026-11-21T10:00:00+00:00', by: 'customer' },
        { kind: 'shipped', at: '2026-11-22T10:00:00+00:00', by: 'MGRID', courier: 'Delhivery' },
        { at: '2026-11-22T11:00:00+00:00' },
      ],
    });
    const order = toOrder({ ...sentPreview, ...fields!, confirmedAt: 2000, receiptAt: 3000 });
    expect(order).toMatchObject({
      status: 'shipped',
      paymentStatus: 'paid',
      placedAt: '2026-11-21T09:58:00+00:00',
      courier: 'Delhivery',
      trackingNumber: 'DL12345',
      trackingUrl: null,
      lastReadAt: 3000,
    });
    // An event without a kind is left out.
    expect(order.timeline?.map((e) => e.kind)).toEqual(['placed', 'shipped']);
  });

  it('carries the number the database stored, shown instead of the one made from the id', () => {
    const before = toOrder(sentPreview);
    expect(before.orderNumber).toBeNull();
    const fields = receiptFields({ ...RECEIPT, order_number: 'MG-B67C42441' });
    expect(fields).toMatchObject({ order_number: 'MG-B67C42441' });
    expect(toOrder({ ...sentPreview, ...fields! }).orderNumber).toBe('MG-B67C42441');
  });

  it('keeps a stock refusal’s short lines on a refused order only', () => {
    const detail =
      '{"reason": "out_of_stock", "lines": [{"productId": "ml01", "name": "MGRID ML01", "asked": 2, "available": 1}]}';
    const refused = toOrder({
      ...sentPreview,
      syncedAt: 0,
      syncError: 'Only 1 left of MGRID ML01: you asked for 2.',
      refusalDetail: detail,
    });
    expect(refused.syncState).toBe('refused');
    expect(refused.stockShortfalls).toEqual([
      { productId: 'ml01', name: 'MGRID ML01', asked: 2, available: 1 },
    ]);
    expect(toOrder({ ...sentPreview, refusalDetail: detail }).stockShortfalls).toBeNull();
  });
});
