// Never charged above what was shown: the hold rule by its shared case table, and what it does
// to orders. An order whose database total is above the total its device sent is held (no
// stock taken, the reason naming each changed line, the buyer told by email and SMS with the
// order's link); an equal or lower total is placed and charged the database total; an
// accepted quotation's buyer saw its frozen total. The buyer (the signed-in owner, or whoever
// holds a guest order's id) confirms (stock reserved now, refused in words when short) or
// cancels (nothing taken); both are harmless to repeat. Staff see held orders on the desk and
// can only cancel them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inrInMessages } from '../../src/lib/price-hold.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';
import { PRICE_HOLD_CASES } from '../fixtures/rules/price-hold.ts';
import { act, setStock, stockOf } from '../fixtures/orders.ts';
import { FIELD_QUOTE, acceptQuote, quoteAction, storedQuote } from '../fixtures/quotes.ts';

interface Held {
  status: string;
  total: number;
  shown: number | null;
  hold_reason: string | null;
  items: Record<string, unknown>[];
}

describe.each(ENGINES)('the price hold on %s', (kind) => {
  const { db, a } = withActors(kind);

  const priceOf = async (productId: string) =>
    Number(
      (
        await db.engine.query<{ p: string }>(
          'select price_paise::text as p from public.products where id = $1',
          [productId],
        )
      ).rows[0]!.p,
    );
  const feeFor = async (subtotal: number) =>
    Number(
      (
        await db.engine.query<{ fee: string }>('select private.delivery_fee_for($1)::text as fee', [
          subtotal,
        ])
      ).rows[0]!.fee,
    );

  /** Places an order as the app does: each line with the unit price shown, and the shown total. */
  const place = async (
    actor: Actor,
    lines: { productId: string; quantity: number; shownUnit: number }[],
    shownTotal?: number,
  ) => {
    const id = randomUUID();
    const subtotal = lines.reduce((sum, l) => sum + l.shownUnit * l.quantity, 0);
    const total = shownTotal ?? subtotal + (await feeFor(subtotal));
    await runAs(
      db.engine,
      actor,
      `insert into public.orders (id, customer_name, phone, email, address_line1, city, state,
         pin_code, items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
         payment_method, status, tax_split, created_at, placed_at)
       values ($1, 'Asha Patil', '+91 98765 43210', 'asha@example.com', '12 MG Road', 'Pune',
               'Maharashtra', '411001', $2::jsonb, $3, 0, 0, $4, 'cod', 'placed', 'cgst_sgst',
               now(), now())`,
      [
        id,
        JSON.stringify(
          lines.map((l) => ({
            productId: l.productId,
            quantity: l.quantity,
            name: l.productId,
            unitPriceInPaise: l.shownUnit,
          })),
        ),
        subtotal,
        total,
      ],
    );
    return id;
  };
  const stored = async (id: string) =>
    (
      await db.engine.query<Held>(
        `select status, total_in_paise::int as total, shown_total_in_paise::int as shown,
                hold_reason, items from public.orders where id = $1`,
        [id],
      )
    ).rows[0]!;
  const movements = async (id: string) =>
    (
      await db.engine.query<{ product_id: string; delta: number; reason: string }>(
        `select product_id, delta, reason from private.stock_movements where order_id = $1
         order by id`,
        [id],
      )
    ).rows;
  const events = async (id: string) =>
    (
      await db.engine.query<{ kind: string; actor_role: string; detail: Record<string, unknown> }>(
        'select kind, actor_role, detail from public.order_events where order_id = $1 order by created_at, id',
        [id],
      )
    ).rows.map((e) => ({ kind: e.kind, actor_role: e.actor_role, detail: e.detail }));
  const rpc = async (actor: Actor, fn: 'confirm_held_order' | 'cancel_held_order', id: string) =>
    (
      await runAs<{ r: Record<string, unknown> }>(
        db.engine,
        actor,
        `select public.${fn}($1) as r`,
        [id],
      )
    ).rows[0]!.r;

  it('decides each case of the shared table as the order page words it', async () => {
    const { rows } = await db.engine.query<{ name: string; reason: string | null }>(
      `select c ->> 'name' as name,
              private.price_hold_reason((c ->> 'shownTotal')::bigint, (c ->> 'total')::bigint,
                                        c -> 'lines') as reason
       from jsonb_array_elements($1::jsonb) as c`,
      [JSON.stringify(PRICE_HOLD_CASES)],
    );
    expect(rows).toEqual(PRICE_HOLD_CASES.map((c) => ({ name: c.name, reason: c.reason })));
  });

  it('holds an order priced above what its buyer saw: no stock, the reason, the messages', async () => {
    const price = await priceOf('sl01');
    const before = await stockOf(db.engine, 'sl01');
    const shownUnit = price - 35_000;
    const id = await place(a.anon, [{ productId: 'sl01', quantity: 1, shownUnit }]);
    const order = await stored(id);
    const reason = `Prices changed: ${inrInMessages(shownUnit)} → ${inrInMessages(price)} on SL01`;
    expect(order).toMatchObject({
      status: 'held',
      total: price + (await feeFor(price)),
      shown: shownUnit + (await feeFor(shownUnit)),
      hold_reason: reason,
    });
    expect(order.items[0]).toMatchObject({
      unitPriceInPaise: price,
      shownUnitPriceInPaise: shownUnit,
    });
    expect(await stockOf(db.engine, 'sl01')).toBe(before);
    expect(await movements(id)).toEqual([]);
    expect(await events(id)).toEqual([
      expect.objectContaining({ kind: 'held', detail: expect.objectContaining({ reason }) }),
    ]);
    const messages = (
      await db.engine.query<{ channel: string; subject: string | null; body: string }>(
        'select channel, subject, body from public.notifications where order_id = $1 order by channel',
        [id],
      )
    ).rows;
    expect(messages.map((m) => m.channel)).toEqual(['email', 'sms']);
    for (const m of messages) expect(m.body).toContain(`/order-success/${id}`);
    expect(messages[1]!.body).toContain(inrInMessages(order.total));
    expect(messages[0]!.body).toContain(
      `${inrInMessages(shownUnit)} → ${inrInMessages(price)} on SL01`,
    );
    // The guest's receipt carries the reason while the order is held.
    const receipt = (
      await runAs<{ r: Record<string, unknown> }>(
        db.engine,
        null,
        'select public.get_order_receipt($1) as r',
        [id],
      )
    ).rows[0]!.r;
    expect(receipt).toMatchObject({ status: 'held', hold_reason: reason, can_cancel: false });
  });

  it('places and charges an order at an equal or lower database total, as before', async () => {
    const price = await priceOf('sl01');
    const before = await stockOf(db.engine, 'sl01');
    const equal = await place(a.anon, [{ productId: 'sl01', quantity: 1, shownUnit: price }]);
    const lower = await place(a.user, [
      { productId: 'sl01', quantity: 1, shownUnit: price + 50_000 },
    ]);
    expect(await stored(equal)).toMatchObject({ status: 'placed', hold_reason: null });
    const charged = await stored(lower);
    expect(charged).toMatchObject({
      status: 'placed',
      hold_reason: null,
      total: price + (await feeFor(price)),
    });
    expect(charged.shown).toBeGreaterThan(charged.total);
    expect(await stockOf(db.engine, 'sl01')).toBe(before - 2);
    expect((await events(lower)).map((e) => e.kind)).toEqual(['placed']);
  });

  it('places an accepted quotation at its frozen total: its buyer saw that total', async () => {
    const id = randomUUID();
    await quoteAction(db.engine, a.admin, id, 'save', {
      ...FIELD_QUOTE,
      lines: [{ productId: 'sl02', quantity: 2, discount_percent: 5 }],
    });
    await quoteAction(db.engine, a.admin, id, 'send', { channels: ['email'] });
    const quote = await storedQuote(db.engine, id);
    const answer = await acceptQuote(db.engine, a.user, quote.token, quote.revision);
    expect(await stored(answer.order_id)).toMatchObject({
      status: 'placed',
      total: quote.total_in_paise,
      shown: quote.total_in_paise,
      hold_reason: null,
    });
  });

  it('holds an order staff place for a customer the same way, and staff may only cancel it', async () => {
    const price = await priceOf('ml01');
    const id = await place(a.admin, [
      { productId: 'ml01', quantity: 2, shownUnit: price - 10_000 },
    ]);
    expect((await stored(id)).status).toBe('held');
    const refusal = await pgError(act(db.engine, a.admin, id, 'confirm'));
    expect(refusal.message).toBe(
      'This order is waiting for the buyer to accept the new prices, so it cannot be confirmed.',
    );
    const desk = (
      await runAs<{ r: { counts: Record<string, number>; rows: { id: string }[] } }>(
        db.engine,
        a.admin,
        `select public.admin_orders('{"status": "held"}'::jsonb) as r`,
      )
    ).rows[0]!.r;
    expect(desk.counts.held).toBeGreaterThanOrEqual(1);
    expect(desk.rows.map((r) => r.id)).toContain(id);
    // Placed for a customer: the staff member's account owns it and may confirm on their word.
    await rpc(a.admin, 'confirm_held_order', id);
    expect((await stored(id)).status).toBe('placed');
  });

  it('confirms a held order: stock reserved now, placed at the new total, once', async () => {
    const price = await priceOf('sl01');
    const id = await place(a.anon, [{ productId: 'sl01', quantity: 2, shownUnit: price - 35_000 }]);
    const before = await stockOf(db.engine, 'sl01');
    // Someone else's account cannot answer for a guest-held order's... nor for another's order.
    const mine = await place(a.user, [
      { productId: 'sl01', quantity: 1, shownUnit: price - 35_000 },
    ]);
    expect((await pgError(rpc(a.user2, 'confirm_held_order', mine))).message).toBe(
      'This order does not exist.',
    );
    expect((await pgError(rpc(null, 'cancel_held_order', mine))).message).toBe(
      'This order does not exist.',
    );

    const receipt = await rpc(null, 'confirm_held_order', id);
    expect(receipt).toMatchObject({
      status: 'placed',
      total_in_paise: 2 * price + (await feeFor(2 * price)),
    });
    expect(await stockOf(db.engine, 'sl01')).toBe(before - 2);
    expect(await movements(id)).toEqual([{ product_id: 'sl01', delta: -2, reason: 'order' }]);
    const kinds = await events(id);
    expect(kinds.map((e) => e.kind)).toEqual(['held', 'placed']);
    expect(kinds[1]).toMatchObject({ actor_role: 'customer', detail: { prices_accepted: true } });
    // A second tap (or the SMS link after the page) changes nothing.
    expect(await rpc(null, 'confirm_held_order', id)).toMatchObject({ status: 'placed' });
    expect(await stockOf(db.engine, 'sl01')).toBe(before - 2);
    expect((await events(id)).length).toBe(2);
    expect((await pgError(rpc(null, 'cancel_held_order', id))).message).toBe(
      'This order is no longer waiting for your answer. To cancel it, use Cancel order.',
    );
    // The signed-in owner confirms their own.
    expect(await rpc(a.user, 'confirm_held_order', mine)).toMatchObject({ status: 'placed' });
  });

  it('refuses to confirm in words when the stock ran out meanwhile, and keeps it held', async () => {
    const price = await priceOf('sl02');
    const id = await place(a.anon, [{ productId: 'sl02', quantity: 3, shownUnit: price - 1 }]);
    await setStock(db.engine, 'sl02', 2);
    const error = await pgError(rpc(null, 'confirm_held_order', id));
    expect(error.message).toBe(
      'Only 2 left of MGRID SL02 Self-Levelling Crossline Laser Pro: you asked for 3.',
    );
    expect((await stored(id)).status).toBe('held');
    expect(await stockOf(db.engine, 'sl02')).toBe(2);
  });

  it('cancels a held order: nothing taken, nothing returned, harmless to repeat', async () => {
    const price = await priceOf('sl01');
    const before = await stockOf(db.engine, 'sl01');
    const id = await place(a.anon, [{ productId: 'sl01', quantity: 1, shownUnit: price - 35_000 }]);
    expect(await rpc(null, 'cancel_held_order', id)).toMatchObject({ status: 'cancelled' });
    expect(await rpc(null, 'cancel_held_order', id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(db.engine, 'sl01')).toBe(before);
    expect(await movements(id)).toEqual([]);
    expect((await events(id)).map((e) => e.kind)).toEqual(['held', 'cancelled']);
    expect((await pgError(rpc(null, 'confirm_held_order', id))).message).toBe(
      'This order is already cancelled, so it cannot be confirmed.',
    );
  });

  it('claims nothing for a bare list of products: placed at the database total', async () => {
    const id = randomUUID();
    await runAs(
      db.engine,
      null,
      `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
         items, payment_method, subtotal_in_paise, total_in_paise)
       values ($1, 'Asha Rao', '9876543210', '12 MG Road', 'Pune', 'Maharashtra', '411001', $2,
               'cod', 1, 1)`,
      [id, JSON.stringify([{ productId: 'ml01', quantity: 1 }])],
    );
    expect(await stored(id)).toMatchObject({ status: 'placed', shown: null, hold_reason: null });
  });
});
