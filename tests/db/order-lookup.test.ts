// What a buyer sees without signing in: the receipt by the order's id with its live
// status, payment, placement time, shipping and public timeline (staff appear as "MGRID",
// internal notes and UTRs never); the device's placement time kept within bounds; and a
// guest's look-up by order number and phone, answered only for the right pair and limited
// per address.
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs } from '../support/db-actors.ts';
import { act, line, placeOrder, SHIPPING } from '../fixtures/orders.ts';

const orderNumber = (id: string) => `MG-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
const DAY = 24 * 3600_000;

describe.each(ENGINES)('order receipt and look-up on %s', (kind) => {
  const { db, a } = withActors(kind);
  const receipt = async (id: string) =>
    (
      await runAs<{ receipt: Record<string, unknown> | null }>(
        db.engine,
        null,
        'select public.get_order_receipt($1) as receipt',
        [id],
      )
    ).rows[0]!.receipt;
  let addresses = 0;
  /** A look-up as a visitor from an address of its own (or the one given). */
  const lookUp = async (number: string, phone: string, ip = `203.0.113.${++addresses}`) =>
    asRequest(
      db.engine,
      null,
      async (tx) =>
        (
          await tx.query<{ receipt: Record<string, unknown> | null }>(
            'select public.lookup_order($1, $2) as receipt',
            [number, phone],
          )
        ).rows[0]!.receipt,
      { headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` } },
    );

  it('shows the guest the status, shipping and public timeline, and nothing about staff', async () => {
    const id = await placeOrder(db.engine, null, {
      items: [line('ml01', 1)],
      paymentMethod: 'upi',
    });
    await act(db.engine, a.admin, id, 'payment', {
      kind: 'upi',
      amount_in_paise: 364900,
      utr: '700011112222',
    });
    await act(db.engine, a.admin, id, 'confirm');
    await act(db.engine, a.admin, id, 'note', { text: 'Customer sounded annoyed' });
    await act(db.engine, a.admin, id, 'note', {
      text: 'Packed with a spare battery',
      internal: false,
    });
    await act(db.engine, a.admin, id, 'pack');
    await act(db.engine, a.admin, id, 'ship', SHIPPING);
    const shown = await receipt(id);
    expect(shown).toMatchObject({
      id,
      order_number: orderNumber(id),
      status: 'shipped',
      payment_status: 'paid',
      payment_method: 'upi',
      total_in_paise: 364900,
      can_cancel: false,
      courier: 'Delhivery',
      tracking_number: '149022317781',
      tracking_url: SHIPPING.tracking_url,
      placed_at: expect.any(String),
    });
    expect(
      (shown!.timeline as Record<string, unknown>[]).map(({ at, ...rest }) => {
        expect(at).toEqual(expect.any(String));
        return rest;
      }),
    ).toEqual([
      { kind: 'placed', by: 'customer' },
      { kind: 'payment_recorded', by: 'MGRID', amount_in_paise: 364900, payment_kind: 'upi' },
      { kind: 'confirmed', by: 'MGRID' },
      { kind: 'note', by: 'MGRID', text: 'Packed with a spare battery' },
      { kind: 'packed', by: 'MGRID' },
      {
        kind: 'shipped',
        by: 'MGRID',
        courier: 'Delhivery',
        tracking_number: '149022317781',
        tracking_url: SHIPPING.tracking_url,
      },
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/Arjun|annoyed|700011112222|Asha|98765/);
  });

  it("keeps the device's placement time, at most now and at least 30 days back", async () => {
    const placedAt = async (times: { createdAt?: string; placedAt?: string }) => {
      const id = await placeOrder(db.engine, null, { items: [line('tg01', 2)], ...times });
      const { rows } = await db.engine.query<{ placed: string; created: string; now: string }>(
        `select placed_at::text as placed, created_at::text as created, now()::text as now
         from public.orders where id = $1`,
        [id],
      );
      const row = rows[0]!;
      return {
        placedAgoDays: Math.round((Date.parse(row.now) - Date.parse(row.placed)) / DAY),
        createdIsNow: Math.abs(Date.parse(row.created) - Date.now()) < 60_000,
      };
    };
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    // Today's app sends its own time as created_at; a newer one sends placed_at.
    expect(await placedAt({ createdAt: ago(2) })).toEqual({ placedAgoDays: 2, createdIsNow: true });
    expect(await placedAt({ createdAt: ago(9), placedAt: ago(3) })).toEqual({
      placedAgoDays: 3,
      createdIsNow: true,
    });
    expect(await placedAt({ placedAt: ago(-5) })).toEqual({ placedAgoDays: 0, createdIsNow: true });
    expect(await placedAt({ placedAt: ago(45) })).toEqual({
      placedAgoDays: 30,
      createdIsNow: true,
    });
  });

  it('finds an order by its number and phone, however they are typed', async () => {
    const id = await placeOrder(db.engine, null, {
      items: [line('mdr40', 1)],
      phone: '+91 98200 11223',
    });
    const number = orderNumber(id);
    for (const [typedNumber, typedPhone] of [
      [number, '+91 98200 11223'],
      [number.toLowerCase(), '9820011223'],
      [number.slice(3), '098200-11223'],
      [` ${number.replace('-', ' ')} `, '919820011223'],
    ]) {
      expect(await lookUp(typedNumber!, typedPhone!), `${typedNumber} ${typedPhone}`).toMatchObject(
        { id, order_number: number, status: 'placed' },
      );
    }
  });

  it('answers nothing for a wrong pair, however close', async () => {
    const id = await placeOrder(db.engine, null, {
      items: [line('mdr40', 1)],
      phone: '+91 98200 44556',
    });
    const number = orderNumber(id);
    const other = await placeOrder(db.engine, null, {
      items: [line('mdr40', 1)],
      phone: '+91 98200 77889',
    });
    for (const [typedNumber, typedPhone] of [
      [number, '+91 98200 77889'], // another order's phone
      [orderNumber(other), '+91 98200 44556'], // another order's number
      [number, '98200 4455'], // nine digits
      ['MG-00000000', '+91 98200 44556'],
      [number.slice(0, 7), '+91 98200 44556'], // part of the number
      ['', ''],
    ]) {
      expect(await lookUp(typedNumber!, typedPhone!), `${typedNumber} ${typedPhone}`).toBeNull();
    }
  });

  it('allows 10 look-ups per address in 10 minutes, right or wrong', async () => {
    const id = await placeOrder(db.engine, null, {
      items: [line('mdr40', 1)],
      phone: '+91 98200 99000',
    });
    const ip = '198.51.100.77';
    for (let i = 0; i < 9; i++) expect(await lookUp('MG-00000000', '9820099000', ip)).toBeNull();
    expect(await lookUp(orderNumber(id), '9820099000', ip)).toMatchObject({ id });
    const error = await pgError(lookUp(orderNumber(id), '9820099000', ip));
    expect(error.code).toBe('PT429');
    expect(error.message).toBe(
      'Too many order look-ups from this connection. Please try again in a few minutes.',
    );
    // Another address is not held back; and the window moves on.
    expect(await lookUp(orderNumber(id), '9820099000', '198.51.100.78')).toMatchObject({ id });
    await db.engine.query(
      `update private.order_lookups set looked_up_at = looked_up_at - interval '11 minutes' where ip = $1`,
      [ip],
    );
    expect(await lookUp(orderNumber(id), '9820099000', ip)).toMatchObject({ id });
  });
});
