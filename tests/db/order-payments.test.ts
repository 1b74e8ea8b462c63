// Payments recorded against orders: UPI with a 12-digit UTR, cash collected on
// delivery, refunds after a paid order is cancelled; payment_status is the database's,
// derived from the recorded payments; every refusal says why.
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';
import {
  act,
  bringTo,
  eventsOf,
  line,
  placeOrder,
  storedOrder,
  type NewOrder,
} from '../fixtures/orders.ts';

// ML01 ₹3,499 + ₹150 delivery; GL3D ₹27,999 + 18% GST on top.
const ML01_TOTAL = 364900;
const GL3D_TOTAL = 3303882;

describe.each(ENGINES)('order payments on %s', (kind) => {
  const { db, a } = withActors(kind);
  let utrs = 0;
  /** A fresh 12-digit UTR per call, so tests never collide. */
  const utr = () => `${kind === 'pglite' ? 5 : 6}${String(++utrs).padStart(11, '0')}`;
  const place = (order: Partial<NewOrder> = {}, actor: Actor = null) =>
    placeOrder(db.engine, actor, { items: [line('ml01', 1)], paymentMethod: 'upi', ...order });
  const pay = (id: string, args: Record<string, unknown>, who: Actor = a.admin) =>
    act(db.engine, who, id, 'payment', args);
  const refusal = async (work: Promise<unknown>) => {
    const error = await pgError(work);
    return `${error.code} ${error.message}`;
  };

  it('marks a UPI order paid when its payment is recorded with the UTR', async () => {
    const id = await place();
    const reference = utr();
    const order = await pay(id, { kind: 'upi', amount_in_paise: ML01_TOTAL, utr: reference });
    expect(order).toMatchObject({ payment_status: 'paid', status: 'placed' });
    expect(order.payments).toEqual([
      expect.objectContaining({
        kind: 'upi',
        amount_in_paise: ML01_TOTAL,
        utr: reference,
        recorded_by: '5a000000-0000-4000-8000-000000000002',
      }),
    ]);
    expect((await eventsOf(db.engine, id)).at(-1)).toEqual({
      kind: 'payment_recorded',
      actor_name: 'Arjun Mehta',
      actor_role: 'admin',
      internal: false,
      detail: {
        kind: 'upi',
        amount_in_paise: ML01_TOTAL,
        utr: reference,
        payment_id: expect.any(String),
      },
    });
    expect(await refusal(pay(id, { kind: 'upi', amount_in_paise: ML01_TOTAL, utr: utr() }))).toBe(
      '23514 This order is already paid.',
    );
  });

  it.each([
    [
      { kind: 'upi', amount_in_paise: 100, utr: '123456789012' },
      '23514 The amount ₹1 does not match the order total ₹3,649.',
    ],
    [
      { kind: 'upi', amount_in_paise: 12345678, utr: '123456789012' },
      '23514 The amount ₹1,23,456.78 does not match the order total ₹3,649.',
    ],
    [
      { kind: 'upi', amount_in_paise: ML01_TOTAL },
      "23514 A UPI payment needs its 12-digit UTR (the bank's transaction reference).",
    ],
    [
      { kind: 'upi', amount_in_paise: ML01_TOTAL, utr: '12345' },
      '23514 The UTR must be 12 digits.',
    ],
    [
      { kind: 'upi', amount_in_paise: ML01_TOTAL, utr: 'UTR123456789' },
      '23514 The UTR must be 12 digits.',
    ],
    [{ kind: 'card', amount_in_paise: ML01_TOTAL }, '23514 A payment is upi, cod_cash or refund.'],
    [
      { kind: 'upi', amount_in_paise: 3649.5, utr: '123456789012' },
      '22023 The amount must be a whole number of paise above zero.',
    ],
    [
      { kind: 'upi', amount_in_paise: '364900', utr: '123456789012' },
      '22023 The amount must be a whole number of paise above zero.',
    ],
    [
      { kind: 'upi', amount_in_paise: -364900, utr: '123456789012' },
      '22023 The amount must be a whole number of paise above zero.',
    ],
  ])('refuses the payment %j: "%s"', async (args, message) => {
    const id = await place();
    expect(await refusal(pay(id, args))).toBe(message);
    expect((await storedOrder(db.engine, id)).payment_status).toBe('pending');
    expect((await eventsOf(db.engine, id)).map((e) => e.kind)).toEqual(['placed']);
  });

  it('shows paise in a mismatch when the total has them', async () => {
    const id = await place({ items: [line('gl3d', 1)] });
    expect((await storedOrder(db.engine, id)).total).toBe(GL3D_TOTAL);
    expect(await refusal(pay(id, { kind: 'upi', amount_in_paise: 3303800, utr: utr() }))).toBe(
      '23514 The amount ₹33,038 does not match the order total ₹33,038.82.',
    );
  });

  it('refuses a UTR already recorded, naming its order', async () => {
    const first = await place();
    const second = await place();
    const reference = utr();
    await pay(first, { kind: 'upi', amount_in_paise: ML01_TOTAL, utr: reference });
    const number = `MG-${first.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(
      await refusal(pay(second, { kind: 'upi', amount_in_paise: ML01_TOTAL, utr: reference })),
    ).toBe(`23505 UTR ${reference} is already recorded for order ${number}.`);
    expect((await storedOrder(db.engine, second)).payment_status).toBe('pending');
  });

  it('records cash on delivery only for a delivered COD order', async () => {
    const cod = await place({ paymentMethod: 'cod' });
    await bringTo(db.engine, a.admin, cod, 'shipped');
    expect(await refusal(pay(cod, { kind: 'cod_cash', amount_in_paise: ML01_TOTAL }))).toBe(
      '23514 Cash on delivery can be recorded once the order is delivered.',
    );
    await act(db.engine, a.admin, cod, 'deliver');
    const paid = await pay(cod, { kind: 'cod_cash', amount_in_paise: ML01_TOTAL });
    expect(paid).toMatchObject({ status: 'delivered', payment_status: 'paid' });

    const upi = await place();
    await bringTo(db.engine, a.admin, upi, 'delivered');
    expect(await refusal(pay(upi, { kind: 'cod_cash', amount_in_paise: ML01_TOTAL }))).toBe(
      '23514 This order is paid by UPI, so no cash is collected on delivery.',
    );
  });

  it('records the cash when the order is marked delivered, after the delivery', async () => {
    const id = await place({ paymentMethod: 'cod' });
    await bringTo(db.engine, a.admin, id, 'shipped');
    const short = await refusal(
      act(db.engine, a.admin, id, 'deliver', { cash_in_paise: ML01_TOTAL - 100 }),
    );
    expect(short).toBe('23514 The amount ₹3,648 does not match the order total ₹3,649.');
    // Nothing of the refused delivery stays.
    expect(await storedOrder(db.engine, id)).toMatchObject({
      status: 'shipped',
      payment_status: 'pending',
    });
    const order = await act(db.engine, a.admin, id, 'deliver', { cash_in_paise: ML01_TOTAL });
    expect(order).toMatchObject({ status: 'delivered', payment_status: 'paid' });
    expect((await eventsOf(db.engine, id)).slice(-2).map((e) => [e.kind, e.detail.kind])).toEqual([
      ['delivered', undefined],
      ['payment_recorded', 'cod_cash'],
    ]);
  });

  it('refunds only a cancelled, paid order, for the amount paid, once', async () => {
    const unpaid = await place();
    await act(db.engine, a.admin, unpaid, 'cancel', { reason: 'Customer cancelled' });
    expect(await refusal(pay(unpaid, { kind: 'refund', amount_in_paise: ML01_TOTAL }))).toBe(
      '23514 This order has no payment to refund.',
    );

    const id = await place();
    await pay(id, { kind: 'upi', amount_in_paise: ML01_TOTAL, utr: utr() });
    expect(await refusal(pay(id, { kind: 'refund', amount_in_paise: ML01_TOTAL }))).toBe(
      '23514 A refund can be recorded only after the order is cancelled.',
    );
    await act(db.engine, a.admin, id, 'cancel', { reason: 'Out of delivery area' });
    expect((await storedOrder(db.engine, id)).payment_status).toBe('paid');
    expect(await refusal(pay(id, { kind: 'refund', amount_in_paise: 1000 }))).toBe(
      '23514 The refund ₹10 does not match the amount paid ₹3,649.',
    );
    const refundUtr = utr();
    const refunded = await pay(id, { kind: 'refund', amount_in_paise: ML01_TOTAL, utr: refundUtr });
    expect(refunded.payment_status).toBe('refunded');
    expect((await eventsOf(db.engine, id)).at(-1)).toMatchObject({
      kind: 'refund_recorded',
      detail: { kind: 'refund', amount_in_paise: ML01_TOTAL, utr: refundUtr },
    });
    expect(await refusal(pay(id, { kind: 'refund', amount_in_paise: ML01_TOTAL }))).toBe(
      "23514 This order's payment has already been refunded.",
    );
    expect(await refusal(pay(id, { kind: 'upi', amount_in_paise: ML01_TOTAL, utr: utr() }))).toBe(
      "23514 This order's payment has already been refunded.",
    );
  });

  it('lets only staff record payments, and buyers read their own', async () => {
    const id = await place({}, a.user);
    for (const who of [a.user, a.inactiveAdmin]) {
      expect(
        await refusal(pay(id, { kind: 'upi', amount_in_paise: ML01_TOTAL, utr: utr() }, who)),
      ).toBe('42501 Only MGRID staff can change orders.');
    }
    const insert = await pgError(
      runAs(
        db.engine,
        a.admin,
        `insert into public.order_payments (order_id, kind, amount_in_paise, utr)
         values ($1, 'upi', ${ML01_TOTAL}, '999999999999')`,
        [id],
      ),
    );
    expect(insert.code).toBe('42501');
    await pay(id, { kind: 'upi', amount_in_paise: ML01_TOTAL, utr: utr() });
    const read = (who: Actor) =>
      runAs<{ kind: string }>(
        db.engine,
        who,
        'select kind from public.order_payments where order_id = $1',
        [id],
      );
    expect((await read(a.user)).rows).toEqual([{ kind: 'upi' }]);
    expect((await read(a.admin)).rows).toEqual([{ kind: 'upi' }]);
    expect((await read(a.user2)).rows).toEqual([]);
    expect((await read(a.inactiveAdmin)).rows).toEqual([]);
    expect((await pgError(read(a.anon))).message).toBe(
      'permission denied for table order_payments',
    );
  });
});
