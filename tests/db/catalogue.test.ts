// The catalogue: products, services, banners, dealers and site settings. Everyone reads;
// admins manage products, services, banners and dealers; only superadmins edit settings.
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';

const NEW_PRODUCT = `insert into public.products (id, name, category, price) values ($1, 'Test Laser', 'Tools', '₹1,000')`;

describe.each(ENGINES)('catalogue on %s', (kind) => {
  const { db, a } = withActors(kind);
  const ids = async (actor: Actor, sql: string) =>
    (await runAs<{ id: string }>(db.engine, actor, sql)).rows.map((r) => r.id);

  describe('products', () => {
    it('parses price text to paise, rounding half away from zero', async () => {
      const { rows } = await db.engine.query<{ input: string; paise: string | null }>(
        `select input, public.price_text_to_paise(input)::text as paise
         from unnest(array['₹12,999', '12999', '12,999.50', '12.345', '12.344', '0.005', 'Rs. 12', 'abc', '']) as input`,
      );
      expect(Object.fromEntries(rows.map((r) => [r.input, r.paise]))).toEqual({
        '₹12,999': '1299900',
        '12999': '1299900',
        '12,999.50': '1299950',
        '12.345': '1235',
        '12.344': '1234',
        '0.005': '1',
        'Rs. 12': null,
        abc: null,
        '': null,
      });
    });

    it('shows visitors and users every visible product, hiding the upcoming one', async () => {
      for (const who of [a.anon, a.user, a.inactiveAdmin]) {
        const visible = await ids(who, 'select id from public.products');
        expect(visible.length).toBeGreaterThanOrEqual(14);
        expect(visible).toEqual(expect.arrayContaining(['ml01', 'sl01', 'sl02', 'mdr60']));
        expect(visible).not.toContain('sl03');
      }
    });

    it('shows admins hidden products too', async () => {
      expect(await ids(a.admin, 'select id from public.products')).toContain('sl03');
      expect(await ids(a.superadmin, 'select id from public.products where hidden')).toEqual([
        'sl03',
      ]);
    });

    it('lets an admin insert a product, with computed paise and server timestamps', async () => {
      await runAs(db.engine, a.admin, NEW_PRODUCT, ['tst01']);
      const { rows } = await db.engine.query(
        `select price_paise::int as price_paise, rank, moq, gst_rate::float8 as gst_rate,
                price_inclusive, _modified > now() - interval '1 minute' as fresh
         from public.products where id = 'tst01'`,
      );
      expect(rows).toEqual([
        {
          price_paise: 100000,
          rank: 999,
          moq: 1,
          gst_rate: 18,
          price_inclusive: true,
          fresh: true,
        },
      ]);
    });

    it('refuses product inserts by anyone but an active admin', async () => {
      for (const [n, who] of [a.anon, a.user, a.user2, a.inactiveAdmin].entries()) {
        const error = await pgError(runAs(db.engine, who, NEW_PRODUCT, [`deny${n}`]));
        expect(error.code).toBe('42501');
      }
      expect(
        (await db.engine.query(`select id from public.products where id like 'deny%'`)).rows,
      ).toEqual([]);
    });

    it('rejects unparseable prices and a non-positive moq', async () => {
      const price = await pgError(
        runAs(
          db.engine,
          a.admin,
          `insert into public.products (id, name, category, price) values ('bad01', 'Bad', 'Tools', 'call us')`,
        ),
      );
      expect(price.code).toBe('23514');
      const moq = await pgError(
        runAs(db.engine, a.admin, `update public.products set moq = 0 where id = 'ml01'`),
      );
      expect(moq.code).toBe('23514');
    });

    it('lets an admin update a product; the server sets _modified whatever the client sends', async () => {
      const { rowCount } = await runAs(
        db.engine,
        a.admin,
        `update public.products set price = '₹3,299', _modified = '2000-01-01' where id = 'ml01'`,
      );
      expect(rowCount).toBe(1);
      const { rows } = await db.engine.query(
        `select price_paise::int as paise, _modified > now() - interval '1 minute' as fresh
         from public.products where id = 'ml01'`,
      );
      expect(rows).toEqual([{ paise: 329900, fresh: true }]);
    });

    it('gives users, anon and inactive admins nothing to update', async () => {
      for (const who of [a.anon, a.user, a.inactiveAdmin]) {
        const { rowCount } = await runAs(db.engine, who, `update public.products set price = '1'`);
        expect(rowCount).toBe(0);
      }
      const { rows } = await db.engine.query(`select price from public.products where id = 'sl02'`);
      expect(rows).toEqual([{ price: '₹12,999' }]);
    });

    it('refuses hard deletes, even by admins; soft-deleted tombstones stay visible for sync', async () => {
      for (const who of [a.admin, a.superadmin, a.anon]) {
        const error = await pgError(
          runAs(db.engine, who, `delete from public.products where id = 'cc01'`),
        );
        expect(error.code).toBe('42501');
      }
      await runAs(
        db.engine,
        a.admin,
        `update public.products set _deleted = true where id = 'cc01'`,
      );
      const { rows } = await runAs(
        db.engine,
        a.anon,
        `select id, _deleted from public.products where id = 'cc01'`,
      );
      expect(rows).toEqual([{ id: 'cc01', _deleted: true }]);
    });

    it('notes a product hidden (only that) for visitors to re-check, and nobody can forge a notice', async () => {
      const notices = () =>
        ids(a.anon, `select row_id as id from public.catalogue_withdrawals order by id`);
      expect(await notices()).toEqual([]);
      await runAs(db.engine, a.admin, `update public.products set hidden = true where id = 'sl01'`);
      // A price change, a re-hide of a hidden one and an unhide are not withdrawals.
      await runAs(
        db.engine,
        a.admin,
        `update public.products set price = '₹999' where id = 'sl01'`,
      );
      await runAs(
        db.engine,
        a.admin,
        `update public.products set hidden = false where id = 'sl01'`,
      );
      expect(await notices()).toEqual(['sl01']);
      expect(await ids(a.user, `select id from public.products where id = 'sl01'`)).toEqual([
        'sl01',
      ]);
      for (const who of [a.anon, a.user, a.admin, a.superadmin]) {
        const error = await pgError(
          runAs(
            db.engine,
            who,
            `insert into public.catalogue_withdrawals (table_name, row_id) values ('products', 'ml01')`,
          ),
        );
        expect(error.code).toBe('42501');
        const { rowCount } = await runAs(
          db.engine,
          who,
          `delete from public.catalogue_withdrawals`,
        ).catch(() => ({ rowCount: 0 }));
        expect(rowCount).toBe(0);
      }
      expect(await notices()).toEqual(['sl01']);
    });
  });

  describe('services', () => {
    it('shows everyone the three services', async () => {
      for (const who of [a.anon, a.user]) {
        expect(await ids(who, 'select id from public.services order by sort_order')).toEqual([
          'custom-tool-design',
          'design-consultation',
          'e-repair',
        ]);
      }
    });

    it('lets admins add and edit services, nobody else', async () => {
      await runAs(
        db.engine,
        a.admin,
        `insert into public.services (id, name, category) values ('calibration', 'Calibration', 'Support')`,
      );
      expect(await ids(a.anon, `select id from public.services where id = 'calibration'`)).toEqual([
        'calibration',
      ]);
      const error = await pgError(
        runAs(
          db.engine,
          a.user,
          `insert into public.services (id, name, category) values ('spam', 'Spam', 'x')`,
        ),
      );
      expect(error.code).toBe('42501');
      const anonUpdate = await runAs(db.engine, a.anon, `update public.services set name = 'x'`);
      expect(anonUpdate.rowCount).toBe(0);
    });
  });

  describe('banners', () => {
    it('shows visitors active banners only, admins all of them', async () => {
      const active = await ids(a.anon, 'select id from public.banners');
      const all = await ids(a.admin, 'select id from public.banners');
      expect(active).toHaveLength(2);
      expect(all).toHaveLength(3);
    });

    it('lets an admin create and toggle a banner, which visitors then see', async () => {
      const id = 'b1000000-0000-4000-8000-000000000001';
      await runAs(
        db.engine,
        a.admin,
        `insert into public.banners (id, title, is_active, cta_url) values ($1, 'Flash sale', false, '/deals-discounts')`,
        [id],
      );
      expect(await ids(a.anon, 'select id from public.banners')).not.toContain(id);
      await runAs(db.engine, a.admin, 'update public.banners set is_active = true where id = $1', [
        id,
      ]);
      expect(await ids(a.anon, 'select id from public.banners')).toContain(id);
    });

    it('lets visitors read a banner switched off, but never words they were not shown', async () => {
      const id = 'b1000000-0000-4000-8000-000000000002';
      const visible = async () => (await ids(a.anon, 'select id from public.banners')).includes(id);
      const asAdmin = (sql: string) => runAs(db.engine, a.admin, sql, [id]);
      await asAdmin(
        `insert into public.banners (id, title, is_active) values ($1, 'Draft', false)`,
      );
      expect(await visible()).toBe(false);
      // A client cannot set the flag itself: the trigger decides.
      await asAdmin(`update public.banners set shown_to_visitors = true where id = $1`);
      expect(await visible()).toBe(false);
      await asAdmin(`update public.banners set is_active = true where id = $1`);
      expect(await visible()).toBe(true);
      // Switched off: visitors still read the row, so the change reaches them.
      await asAdmin(`update public.banners set is_active = false where id = $1`);
      expect(await visible()).toBe(true);
      const { rows } = await runAs<{ is_active: boolean }>(
        db.engine,
        a.anon,
        'select is_active from public.banners where id = $1',
        [id],
      );
      expect(rows).toEqual([{ is_active: false }]);
      // Rewritten while off: the new words stay with the admins until it is live again.
      await asAdmin(`update public.banners set title = 'Secret Diwali offer' where id = $1`);
      expect(await visible()).toBe(false);
      await asAdmin(`update public.banners set is_active = true where id = $1`);
      expect(await visible()).toBe(true);
      // A deletion stays readable as a tombstone, so it reaches visitors too.
      await asAdmin(`update public.banners set _deleted = true where id = $1`);
      expect(await visible()).toBe(true);
    });

    it('refuses banner writes by users and unsafe links', async () => {
      const user = await pgError(
        runAs(db.engine, a.user, `insert into public.banners (title) values ('Buy from my shop')`),
      );
      expect(user.code).toBe('42501');
      const userToggle = await runAs(
        db.engine,
        a.user,
        'update public.banners set is_active = false',
      );
      expect(userToggle.rowCount).toBe(0);
      const link = await pgError(
        runAs(
          db.engine,
          a.admin,
          `insert into public.banners (title, cta_url) values ('x', 'javascript:alert(1)')`,
        ),
      );
      expect(link.code).toBe('23514');
    });
  });

  describe('dealers', () => {
    it('lists dealers in at least 20 cities for everyone', async () => {
      const { rows } = await runAs<{ cities: number }>(
        db.engine,
        a.anon,
        'select count(distinct city)::int as cities from public.dealers where is_active',
      );
      expect(rows[0]!.cities).toBeGreaterThanOrEqual(20);
    });

    it('lets admins edit dealers; users cannot', async () => {
      const admin = await runAs(
        db.engine,
        a.admin,
        `update public.dealers set phone = '+91 22 2387 0000' where id = 'mum-lamington'`,
      );
      expect(admin.rowCount).toBe(1);
      const user = await runAs(db.engine, a.user, `update public.dealers set is_active = false`);
      expect(user.rowCount).toBe(0);
      const insert = await pgError(
        runAs(
          db.engine,
          a.user,
          `insert into public.dealers (id, name, type, address, city, state, pin_code, phone)
           values ('fake', 'Fake', 'distributor', 'x', 'Pune', 'Maharashtra', '411001', '+91 20 1234 5678')`,
        ),
      );
      expect(insert.code).toBe('42501');
    });

    it('validates PIN codes and states', async () => {
      for (const [pin, state] of [
        ['012345', 'Maharashtra'],
        ['41100', 'Maharashtra'],
        ['411001', 'Bombay'],
      ]) {
        const error = await pgError(
          runAs(
            db.engine,
            a.admin,
            `insert into public.dealers (id, name, type, address, city, state, pin_code, phone)
             values ('bad-pin', 'X', 'distributor', 'x', 'Pune', $2, $1, '+91 20 1234 5678')`,
            [pin, state],
          ),
        );
        expect(error.code).toBe('23514');
      }
    });
  });

  describe('site_settings', () => {
    it('gives everyone the single settings row with the spec delivery defaults', async () => {
      const { rows } = await runAs(
        db.engine,
        a.anon,
        `select id, delivery_fee_in_paise, free_delivery_threshold_in_paise, seller_state, upi_id
         from public.site_settings`,
      );
      expect(rows).toEqual([
        {
          id: 'default',
          delivery_fee_in_paise: 15000,
          free_delivery_threshold_in_paise: 500000,
          seller_state: 'Maharashtra',
          upi_id: 'mgrid@upi',
        },
      ]);
    });

    it('lets only a superadmin edit settings', async () => {
      for (const who of [a.anon, a.user, a.admin, a.inactiveAdmin]) {
        const { rowCount } = await runAs(
          db.engine,
          who,
          `update public.site_settings set hero_title = 'pwned'`,
        );
        expect(rowCount).toBe(0);
      }
      const { rowCount } = await runAs(
        db.engine,
        a.superadmin,
        `update public.site_settings set hero_title = 'Levels you can trust'`,
      );
      expect(rowCount).toBe(1);
      const { rows } = await db.engine.query('select hero_title from public.site_settings');
      expect(rows).toEqual([{ hero_title: 'Levels you can trust' }]);
    });

    it('keeps it a single row', async () => {
      const error = await pgError(
        runAs(db.engine, a.superadmin, `insert into public.site_settings (id) values ('other')`),
      );
      expect(error.code).toBe('42501');
      const check = await pgError(
        db.engine.query(`insert into public.site_settings (id) values ('other')`),
      );
      expect(check.code).toBe('23514');
    });
  });
});
