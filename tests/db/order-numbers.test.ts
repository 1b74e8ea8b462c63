// Order numbers are unique: the number is MG- and the first 8 hex digits
// of the id the device chose, and an order whose id shares those digits with a stored one
// gets a longer number (more digits of its id), stored with the order and answered by every
// reader (public.order_number, the receipt, the buyer's SMS, the guest's look-up); a number
// never changes.
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs } from '../support/db-actors.ts';
import { line, placeOrder } from '../fixtures/orders.ts';

const FIRST = 'b67c4244-0000-4000-8000-000000000001';
const SECOND = 'b67c4244-1111-4000-8000-000000000002';
const THIRD = 'b67c4244-1222-4000-8000-000000000003';
const FOURTH = 'b67c4244-2000-4000-8000-000000000004';

describe.each(ENGINES)('unique order numbers on %s', (kind) => {
  const { db, a } = withActors(kind);
  const stored = async (id: string) =>
    (
      await db.engine.query<{ order_number: string; read: string }>(
        'select order_number, public.order_number(id) as read from public.orders where id = $1',
        [id],
      )
    ).rows[0];
  const lookUp = async (number: string, phone: string) =>
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
      { headers: { 'x-forwarded-for': '203.0.113.90, 10.0.0.1' } },
    );

  it('gives an order whose id shares the first 8 digits a longer number, both stored', async () => {
    await placeOrder(db.engine, null, { id: FIRST, items: [line('mdr40', 1)] });
    await placeOrder(db.engine, a.user, {
      id: SECOND,
      items: [line('mdr40', 1)],
      phone: '+91 98200 44556',
    });
    await placeOrder(db.engine, null, { id: THIRD, items: [line('mdr40', 1)] });
    await placeOrder(db.engine, null, { id: FOURTH, items: [line('mdr40', 1)] });
    expect(await stored(FIRST)).toEqual({ order_number: 'MG-B67C4244', read: 'MG-B67C4244' });
    expect(await stored(SECOND)).toEqual({ order_number: 'MG-B67C42441', read: 'MG-B67C42441' });
    // The third's 9 digits are the second's number: it takes 10. The fourth's 9 are free.
    expect((await stored(THIRD))!.order_number).toBe('MG-B67C424412');
    expect((await stored(FOURTH))!.order_number).toBe('MG-B67C42442');
    const { rows } = await db.engine.query<{ n: number; numbers: number }>(
      `select count(*)::int as n, count(distinct order_number)::int as numbers
       from public.orders where id::text like 'b67c4244-%'`,
    );
    expect(rows[0]).toEqual({ n: 4, numbers: 4 });
  });

  it('names the order by its stored number in the receipt, the SMS and the look-up', async () => {
    const { rows } = await runAs<{ receipt: { order_number: string } }>(
      db.engine,
      null,
      'select public.get_order_receipt($1) as receipt',
      [SECOND],
    );
    expect(rows[0]!.receipt.order_number).toBe('MG-B67C42441');
    const sms = await db.engine.query<{ body: string }>(
      `select body from public.notifications where order_id = $1 and channel = 'sms'`,
      [SECOND],
    );
    expect(sms.rows[0]!.body).toContain('MG-B67C42441');
    expect(sms.rows[0]!.body).not.toContain('MG-B67C4244 ');
    // The longer number finds the second order; the 8 digits its device showed still do.
    expect(await lookUp('MG-B67C42441', '9820044556')).toMatchObject({ id: SECOND });
    expect(await lookUp('mg-b67c4244', '9820044556')).toMatchObject({
      id: SECOND,
      order_number: 'MG-B67C42441',
    });
    expect(await lookUp('MG-B67C42441', '9876543210')).toBeNull();
  });

  it('finds the order by its whole longer number on the desk, and both by the 8 digits', async () => {
    const search = async (term: string) =>
      (
        await runAs<{ page: { rows: { id: string; order_number: string }[] } }>(
          db.engine,
          a.admin,
          'select public.admin_orders($1::jsonb) as page',
          [JSON.stringify({ search: term })],
        )
      ).rows[0]!.page.rows;
    expect(await search('MG-B67C42441')).toEqual([
      expect.objectContaining({ id: SECOND, order_number: 'MG-B67C42441' }),
    ]);
    expect((await search('mg-b67c4244')).map((r) => r.id).sort()).toEqual(
      [FIRST, SECOND, THIRD, FOURTH].sort(),
    );
  });

  it("names a staff order by its stored number in the customer's lead", async () => {
    const first = 'c0ffee00-0000-4000-8000-000000000001';
    const second = 'c0ffee00-5000-4000-8000-000000000002';
    await placeOrder(db.engine, null, { id: first, items: [line('mdr40', 1)] });
    await placeOrder(db.engine, a.admin, {
      id: second,
      items: [line('mdr40', 1)],
      name: 'Kiran Shah',
      phone: '+91 99000 11223',
      email: null,
    });
    const { rows } = await db.engine.query<{ notes: string }>(
      'select l.notes from public.leads l join public.orders o on o.lead_id = l.id where o.id = $1',
      [second],
    );
    expect(rows[0]!.notes).toMatch(/^Order MG-C0FFEE005 of /);
  });

  if (kind === 'postgres') {
    it('numbers two orders placed at the same moment with the same 8 digits apart', async () => {
      const ids = [
        'dead0000-1000-4000-8000-000000000001',
        'dead0000-2000-4000-8000-000000000002',
        'dead0000-3000-4000-8000-000000000003',
      ];
      await Promise.all(
        ids.map((id) => placeOrder(db.engine, null, { id, items: [line('mdr40', 1)] })),
      );
      const numbers = await Promise.all(ids.map(async (id) => (await stored(id))!.order_number));
      expect(new Set(numbers).size).toBe(3);
      expect(numbers.filter((n) => n === 'MG-DEAD0000')).toHaveLength(1);
      expect(numbers.filter((n) => n.length === 'MG-DEAD00001'.length)).toHaveLength(2);
    });
  }

  it('never changes a stored number', async () => {
    const error = await pgError(
      db.engine.query(`update public.orders set order_number = 'MG-B67C4244' where id = $1`, [
        SECOND,
      ]),
    );
    expect(error.message).toBe("An order's number never changes.");
    expect((await stored(SECOND))!.order_number).toBe('MG-B67C42441');
  });
});
