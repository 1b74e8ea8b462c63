// public.catalogue_version(): it grows with what a pre-rendered page shows (a product's price or
// visibility, a banner, the site settings), and an order's stock movement leaves it alone unless
// it takes a product out of stock or back into it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { runAs, type Actor } from '../support/db-actors.ts';

describe.each(ENGINES)('the catalogue version on %s', (kind) => {
  const { db, a } = withActors(kind);

  const version = async (actor: Actor = null) =>
    Number(
      (await runAs<{ v: string }>(db.engine, actor, `select public.catalogue_version() as v`))
        .rows[0]!.v,
    );

  const stockOf = async (id: string) =>
    (
      await db.engine.query<{ s: number }>(
        `select "stockQuantity" as s from public.products where id = $1`,
        [id],
      )
    ).rows[0]!.s;

  const order = async (productId: string, quantity: number) =>
    runAs(
      db.engine,
      a.anon,
      `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
         items, payment_method)
       values ($1, 'Asha Patil', '+91 98765 43210', '12 MG Road', 'Pune', 'Maharashtra',
               '411001', $2::jsonb, 'cod')`,
      [randomUUID(), JSON.stringify([{ productId, quantity }])],
    );

  it('anyone may read it, and a price change makes it grow', async () => {
    const before = await version(a.anon);
    expect(before).toBeGreaterThan(0);
    await db.engine.query(`update public.products set price = '₹7,349' where id = 'sl01'`);
    expect(await version(a.user)).toBe(before + 1);
  });

  it('an order that leaves stock on the shelf does not change it', async () => {
    await db.engine.query(`update public.products set "stockQuantity" = 5 where id = 'sl01'`);
    const before = await version();
    await order('sl01', 2);
    expect(await stockOf('sl01')).toBe(3);
    expect(await version()).toBe(before);
  });

  it('an order that takes the last units makes it grow, once', async () => {
    await db.engine.query(`update public.products set "stockQuantity" = 2 where id = 'sl01'`);
    const before = await version();
    await order('sl01', 2);
    expect(await stockOf('sl01')).toBe(0);
    expect(await version()).toBe(before + 1);
  });

  it('a banner or the site settings make it grow', async () => {
    const before = await version();
    await db.engine.query(`update public.site_settings set delivery_fee_in_paise = 9900`);
    expect(await version()).toBe(before + 1);
    await db.engine.query(`update public.banners set _modified = now()`);
    expect(await version()).toBe(before + 2);
  });
});
