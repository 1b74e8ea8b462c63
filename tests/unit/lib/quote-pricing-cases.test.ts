// The quote preview (src/lib/quote-pricing.ts) against the shared quotation pricing cases that
// the database runs through quote_action (tests/db/quotes-pricing.test.ts): the totals a field
// quote shows offline are the ones it gets once synced.
import { describe, expect, it } from 'vitest';
import { priceTextToPaise } from '../../../src/lib/money.ts';
import { quoteLineInput, quoteTotals, type QuoteProduct } from '../../../src/lib/quote-pricing.ts';
import products from '../../../sync/fallback/products.json' with { type: 'json' };
import { QUOTE_PRICING_CASES } from '../../fixtures/rules/quote-pricing.ts';

interface BundledProduct {
  id: string;
  name: string;
  hsn_code: string | null;
  price: string;
  bulk_qty: number | null;
  bulk_unit_price: string | null;
  gst_rate: number;
  price_inclusive: boolean;
}

const byId = new Map((products as BundledProduct[]).map((p) => [p.id, p]));
// The cases' delivery rule (the fixture's comment): 15000 below 500000.
const DELIVERY = { deliveryFeeInPaise: 15_000, freeDeliveryThresholdInPaise: 500_000 };

function product(id: string): QuoteProduct {
  const p = byId.get(id)!;
  return {
    id,
    name: p.name,
    hsn: p.hsn_code,
    listUnitInPaise: priceTextToPaise(p.price)!,
    bulkQty: p.bulk_qty,
    bulkUnitInPaise: priceTextToPaise(p.bulk_unit_price),
    gstRate: p.gst_rate,
    priceInclusive: p.price_inclusive,
  };
}

describe('quotation pricing preview (shared cases)', () => {
  it('has cases to run', () => expect(QUOTE_PRICING_CASES.length).toBeGreaterThanOrEqual(5));

  it.each(QUOTE_PRICING_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const inputs = c.lines.map((line) =>
      quoteLineInput(
        {
          productId: line.productId,
          quantity: line.quantity,
          unitInPaise: line.unit_in_paise ?? null,
          discountPercent: line.discount_percent ?? 0,
        },
        product(line.productId),
      ),
    );
    const totals = quoteTotals(
      inputs,
      c.deliveryFeeInPaise ?? null,
      'Maharashtra',
      c.state,
      DELIVERY,
    );
    expect(
      totals.lines.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        unitInPaise: l.unitInPaise,
        discountPercent: l.discountPercent,
        netUnitInPaise: l.netUnitInPaise,
        amountInPaise: l.amountInPaise,
        gstInPaise: l.gstInPaise,
        totalInPaise: l.totalInPaise,
      })),
    ).toEqual(c.expected.lines);
    expect(totals).toMatchObject({
      subtotalInPaise: c.expected.subtotalInPaise,
      gstInPaise: c.expected.gstInPaise,
      deliveryFeeInPaise: c.expected.deliveryFeeInPaise,
      totalInPaise: c.expected.totalInPaise,
    });
    expect(totals.split.kind).toBe(c.expected.taxSplit);
    if (totals.split.kind === 'cgst_sgst') {
      expect([totals.split.cgst, totals.split.sgst]).toEqual([
        c.expected.cgstInPaise,
        c.expected.sgstInPaise,
      ]);
    }
  });
});
