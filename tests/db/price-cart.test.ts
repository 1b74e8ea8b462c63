// public.price_cart, the total checkout shows before "Place order": for the shared pricing
// cases (bulk tier, the delivery-fee threshold, inside and outside the seller's state) its
// answer is the order's own pricing to the paisa, and an order placed with the same lines
// right after is charged exactly that; it refuses what an order refuses.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';
import { PRICING_CASES } from '../fixtures/rules/order-pricing.ts';

interface CartPrice {
  lines: Record<string, unknown>[];
  subtotalInPaise: number;
  gstInPaise: number;
  deliveryFeeInPaise: number;
  totalInPaise: number;
  taxSplit: string | null;
}

interface Stored {
  items: Record<string, unknown>[];
  subtotal: number;
  gst: number;
  fee: number;
  total: number;
  tax_split: string;
}

const LINE_KEYS = [
  'productId',
  'name',
  'quantity',
  'unitPriceInPaise',
  'gstRate',
  'priceInclusive',
  'hsnCode',
  'lineAmountInPaise',
  'gstInPaise',
  'lineTotalInPaise',
] as const;

const pick = (line: Record<string, unknown>) =>
  Object.fromEntries(LINE_KEYS.map((key) => [key, line[key]]));

describe.each(ENGINES)('price_cart on %s', (kind) => {
  const { db, a } = withActors(kind);

  const priceCart = async (actor: Actor, items: unknown, state: string | null = null) =>
    (
      await runAs<{ price: CartPrice }>(
        db.engine,
        actor,
        `select public.price_cart($1::jsonb, $2) as price`,
        [JSON.stringify(items), state],
      )
    ).rows[0]!.price;

  const placeOrder = async (actor: Actor, items: unknown, state: string): Promise<Stored> => {
    const id = randomUUID();
    // Paid by UPI: priced as any order, and not held to the cash-on-delivery unit caps.
    await runAs(
      db.engine,
      actor,
      `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
         items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
         payment_method)
       values ($1, 'Asha Patil', '+91 98765 43210', '12 MG Road', 'Pune', $2, '411001', $3::jsonb,
               0, 0, 0, 0, 'upi')`,
      [id, state, JSON.stringify(items)],
    );
    return (
      await db.engine.query<Stored>(
        `select items, subtotal_in_paise::int as subtotal, gst_in_paise::int as gst,
                delivery_fee_in_paise::int as fee, total_in_paise::int as total, tax_split
         from public.orders where id = $1`,
        [id],
      )
    ).rows[0]!;
  };

  it.each(PRICING_CASES.map((c, i) => [c.name, c, i] as const))(
    '%s: the answer is the placed order to the paisa',
    async (_name, c, i) => {
      const settings = c.settings ?? {
        deliveryFeeInPaise: 15000,
        freeDeliveryThresholdInPaise: 500000,
      };
      await db.engine.query(
        `update public.site_settings set delivery_fee_in_paise = $1, free_delivery_threshold_in_paise = $2`,
        [settings.deliveryFeeInPaise, settings.freeDeliveryThresholdInPaise],
      );
      // A visitor and a signed-in buyer alike.
      const actor = i % 2 === 0 ? a.anon : a.user;
      const price = await priceCart(actor, c.items, c.state);
      expect(price).toMatchObject({
        subtotalInPaise: c.expected.subtotalInPaise,
        gstInPaise: c.expected.gstInPaise,
        deliveryFeeInPaise: c.expected.deliveryFeeInPaise,
        totalInPaise: c.expected.totalInPaise,
        taxSplit: c.expected.taxSplit,
      });
      expect(
        price.lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          unitPriceInPaise: line.unitPriceInPaise,
          lineAmountInPaise: line.lineAmountInPaise,
          gstInPaise: line.gstInPaise,
          lineTotalInPaise: line.lineTotalInPaise,
        })),
      ).toEqual(c.expected.lines);

      const order = await placeOrder(actor, c.items, c.state);
      expect(order.items.map(pick)).toEqual(price.lines.map(pick));
      expect({
        subtotalInPaise: order.subtotal,
        gstInPaise: order.gst,
        deliveryFeeInPaise: order.fee,
        totalInPaise: order.total,
        taxSplit: order.tax_split,
      }).toEqual({
        subtotalInPaise: price.subtotalInPaise,
        gstInPaise: price.gstInPaise,
        deliveryFeeInPaise: price.deliveryFeeInPaise,
        totalInPaise: price.totalInPaise,
        taxSplit: price.taxSplit,
      });
    },
  );

  it('follows a published price at once, and merges repeated lines as the order does', async () => {
    await db.engine.query(
      `update public.site_settings set delivery_fee_in_paise = 15000, free_delivery_threshold_in_paise = 500000`,
    );
    const before = await priceCart(a.anon, [{ productId: 'sl01', quantity: 1 }]);
    expect(before).toMatchObject({ subtotalInPaise: 699900, totalInPaise: 699900 });
    expect(before.taxSplit).toBeNull();
    await db.engine.query(`update public.products set price = '₹7,349' where id = 'sl01'`);
    const items = [
      { productId: 'sl01', quantity: 1 },
      { productId: 'sl01', quantity: 1 },
    ];
    const after = await priceCart(a.anon, items, 'Karnataka');
    expect(after).toMatchObject({
      subtotalInPaise: 1469800,
      deliveryFeeInPaise: 0,
      totalInPaise: 1469800,
      taxSplit: 'igst',
    });
    expect(after.lines).toEqual([
      expect.objectContaining({ productId: 'sl01', quantity: 2, unitPriceInPaise: 734900 }),
    ]);
    const order = await placeOrder(a.anon, items, 'Karnataka');
    expect(order.total).toBe(after.totalInPaise);
  });

  it.each([
    ['no lines', [], 'The order has no items'],
    ['not an array', { productId: 'sl01', quantity: 1 }, 'The order has no items'],
    [
      'more than 100 lines',
      Array.from({ length: 101 }, () => ({ productId: 'tg01', quantity: 1 })),
      'An order can have at most 100 lines',
    ],
    ['a line without a product', [{ quantity: 1 }], 'Every order item needs a productId'],
    [
      'a fractional quantity',
      [{ productId: 'tg01', quantity: 1.5 }],
      'Quantity must be a whole number from 1 to 10000',
    ],
    [
      'a quantity of 0',
      [{ productId: 'tg01', quantity: 0 }],
      'Quantity must be a whole number from 1 to 10000',
    ],
    [
      'over 10000 of one product, lines together',
      [
        { productId: 'tg01', quantity: 6000 },
        { productId: 'tg01', quantity: 6000 },
      ],
      'Quantity must be a whole number from 1 to 10000 (product tg01, all lines together)',
    ],
    ['an unknown product', [{ productId: 'nope', quantity: 1 }], 'Product nope is not available'],
  ])('refuses %s', async (_name, items, message) => {
    const error = await pgError(priceCart(a.anon, items));
    expect(error.message).toBe(message);
  });

  it('refuses a hidden product and one below its minimum, as the order does', async () => {
    await db.engine.query(`update public.products set hidden = true where id = 'ml01'`);
    expect((await pgError(priceCart(a.anon, [{ productId: 'ml01', quantity: 1 }]))).message).toBe(
      'Product ml01 is not available',
    );
    await db.engine.query(`update public.products set moq = 3 where id = 'tg01'`);
    expect(
      (await pgError(priceCart(a.user, [{ productId: 'tg01', quantity: 2 }]))).message,
    ).toMatch(/^The minimum order quantity for .+ is 3$/);
  });
});
