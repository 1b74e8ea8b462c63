// The checkout preview (src/lib/money.ts) against the shared pricing cases; the database
// runs the same cases (tests/db/order-pricing.test.ts), so the two cannot drift apart.
import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  gstSplit,
  lineTotals,
  unitPriceInPaise,
  type LineInput,
} from '../../../src/lib/money.ts';
import products from '../../../sync/fallback/products.json' with { type: 'json' };
import { PRICING_CASES, SELLER_STATE } from '../../fixtures/rules/order-pricing.ts';

interface BundledProduct {
  id: string;
  price: string;
  bulk_qty: number | null;
  bulk_unit_price: string | null;
  gst_rate: number;
  price_inclusive: boolean;
}

const byId = new Map((products as BundledProduct[]).map((p) => [p.id, p]));

function previewLine(productId: string, quantity: number): LineInput {
  const p = byId.get(productId)!;
  const unit = unitPriceInPaise(
    { price: p.price, bulkQty: p.bulk_qty, bulkUnitPrice: p.bulk_unit_price },
    quantity,
  );
  return {
    unitPriceInPaise: unit!,
    quantity,
    gstRate: p.gst_rate,
    priceInclusive: p.price_inclusive,
  };
}

describe('order pricing preview (shared cases)', () => {
  it('has cases to run', () => expect(PRICING_CASES.length).toBeGreaterThanOrEqual(10));

  it.each(PRICING_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const lines = c.items.map((item) => previewLine(item.productId, item.quantity));
    expect(
      lines.map((line, i) => {
        const t = lineTotals(line);
        return {
          productId: c.items[i]!.productId,
          quantity: line.quantity,
          unitPriceInPaise: line.unitPriceInPaise,
          lineAmountInPaise: t.amountInPaise,
          gstInPaise: t.gstInPaise,
          lineTotalInPaise: t.totalInPaise,
        };
      }),
    ).toEqual(c.expected.lines);
    const totals = cartTotals(lines, c.settings);
    expect(totals).toMatchObject({
      subtotalInPaise: c.expected.subtotalInPaise,
      gstInPaise: c.expected.gstInPaise,
      deliveryFeeInPaise: c.expected.deliveryFeeInPaise,
      totalInPaise: c.expected.totalInPaise,
    });
    const split = gstSplit(totals.gstInPaise, SELLER_STATE, c.state);
    expect(split.kind).toBe(c.expected.taxSplit);
    if (split.kind === 'cgst_sgst') {
      expect([split.cgst, split.sgst]).toEqual([c.expected.cgstInPaise, c.expected.sgstInPaise]);
    }
  });
});
