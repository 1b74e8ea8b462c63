// The database's order pricing (the authority) against the shared pricing cases that the
// checkout preview also runs (tests/unit/lib/order-pricing.test.ts).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { runAs } from '../support/db-actors.ts';
import { PRICING_CASES } from '../fixtures/rules/order-pricing.ts';

interface Stored {
  items: Record<string, unknown>[];
  subtotal: number;
  gst: number;
  fee: number;
  total: number;
  tax_split: string;
}

describe.each(ENGINES)('order pricing on %s (shared cases)', (kind) => {
  const { db, a } = withActors(kind);

  it.each(PRICING_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const settings = c.settings ?? {
      deliveryFeeInPaise: 15000,
      freeDeliveryThresholdInPaise: 500000,
    };
    await db.engine.query(
      `update public.site_settings set delivery_fee_in_paise = $1, free_delivery_threshold_in_paise = $2`,
      [settings.deliveryFeeInPaise, settings.freeDeliveryThresholdInPaise],
    );
    const id = randomUUID();
    // Paid by UPI: priced as any order, and not held to the cash-on-delivery unit caps.
    await runAs(
      db.engine,
      a.anon,
      `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
         items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
         payment_method)
       values ($1, 'Asha Patil', '+91 98765 43210', '12 MG Road', 'Pune', $2, '411001', $3::jsonb,
               0, 0, 0, 0, 'upi')`,
      [id, c.state, JSON.stringify(c.items)],
    );
    const stored = (
      await db.engine.query<Stored>(
        `select items, subtotal_in_paise::int as subtotal, gst_in_paise::int as gst,
                delivery_fee_in_paise::int as fee, total_in_paise::int as total, tax_split
         from public.orders where id = $1`,
        [id],
      )
    ).rows[0]!;
    expect(
      stored.items.map((item) => ({
        productId: item.productId,
        quantity: item.quantity,
        unitPriceInPaise: item.unitPriceInPaise,
        lineAmountInPaise: item.lineAmountInPaise,
        gstInPaise: item.gstInPaise,
        lineTotalInPaise: item.lineTotalInPaise,
      })),
    ).toEqual(c.expected.lines);
    expect(stored).toMatchObject({
      subtotal: c.expected.subtotalInPaise,
      gst: c.expected.gstInPaise,
      fee: c.expected.deliveryFeeInPaise,
      total: c.expected.totalInPaise,
      tax_split: c.expected.taxSplit,
    });
  });
});
