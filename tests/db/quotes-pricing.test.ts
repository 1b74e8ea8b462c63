// The database's quotation pricing against the shared cases (tests/fixtures/rules/
// quote-pricing.json), which the device's field-quote preview can run too: saved by a
// superadmin (no discount limit), each case's lines, totals and GST split; and accepting it
// makes an order with the same figures.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { QUOTE_PRICING_CASES } from '../fixtures/rules/quote-pricing.ts';
import { FIELD_QUOTE, acceptQuote, quoteAction, storedQuote } from '../fixtures/quotes.ts';

describe.each(ENGINES)('quotation pricing on %s (shared cases)', (kind) => {
  const { db, a } = withActors(kind);

  it.each(QUOTE_PRICING_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const id = randomUUID();
    await quoteAction(db.engine, a.superadmin, id, 'save', {
      ...FIELD_QUOTE,
      delivery_state: c.state,
      lines: c.lines,
      ...(c.deliveryFeeInPaise === undefined
        ? {}
        : { delivery_fee_in_paise: c.deliveryFeeInPaise }),
    });
    const quote = await storedQuote(db.engine, id);
    expect(
      quote.lines.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        unitInPaise: l.unit_in_paise,
        discountPercent: l.discount_percent,
        netUnitInPaise: l.net_unit_in_paise,
        amountInPaise: l.amount_in_paise,
        gstInPaise: l.gst_in_paise,
        totalInPaise: l.total_in_paise,
      })),
    ).toEqual(c.expected.lines);
    expect(quote).toMatchObject({
      subtotal_in_paise: c.expected.subtotalInPaise,
      gst_in_paise: c.expected.gstInPaise,
      delivery_fee_in_paise: c.expected.deliveryFeeInPaise,
      total_in_paise: c.expected.totalInPaise,
      tax_split: c.expected.taxSplit,
      ...(c.expected.cgstInPaise === undefined
        ? { igst_in_paise: c.expected.gstInPaise }
        : { cgst_in_paise: c.expected.cgstInPaise, sgst_in_paise: c.expected.sgstInPaise }),
    });

    await quoteAction(db.engine, a.superadmin, id, 'send', { channels: ['sms'] });
    const order = await acceptQuote(db.engine, null, quote.token, quote.revision, {
      customer_name: 'Ravi Kulkarni',
      phone: '+91 98450 12345',
      address_line1: '4 Station Road',
      city: 'Somewhere',
      pin_code: '560038',
      state: c.state,
    });
    const { rows } = await db.engine.query<{
      subtotal: number;
      gst: number;
      fee: number;
      total: number;
    }>(
      `select subtotal_in_paise::int as subtotal, gst_in_paise::int as gst,
              delivery_fee_in_paise::int as fee, total_in_paise::int as total
       from public.orders where id = $1`,
      [order.order_id],
    );
    expect(rows[0]).toEqual({
      subtotal: c.expected.subtotalInPaise,
      gst: c.expected.gstInPaise,
      fee: c.expected.deliveryFeeInPaise,
      total: c.expected.totalInPaise,
    });
  });
});
