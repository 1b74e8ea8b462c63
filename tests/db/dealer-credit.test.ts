// Orders "On account": a dealer's order is checked against its available credit when it
// arrives; over it, the order is held with the numbers and reserves nothing, and the buyer is
// told why and cannot confirm it; a shopper, an advance dealer and a suspended dealer are
// refused in words; every dealer member's order carries its dealer. Two orders racing for the
// last credit (two PostgreSQL connections): one stands, one is held.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import type { Queryable } from '../../supabase/local/db/engine.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Account, type Actor } from '../support/db-actors.ts';
import { act } from '../fixtures/orders.ts';
import { approvedDealer, callAs, dealerMember } from '../fixtures/dealers.ts';

// One SL02 at the Dealer tier (15 % off ₹12,999): ₹11,049, no delivery fee above ₹5,000.
const ONE_SL02 = 1_104_900;

const ORDER_SQL = `insert into public.orders (id, customer_name, phone, address_line1, city, state,
    pin_code, items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
    payment_method)
  values ($1, 'Rohit Kulkarni', '+91 98220 12345', '614 Budhwar Peth', 'Pune', 'Maharashtra',
          '411002', $2::jsonb, 0, 0, 0, 0, $3)`;

describe.each(ENGINES)('orders on account on %s', (kind) => {
  const { db, a } = withActors(kind);

  const place = async (actor: Actor, quantity = 1, method = 'on_account') => {
    const id = randomUUID();
    await runAs(db.engine, actor, ORDER_SQL, [
      id,
      JSON.stringify([{ productId: 'sl02', quantity }]),
      method,
    ]);
    return id;
  };
  const order = async (id: string) =>
    (
      await db.engine.query<{
        status: string;
        hold_reason: string | null;
        dealer_id: string | null;
        total: number;
      }>(
        `select status, hold_reason, dealer_id, total_in_paise::int as total from public.orders where id = $1`,
        [id],
      )
    ).rows[0]!;
  const reserved = async (id: string) =>
    (
      await db.engine.query<{ n: number }>(
        `select count(*)::int as n from private.stock_movements where order_id = $1`,
        [id],
      )
    ).rows[0]!.n;
  /** A dealer on the Dealer tier with this credit limit (paise) and terms, and a buyer. */
  const dealerWith = async (limit: number, terms = 'net30') => {
    const dealer = await approvedDealer(db.engine, a.admin, {
      credit_limit_in_paise: limit,
      payment_terms: terms,
    });
    const buyer = await dealerMember(db.engine, dealer.owner, dealer.dealerId, 'buyer');
    return { ...dealer, buyer };
  };

  it('places an order within the credit and holds the next one over it, with the numbers', async () => {
    const shop = await dealerWith(2_000_000);
    const first = await place(shop.buyer);
    expect(await order(first)).toEqual({
      status: 'placed',
      hold_reason: null,
      dealer_id: shop.dealerId,
      total: ONE_SL02,
    });
    expect(await reserved(first)).toBe(1);
    const second = await place(shop.owner);
    expect(await order(second)).toEqual({
      status: 'held',
      hold_reason:
        'Held: over your credit limit by ₹2,098 (limit ₹20,000, already on account ₹11,049, this order ₹11,049)',
      dealer_id: shop.dealerId,
      total: ONE_SL02,
    });
    expect(await reserved(second)).toBe(0);
    // The buyer is told why, and cannot wave the hold through.
    const notes = await db.engine.query<{ channel: string; subject: string | null; body: string }>(
      `select channel, subject, body from public.notifications where order_id = $1 order by channel`,
      [second],
    );
    // The order has no email: its SMS is written; the email's words, for a buyer with one:
    const email = await db.engine.query<{ subject: string; email_body: string }>(
      `select m.subject, m.email_body from public.orders o,
         lateral private.order_message(o, 'held', '{}'::jsonb) m where o.id = $1`,
      [second],
    );
    expect(email.rows[0]!.subject).toBe(
      `Your order ${await orderNumber(second)} is held: over your credit limit`,
    );
    expect(email.rows[0]!.email_body).toContain(
      'is on account and over your credit limit. Held: over your credit limit by ₹2,098',
    );
    expect(notes.rows.find((n) => n.channel === 'sms')?.body).toBe(
      `MGRID: order ${await orderNumber(second)} is held, over your credit limit by ₹2,098. We will tell you once it is approved.`,
    );
    expect(
      (
        await pgError(
          runAs(db.engine, shop.owner, `select public.confirm_held_order($1)`, [second]),
        )
      ).message,
    ).toBe(
      'This order is over your credit limit and waits for MGRID to approve it; it cannot be confirmed from here.',
    );
    // A cancelled order frees its credit; a paid one does too; held ones never counted.
    await act(db.engine, a.admin, first, 'cancel', { reason: 'Ordered twice' });
    const third = await place(shop.buyer);
    expect(await order(third)).toMatchObject({ status: 'placed' });
    // Paying by UPI is not on account: it never counts against the limit.
    expect(await order(await place(shop.buyer, 1, 'upi'))).toMatchObject({
      status: 'placed',
      dealer_id: shop.dealerId,
    });
    expect(await order(await place(shop.buyer))).toMatchObject({ status: 'held' });
  });

  const orderNumber = async (id: string) =>
    (await db.engine.query<{ n: string }>(`select public.order_number($1) as n`, [id])).rows[0]!.n;

  it('refuses on account in words for a shopper, an advance dealer and a suspended one', async () => {
    const refusal = async (actor: Account) => (await pgError(place(actor))).message;
    expect(await refusal(a.user)).toBe(
      'Paying on account is for MGRID dealers with credit terms: please pay by UPI or cash on delivery.',
    );
    const advance = await dealerWith(10_000_000, 'advance');
    expect(await refusal(advance.buyer)).toBe(
      'Your dealer account pays in advance: please pay by UPI.',
    );
    expect(await order(await place(advance.buyer, 1, 'upi'))).toMatchObject({ status: 'placed' });
    const suspended = await dealerWith(10_000_000);
    await callAs(
      db.engine,
      a.admin,
      `select public.set_dealer_status($1, 'suspended', 'Two cheques bounced in November') as r`,
      [suspended.dealerId],
    );
    expect(await refusal(suspended.buyer)).toBe(
      'Orders on account are paused for your dealer account: Two cheques bounced in November. Please pay by UPI.',
    );
    // A shopper's order carries no dealer, whatever the client sends.
    const id = randomUUID();
    await runAs(
      db.engine,
      a.user,
      ORDER_SQL.replace('payment_method)', 'payment_method, dealer_id)').replace('$3)', '$3, $4)'),
      [id, JSON.stringify([{ productId: 'sl02', quantity: 1 }]), 'upi', suspended.dealerId],
    );
    expect(await order(id)).toMatchObject({ dealer_id: null, status: 'placed' });
  });

  if (kind === 'postgres') {
    it('two orders racing for the last credit: one stands, one is held (two connections)', async () => {
      // Room for one SL02 (or one ML01) and a little more, not for both.
      const shop = await dealerWith(ONE_SL02 + 50_000);
      const engine = await openPostgres(db.url!, 2);
      try {
        let arrived = 0;
        let release!: () => void;
        const allIn = new Promise<void>((resolve) => (release = resolve));
        const ids = [randomUUID(), randomUUID()];
        await Promise.all(
          [shop.buyer, shop.owner].map((actor, i) =>
            asRequest(engine, actor.claims, async (tx: Queryable) => {
              await tx.query('select 1');
              if (++arrived === 2) release();
              await allIn;
              await tx.query(ORDER_SQL, [
                ids[i],
                // Different products, so only the dealer's own lock orders the two checks.
                JSON.stringify([{ productId: i === 0 ? 'sl02' : 'ml01', quantity: 1 }]),
                'on_account',
              ]);
            }),
          ),
        );
        const statuses = (await Promise.all(ids.map(order))).map((o) => o.status).sort();
        expect(statuses).toEqual(['held', 'placed']);
        const held = (await Promise.all(ids.map(order))).find((o) => o.status === 'held')!;
        expect(held.hold_reason).toMatch(
          /^Held: over your credit limit by ₹[0-9,]+ \(limit ₹11,549, already on account ₹[0-9,]+, this order ₹[0-9,]+\)$/,
        );
      } finally {
        await engine.close();
      }
    });
  }
});
