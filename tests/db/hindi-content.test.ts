// Hindi content (migration 20261127100100): the optional _hi columns of products,
// services, banners and site settings, readable by every shopper and written by the same
// people as the English ones; and the account's language, which only its owner changes.
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs } from '../support/db-actors.ts';

describe.each(ENGINES)('Hindi content on %s', (kind) => {
  const { db, a } = withActors(kind);

  it('seeds Hindi for every product, service and banner, readable by a visitor', async () => {
    const { rows } = await runAs<{ id: string; name_hi: string; features: number; hi: number }>(
      db.engine,
      a.anon,
      `select id, name_hi, cardinality(features) as features, cardinality(features_hi) as hi
       from public.products order by id`,
    );
    expect(rows.length).toBe(15); // the visible ones; sl03 is hidden
    for (const row of rows) {
      expect(row.name_hi, row.id).toMatch(/[\u0900-\u097F]/);
      expect(row.hi, row.id).toBe(row.features);
    }
    expect(rows.find((r) => r.id === 'ml01')!.name_hi).toBe('MGRID ML01 लाइन लेज़र');
    const services = await runAs<{ name_hi: string; duration_hi: string }>(
      db.engine,
      a.anon,
      'select name_hi, duration_hi from public.services order by sort_order',
    );
    expect(services.rows.map((s) => s.name_hi)).toEqual([
      'कस्टम टूल डिज़ाइन',
      'डिज़ाइन कंसल्टेशन',
      'ई-रिपेयर',
    ]);
    const banners = await runAs<{ title_hi: string }>(
      db.engine,
      a.anon,
      'select title_hi from public.banners order by priority',
    );
    expect(banners.rows.map((b) => b.title_hi)).toEqual([
      'त्योहार ऑफ़र: ग्रीन-बीम लेज़र पर 20% तक की छूट',
      '3 या ज़्यादा खरीदने पर GL3D ₹25,999 प्रति पीस',
    ]);
    const settings = await runAs<{ hero_title_hi: string }>(
      db.engine,
      a.anon,
      'select hero_title_hi from public.site_settings',
    );
    expect(settings.rows[0]!.hero_title_hi).toBe('सटीकता जो साफ़ दिखे');
  });

  it('lets an admin write the Hindi texts and refuses them to a shopper', async () => {
    await runAs(
      db.engine,
      a.admin,
      `update public.products set name_hi = 'MGRID TP160 ट्राइपॉड', features_hi = $1
       where id = 'tp160'`,
      [['ऊँचाई 0.6–1.6 m']],
    );
    const { rows } = await db.engine.query<{ name_hi: string; features_hi: string[] }>(
      `select name_hi, features_hi from public.products where id = 'tp160'`,
    );
    expect(rows[0]).toEqual({ name_hi: 'MGRID TP160 ट्राइपॉड', features_hi: ['ऊँचाई 0.6–1.6 m'] });
    const { rowCount } = await runAs(
      db.engine,
      a.user,
      `update public.products set name_hi = 'बदला' where id = 'tp160'`,
    );
    expect(rowCount).toBe(0);
    const refused = await runAs(db.engine, a.user, `update public.banners set title_hi = 'बदला'`);
    expect(refused.rowCount).toBe(0);
  });

  it('refuses a blank Hindi name (null means "show the English one")', async () => {
    const error = await pgError(
      runAs(db.engine, a.admin, `update public.products set name_hi = '  ' where id = 'sl01'`),
    );
    expect(error.code).toBe('23514');
  });

  it('withdraws a banner rewritten in Hindi while off, as one rewritten in English', async () => {
    // Migration 20261127100200: the banner editor writes the Hindi texts, which visitors read.
    const id = 'b1000000-0000-4000-8000-0000000000a1';
    const asAdmin = (sql: string) => runAs(db.engine, a.admin, sql, [id]);
    const visible = async () =>
      (await runAs(db.engine, a.anon, 'select id from public.banners where id = $1', [id])).rows
        .length === 1;
    await asAdmin(`insert into public.banners (id, title, is_active) values ($1, 'Sale', true)`);
    await asAdmin(`update public.banners set is_active = false where id = $1`);
    expect(await visible()).toBe(true);
    await asAdmin(`update public.banners set title_hi = 'गुप्त दिवाली ऑफ़र' where id = $1`);
    expect(await visible()).toBe(false);
    await asAdmin(`update public.banners set is_active = true where id = $1`);
    expect(await visible()).toBe(true);
    await asAdmin(`update public.banners set is_active = false where id = $1`);
    await asAdmin(`update public.banners set cta_text_hi = 'देखें' where id = $1`);
    expect(await visible()).toBe(false);
  });

  it('bounds the Hindi site texts as the English ones', async () => {
    const save = (text: string) =>
      runAs(
        db.engine,
        a.superadmin,
        `update public.site_settings set hero_title_hi = $1 where id = 'default'`,
        [text],
      );
    expect((await save('स'.repeat(120))).rowCount).toBe(1);
    const error = await pgError(save('स'.repeat(121)));
    expect(error.code).toBe('23514');
    expect(error.message).toContain('site_settings_hero_title_hi_length');
  });

  it("lets the owner choose their language, only 'en' or 'hi', and nobody else's", async () => {
    const language = async (id: string) =>
      (
        await db.engine.query<{ preferred_locale: string | null }>(
          'select preferred_locale from public.users where id = $1',
          [id],
        )
      ).rows[0]!.preferred_locale;
    expect(await language(a.user.id)).toBeNull();
    const own = await runAs(
      db.engine,
      a.user,
      `update public.users set preferred_locale = 'hi' where id = $1`,
      [a.user.id],
    );
    expect(own.rowCount).toBe(1);
    expect(await language(a.user.id)).toBe('hi');
    const read = await runAs<{ preferred_locale: string }>(
      db.engine,
      a.user,
      'select preferred_locale from public.users where id = $1',
      [a.user.id],
    );
    expect(read.rows).toEqual([{ preferred_locale: 'hi' }]);

    const other = await runAs(
      db.engine,
      a.user2,
      `update public.users set preferred_locale = 'en' where id = $1`,
      [a.user.id],
    );
    expect(other.rowCount).toBe(0);
    expect(await language(a.user.id)).toBe('hi');

    const error = await pgError(
      runAs(db.engine, a.user, `update public.users set preferred_locale = 'fr' where id = $1`, [
        a.user.id,
      ]),
    );
    expect(error.code).toBe('23514');
  });
});
