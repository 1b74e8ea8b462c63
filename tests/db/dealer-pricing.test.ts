// Dealer prices, the database's side of tests/fixtures/rules/dealer-pricing.json: for each
// case a dealer member's cart (public.price_cart), price list (public.dealer_price_list) and a
// placed order (the order trigger) price the line alike, or refuse the quantity in the same
// words. A shopper is priced as before beside the same tier rows; a viewer sees dealer prices
// and cannot order; staff placing an order are not priced as a dealer.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';
import { approvedDealer, callAs, dealerMember } from '../fixtures/dealers.ts';
import { suiteValue } from '../support/suite-value.ts';
import {
  DEALER_PRICING_CASES,
  DEALER_PRODUCTS,
  DEALER_TIERS,
  type DealerPricingCase,
} from '../fixtures/rules/dealer-pricing.ts';

interface CartLine {
  productId: string;
  quantity: number;
  unitPriceInPaise: number;
  lineAmountInPaise: number;
  dealerTier?: string;
  shopperUnitPriceInPaise?: number;
}

describe.each(ENGINES)('dealer prices on %s', (kind) => {
  const { db, a } = withActors(kind);
  const shop = suiteValue(
    'A dealer with a buyer and a viewer',
    async () => {
      const dealer = await approvedDealer(db.engine, a.admin);
      return {
        ...dealer,
        buyer: await dealerMember(db.engine, dealer.owner, dealer.dealerId, 'buyer'),
        viewer: await dealerMember(db.engine, dealer.owner, dealer.dealerId, 'viewer'),
      };
    },
    async () => {},
  );

  const priceCart = async (actor: Actor, productId: string, quantity: number) =>
    callAs<{ lines: CartLine[]; subtotalInPaise: number }>(
      db.engine,
      actor,
      `select public.price_cart($1::jsonb, 'Maharashtra') as r`,
      [JSON.stringify([{ productId, quantity }])],
    );
  const placeOrder = async (actor: Actor, productId: string, quantity: number) => {
    const id = randomUUID();
    await runAs(
      db.engine,
      actor,
      `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
         items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
         payment_method)
       values ($1, 'Rohit Kulkarni', '+91 98220 12345', '614 Budhwar Peth', 'Pune', 'Maharashtra',
               '411002', $2::jsonb, 0, 0, 0, 0, 'upi')`,
      [id, JSON.stringify([{ productId, quantity }])],
    );
    return (
      await db.engine.query<{ items: CartLine[]; status: string; user_id: string }>(
        `select items, status, user_id from public.orders where id = $1`,
        [id],
      )
    ).rows[0]!;
  };
  const setCase = async (c: DealerPricingCase) => {
    await db.engine.query(`delete from public.tier_prices`);
    await db.engine.query(`update public.dealer_accounts set tier_id = $2 where id = $1`, [
      shop.dealerId,
      c.tier,
    ]);
    if (c.row) {
      await db.engine.query(
        `insert into public.tier_prices (tier_id, product_id, discount_percent, price_in_paise,
           pack_size, min_quantity)
         values ($1, $2, $3, $4, coalesce($5, 1), coalesce($6, 1))`,
        [
          c.tier,
          c.product,
          c.row.discountPercent ?? null,
          c.row.priceInPaise ?? null,
          c.row.packSize ?? null,
          c.row.minQuantity ?? null,
        ],
      );
    }
  };

  it('reads the seeded products and the tiers the cases assume', async () => {
    for (const product of Object.values(DEALER_PRODUCTS)) {
      const { rows } = await db.engine.query(
        `select name, price_paise::int as list, bulk_qty, bulk_unit_price_paise::int as bulk
         from public.products where id = $1`,
        [product.id],
      );
      expect(rows[0]).toEqual({
        name: product.name,
        list: product.listPriceInPaise,
        bulk_qty: product.bulkQty,
        bulk: product.bulkUnitPriceInPaise,
      });
    }
    const tiers = await db.engine.query<{ id: string; discount: string }>(
      `select id, discount_percent::text as discount from public.price_tiers order by sort`,
    );
    expect(Object.fromEntries(tiers.rows.map((r) => [r.id, Number(r.discount)]))).toEqual(
      DEALER_TIERS,
    );
  });

  it.each(DEALER_PRICING_CASES.map((c) => [c.name, c] as const))(
    '%s: the cart, the price list and the placed order agree',
    async (_name, c) => {
      await setCase(c);
      const list = await runAs<{ row: Record<string, number | string> }>(
        db.engine,
        shop.buyer,
        `select r as row from public.dealer_price_list() as r where r ->> 'product_id' = $1`,
        [c.product],
      );
      const product = DEALER_PRODUCTS[c.product]!;
      expect(list.rows.map((r) => r.row)).toEqual([
        {
          product_id: c.product,
          list_price_in_paise: product.listPriceInPaise,
          dealer_price_in_paise: c.expected.dealerUnitPriceInPaise,
          pack_size: c.row?.packSize ?? 1,
          min_quantity: c.row?.minQuantity ?? 1,
        },
      ]);
      if (c.expected.refusal !== null) {
        expect((await pgError(priceCart(shop.buyer, c.product, c.quantity))).message).toBe(
          c.expected.refusal,
        );
        expect((await pgError(placeOrder(shop.buyer, c.product, c.quantity))).message).toBe(
          c.expected.refusal,
        );
        // A shopper is held to none of it.
        expect((await priceCart(a.user, c.product, c.quantity)).lines[0]).not.toHaveProperty(
          'dealerTier',
        );
        return;
      }
      const shopperUnit =
        product.bulkQty !== null && c.quantity >= product.bulkQty
          ? product.bulkUnitPriceInPaise
          : product.listPriceInPaise;
      const cart = await priceCart(shop.buyer, c.product, c.quantity);
      expect(cart.lines[0]).toMatchObject({
        productId: c.product,
        quantity: c.quantity,
        unitPriceInPaise: c.expected.unitPriceInPaise,
        lineAmountInPaise: c.expected.unitPriceInPaise! * c.quantity,
        dealerTier: c.tier,
        shopperUnitPriceInPaise: shopperUnit,
      });
      const order = await placeOrder(shop.buyer, c.product, c.quantity);
      expect(order.user_id).toBe(shop.buyer.id);
      expect(order.status).toBe('placed');
      expect(order.items[0]).toMatchObject({
        unitPriceInPaise: c.expected.unitPriceInPaise,
        lineAmountInPaise: c.expected.unitPriceInPaise! * c.quantity,
        dealerTier: c.tier,
        shopperUnitPriceInPaise: shopperUnit,
      });
      // The shopper beside the same tier rows pays the shopper's price.
      const shopper = await priceCart(a.user, c.product, c.quantity);
      expect(shopper.lines[0]!.unitPriceInPaise).toBe(shopperUnit);
      expect(shopper.lines[0]).not.toHaveProperty('shopperUnitPriceInPaise');
    },
  );

  it('a viewer sees dealer prices and cannot order; staff orders are not dealer-priced', async () => {
    await setCase(DEALER_PRICING_CASES[0]!);
    expect((await priceCart(shop.viewer, 'sl02', 1)).lines[0]!.unitPriceInPaise).toBe(1104900);
    expect((await pgError(placeOrder(shop.viewer, 'sl02', 1))).message).toBe(
      "Your dealer account shows dealer prices but cannot place orders: ask the shop's owner to make you a buyer.",
    );
    expect((await priceCart(shop.owner, 'sl02', 1)).lines[0]!.unitPriceInPaise).toBe(1104900);
    const staffOrder = await placeOrder(a.admin, 'sl02', 1);
    expect(staffOrder.items[0]).toMatchObject({ unitPriceInPaise: 1299900 });
    expect(staffOrder.items[0]).not.toHaveProperty('dealerTier');
  });

  it('a removed member and a deactivated account are priced as shoppers again', async () => {
    await setCase(DEALER_PRICING_CASES[0]!);
    const leaver = await dealerMember(db.engine, shop.owner, shop.dealerId, 'buyer');
    expect((await priceCart(leaver, 'sl02', 1)).lines[0]!.unitPriceInPaise).toBe(1104900);
    await db.engine.query(
      `update public.dealer_members set status = 'removed' where user_id = $1`,
      [leaver.id],
    );
    expect((await priceCart(leaver, 'sl02', 1)).lines[0]!.unitPriceInPaise).toBe(1299900);
    expect(
      (await runAs(db.engine, leaver, `select * from public.dealer_price_list()`)).rows,
    ).toEqual([]);
    expect(await callAs(db.engine, leaver, `select public.my_dealer() as r`)).toBeNull();
  });
});
