// Stock that cannot be oversold: an order reserves its stock where it is priced,
// a line asking for more than is left refuses the order (in words, and as JSON for the
// device), cancelling returns the stock once, concurrent buyers of the last units never
// both get them, and publishing a product draft keeps what orders took meanwhile.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';
import {
  act,
  line,
  placeOrder,
  setStock,
  stockOf,
  storedOrder,
  type OrderLine,
} from '../fixtures/orders.ts';

const LR60 = 'MGRID LR60 Laser Receiver / Detector';
const SL02 = 'MGRID SL02 Self-Levelling Crossline Laser Pro';

describe.each(ENGINES)('order stock on %s', (kind) => {
  const { db, a } = withActors(kind);
  const place = (items: OrderLine[], actor: Actor = null, id?: string) =>
    placeOrder(db.engine, actor, { id, items });
  const orderCount = async (id: string) =>
    (
      await db.engine.query<{ n: number }>(
        'select count(*)::int as n from public.orders where id = $1',
        [id],
      )
    ).rows[0]!.n;

  it('takes the stock of every line as the order is placed', async () => {
    const [sl01, mdr40] = [await stockOf(db.engine, 'sl01'), await stockOf(db.engine, 'mdr40')];
    await place([line('sl01', 2), line('mdr40', 3), line('sl01', 1)]);
    expect(await stockOf(db.engine, 'sl01')).toBe(sl01 - 3);
    expect(await stockOf(db.engine, 'mdr40')).toBe(mdr40 - 3);
  });

  it('refuses 500 SL02 with 85 in stock, naming the product and what is left', async () => {
    expect(await stockOf(db.engine, 'sl02')).toBe(85);
    const id = randomUUID();
    const error = await pgError(place([line('sl02', 500)], null, id));
    expect(error.code).toBe('23514');
    expect(error.message).toBe(`Only 85 left of ${SL02}: you asked for 500.`);
    expect(JSON.parse(error.detail!)).toEqual({
      reason: 'out_of_stock',
      lines: [{ productId: 'sl02', name: SL02, asked: 500, available: 85 }],
    });
    expect(error.hint).toBe(
      'Lower the quantity to what is left, or remove the item, and place the order again.',
    );
    expect(await orderCount(id)).toBe(0);
    expect(await stockOf(db.engine, 'sl02')).toBe(85);
  });

  it('refuses an out-of-stock product, and lists every short line for the device', async () => {
    await setStock(db.engine, 'lr60', 0);
    await setStock(db.engine, 'cc01', 2);
    const before = await stockOf(db.engine, 'ml01');
    const single = await pgError(place([line('lr60', 3)]));
    expect(single.message).toBe(`${LR60} is out of stock.`);
    const several = await pgError(place([line('ml01', 1), line('cc01', 3), line('lr60', 1)]));
    expect(several.message).toBe(
      'Only 2 left of MGRID CC01 Hard Carry Case: you asked for 3. Another item in this order is short of stock too.',
    );
    expect(JSON.parse(several.detail!).lines).toEqual([
      { productId: 'cc01', name: 'MGRID CC01 Hard Carry Case', asked: 3, available: 2 },
      { productId: 'lr60', name: LR60, asked: 1, available: 0 },
    ]);
    // The line that could be filled was not taken either.
    expect(await stockOf(db.engine, 'ml01')).toBe(before);
    // Lines for one product count together.
    expect((await pgError(place([line('cc01', 1), line('cc01', 2)]))).message).toBe(
      'Only 2 left of MGRID CC01 Hard Carry Case: you asked for 3.',
    );
    // The rest of the order, offered back to the buyer, goes through.
    await place([line('ml01', 1), line('cc01', 2)]);
    expect(await stockOf(db.engine, 'cc01')).toBe(0);
  });

  it('returns the stock when the order is cancelled, once', async () => {
    const before = await stockOf(db.engine, 'mdr100');
    const id = await place([line('mdr100', 4)]);
    await act(db.engine, a.admin, id, 'confirm');
    expect(await stockOf(db.engine, 'mdr100')).toBe(before - 4);
    await act(db.engine, a.admin, id, 'cancel', { reason: 'Payment not received' });
    expect(await stockOf(db.engine, 'mdr100')).toBe(before);
    expect((await storedOrder(db.engine, id)).stock_released).toBe(true);
    await pgError(act(db.engine, a.admin, id, 'cancel', { reason: 'Again' }));
    await pgError(
      runAs(db.engine, a.anon, 'select public.cancel_my_order($1, $2)', [id, 'And again']),
    );
    expect(await stockOf(db.engine, 'mdr100')).toBe(before);
  });

  it('returns only what an order reserved', async () => {
    // An order stored before reservations existed (no ledger rows) returns nothing.
    const before = await stockOf(db.engine, 'tp160');
    const id = await place([line('tp160', 2)]);
    await db.engine.query('delete from private.stock_movements where order_id = $1', [id]);
    await act(db.engine, a.admin, id, 'cancel', { reason: 'Duplicate order' });
    expect(await stockOf(db.engine, 'tp160')).toBe(before - 2);
  });

  it('sells the last units once when orders arrive one after another', async () => {
    await setStock(db.engine, 'mwm01', 5);
    const outcomes: string[] = [];
    for (let i = 0; i < 7; i++) {
      outcomes.push(
        await place([line('mwm01', 1)]).then(
          () => 'placed',
          (error: Error) => error.message,
        ),
      );
    }
    expect(outcomes).toEqual([
      ...Array<string>(5).fill('placed'),
      'MGRID MWM01 Magnetic Wall Mount is out of stock.',
      'MGRID MWM01 Magnetic Wall Mount is out of stock.',
    ]);
    expect(await stockOf(db.engine, 'mwm01')).toBe(0);
  });

  describe('publishing product drafts', () => {
    const pulled = async (id: string) =>
      (
        await db.engine.query<{ row: Record<string, unknown> }>(
          'select to_jsonb(p) - $2::text[] as row from public.products p where id = $1',
          [id, ['price_paise', 'mrp_paise', 'bulk_unit_price_paise']],
        )
      ).rows[0]!.row;
    const publish = async (upserts: unknown[], force = false) =>
      (
        await runAs<{ result: Record<string, unknown> }>(
          db.engine,
          a.admin,
          'select public.publish_products(upserts => $1::jsonb, deletions => $2::jsonb, force => $3) as result',
          [JSON.stringify(upserts), '[]', force],
        )
      ).rows[0]!.result;
    const draftOf = (server: Record<string, unknown>, changes: Record<string, unknown>) => ({
      ...server,
      ...changes,
      _base_modified: server._modified,
    });

    it('keeps what orders took since the draft began, and applies a restock as a difference', async () => {
      await setStock(db.engine, 'sl01', 40);
      const server = await pulled('sl01'); // the admin starts editing: 40 on the shelf
      await place([line('sl01', 3)]);
      const cancelled = await place([line('sl01', 1)]);
      await act(db.engine, a.admin, cancelled, 'cancel', { reason: 'Changed mind' });
      await place([line('sl01', 2)]);
      expect(await stockOf(db.engine, 'sl01')).toBe(35);

      // A draft that changes the rank only: no conflict, and the 5 sold are not put back.
      expect(await publish([draftOf(server, { rank: 4 })])).toMatchObject({
        ok: true,
        conflicts: [],
      });
      expect(await stockOf(db.engine, 'sl01')).toBe(35);

      // A restock of 20 (40 -> 60 in the draft) adds 20 to what is there now.
      const next = await pulled('sl01');
      await place([line('sl01', 1)]);
      expect(await publish([draftOf(next, { stockQuantity: 55 })])).toMatchObject({ ok: true });
      expect(await stockOf(db.engine, 'sl01')).toBe(54);
    });

    it('publishes a retried draft once', async () => {
      await setStock(db.engine, 'gl360', 10);
      const server = await pulled('gl360');
      await place([line('gl360', 2)]);
      const draft = draftOf(server, { stockQuantity: 30 });
      expect(await publish([draft])).toMatchObject({ ok: true });
      expect(await stockOf(db.engine, 'gl360')).toBe(28);
      await place([line('gl360', 1)]);
      expect(await publish([draft])).toMatchObject({ ok: true, conflicts: [] });
      expect(await stockOf(db.engine, 'gl360')).toBe(27);
    });

    it('reports a draft that would take the stock below zero, and publishes 0 when forced', async () => {
      await setStock(db.engine, 'bp2600', 10);
      const server = await pulled('bp2600');
      await place([line('bp2600', 8)]);
      // The admin counted 4 damaged units out: 10 -> 6, but only 2 are left now.
      const draft = draftOf(server, { stockQuantity: 6 });
      expect(await publish([draft])).toEqual({
        ok: false,
        conflicts: [
          {
            id: 'bp2600',
            server_modified: expect.any(String),
            reason: 'stock',
            available: 2,
            // The server's row, for merging the draft field by field.
            server: expect.objectContaining({ id: 'bp2600', stockQuantity: 2 }),
          },
        ],
        upserted: [],
        deleted: [],
      });
      expect(await stockOf(db.engine, 'bp2600')).toBe(2);
      expect(await publish([draft], true)).toMatchObject({ ok: true, upserted: ['bp2600'] });
      expect(await stockOf(db.engine, 'bp2600')).toBe(0);
    });

    it("still reports another admin's edit as a conflict", async () => {
      const server = await pulled('lg01');
      await db.engine.query(
        `update public.products set "shortDescription" = 'Now anti-fog' where id = 'lg01'`,
      );
      expect(await publish([draftOf(server, { rank: 2 })])).toMatchObject({
        ok: false,
        conflicts: [{ id: 'lg01', reason: 'changed' }],
      });
    });
  });

  if (kind === 'postgres') {
    describe('concurrent buyers (PostgreSQL, one connection each)', () => {
      /** Runs each order in its own transaction, all started before any inserts. */
      const race = async (orders: OrderLine[][]) => {
        const engine = await openPostgres(db.url!, orders.length);
        try {
          let arrived = 0;
          let release!: () => void;
          const allIn = new Promise<void>((resolve) => (release = resolve));
          return await Promise.allSettled(
            orders.map((items) =>
              asRequest(engine, null, async (tx) => {
                await tx.query('select 1');
                if (++arrived === orders.length) release();
                await allIn;
                await tx.query(
                  `insert into public.orders (customer_name, phone, address_line1, city, state,
                     pin_code, items, payment_method)
                   values ('Buyer', '9876543210', '1 Road', 'Pune', 'Maharashtra', '411001',
                           $1::jsonb, 'upi')`,
                  [JSON.stringify(items)],
                );
              }),
            ),
          );
        } finally {
          await engine.close();
        }
      };

      it('lets exactly 5 of 20 buyers have the last 5 units', async () => {
        await setStock(db.engine, 'lr60', 5);
        const results = await race(Array.from({ length: 20 }, () => [line('lr60', 1)]));
        const reasons = results.map((r) =>
          r.status === 'fulfilled' ? 'placed' : (r.reason as Error).message,
        );
        expect(reasons.filter((r) => r === 'placed')).toHaveLength(5);
        expect(new Set(reasons.filter((r) => r !== 'placed'))).toEqual(
          new Set([`${LR60} is out of stock.`]),
        );
        expect(await stockOf(db.engine, 'lr60')).toBe(0);
        const { rows } = await db.engine.query<{ n: number; taken: number }>(
          `select count(distinct order_id)::int as n, -sum(delta)::int as taken
           from private.stock_movements where product_id = 'lr60'`,
        );
        expect(rows[0]).toEqual({ n: 5, taken: 5 });
      });

      it('never deadlocks orders naming the same products in opposite orders', async () => {
        await setStock(db.engine, 'ml01', 100);
        await setStock(db.engine, 'mdr60', 100);
        const results = await race(
          Array.from({ length: 16 }, (_, i) =>
            i % 2 ? [line('ml01', 1), line('mdr60', 1)] : [line('mdr60', 1), line('ml01', 1)],
          ),
        );
        expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
        expect(await stockOf(db.engine, 'ml01')).toBe(84);
        expect(await stockOf(db.engine, 'mdr60')).toBe(84);
      });
    });
  }
});
