// Field data from real phones: each page view's web vitals, stored once per id the device
// made, within a batch size, a session's and an address's budget; views with bad values are
// skipped (the rest of the batch stored); only a superadmin reads them, as p75 per page type
// and ISO week.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';

interface View {
  id: string;
  page_type: string;
  [key: string]: unknown;
}

const view = (overrides: Partial<View> = {}): View => ({
  id: randomUUID(),
  page_type: 'product',
  effective_type: '3g',
  save_data: false,
  lcp_ms: 2100.4,
  inp_ms: 180,
  inp_target: 'main > div.product-buy > button.mantine-Button-root#add-to-cart',
  cls: 0.04217,
  dead_window_ms: 850,
  release: '1.4.0',
  recorded_at: new Date().toISOString(),
  ...overrides,
});

describe.each(ENGINES)('web vitals on %s', (kind) => {
  const { db, a } = withActors(kind);
  let sessions = 0;
  const report = async (actor: Actor, views: unknown[], session = `session-${++sessions}`) =>
    (
      await runAs<{ n: number }>(
        db.engine,
        actor,
        'select public.report_web_vitals($1::jsonb) as n',
        [JSON.stringify({ session, views })],
      )
    ).rows[0]!.n;
  const rowsOf = async (ids: string[]) =>
    (
      await db.engine.query<Record<string, unknown>>(
        `select id, page_type, effective_type, save_data, lcp_ms, inp_ms, inp_target,
                cls::float8 as cls, dead_window_ms, release
         from public.web_vitals where id = any($1::uuid[]) order by lcp_ms`,
        [ids],
      )
    ).rows;
  const setLimits = (sql: string) => db.engine.query(`update private.web_vitals_limits set ${sql}`);

  it('stores a page view once per id, from a visitor or a signed-in user, scrubbed', async () => {
    const first = view();
    const second = view({ page_type: 'cart', lcp_ms: 3900, inp_target: 'li#order-0d00 > a' });
    expect(await report(null, [first, second])).toBe(2);
    // Sent again (a retried request, a second tab): nothing new.
    expect(await report(null, [first, second])).toBe(0);
    expect(await report(a.user, [first])).toBe(0);
    expect(await rowsOf([first.id, second.id])).toEqual([
      {
        id: first.id,
        page_type: 'product',
        effective_type: '3g',
        save_data: false,
        lcp_ms: 2100,
        inp_ms: 180,
        // The id without a digit stays; nothing personal could be in it.
        inp_target: 'main > div.product-buy > button.mantine-Button-root#add-to-cart',
        cls: 0.0422,
        dead_window_ms: 850,
        release: '1.4.0',
      },
      {
        id: second.id,
        page_type: 'cart',
        effective_type: '3g',
        save_data: false,
        lcp_ms: 3900,
        inp_ms: 180,
        // A generated id (with digits) is dropped from the selector.
        inp_target: 'li > a',
        cls: 0.0422,
        dead_window_ms: 850,
        release: '1.4.0',
      },
    ]);
    const third = view({ page_type: 'account' });
    expect(await report(a.user, [third])).toBe(1);
    expect((await rowsOf([third.id])).length).toBe(1);
  });

  it('skips views with bad values and stores the rest of the batch', async () => {
    const good = view({ page_type: 'info', effective_type: null, save_data: null, inp_ms: null });
    const partial = view({ page_type: 'info', lcp_ms: 1500, inp_ms: undefined, cls: undefined });
    const bad = [
      view({ lcp_ms: -5 }),
      view({ lcp_ms: 500000 }),
      view({ inp_ms: 'fast' }),
      view({ cls: 250 }),
      view({ dead_window_ms: -1 }),
      view({ page_type: '/products/sl02?phone=9876543210' }),
      view({ effective_type: '5g' }),
      view({ id: 'not-a-uuid' }),
      view({ lcp_ms: null, inp_ms: null, cls: null, dead_window_ms: null }),
      'not a view',
    ];
    expect(await report(null, [...bad, good, partial])).toBe(2);
    const rows = await rowsOf([good.id, partial.id]);
    expect(rows.map((row) => row.id)).toEqual([partial.id, good.id]);
    // No INP, no target: the target belongs to the interaction.
    expect(rows[1]).toMatchObject({
      effective_type: null,
      save_data: null,
      inp_ms: null,
      inp_target: null,
    });
    expect(rows[0]).toMatchObject({ lcp_ms: 1500, cls: null, inp_ms: null });
    // A target that is not a selector we make (text, attribute values) is not kept.
    const texty = view({ page_type: 'info', inp_target: 'button[aria-label="Call Rahul"]' });
    expect(await report(null, [texty])).toBe(1);
    expect((await rowsOf([texty.id]))[0]!.inp_target).toBeNull();
    // A clock that is not a time is the server's: the view is kept.
    const clock = view({ page_type: 'info', recorded_at: '2026-99-99T99:99:00Z' });
    expect(await report(null, [clock])).toBe(1);
    expect((await rowsOf([clock.id])).length).toBe(1);
  });

  it('refuses a batch over the size, and a session or address past its budget, in words', async () => {
    try {
      await db.engine.query('delete from private.web_vitals_budget');
      await setLimits('max_batch = 3, max_per_session = 4, max_per_day = 6');
      const big = await pgError(report(null, [view(), view(), view(), view()]));
      expect(big.code).toBe('22023');
      expect(big.message).toBe('Too many page measurements in one batch (at most 3).');
      expect((await pgError(report(null, { views: 'no' } as unknown as unknown[]))).message).toBe(
        'A web vitals batch is {session, views: [...]}',
      );

      const session = 'budget-session';
      expect(await report(null, [view(), view(), view()], session)).toBe(3);
      // Past the session's budget: the whole batch refused, nothing of it stored.
      const over = [view(), view()];
      const refused = await pgError(report(null, over, session));
      expect(refused.code).toBe('PT429');
      expect(refused.message).toBe(
        'Too many page measurements from this session. Please try again later.',
      );
      expect(await rowsOf(over.map((v) => v.id))).toEqual([]);
      expect(await report(null, [view()], session)).toBe(1);
      const spent = await pgError(report(null, [view()], session));
      expect(spent.message).toBe(
        'Too many page measurements from this session. Please try again later.',
      );
      // The address's day budget counts all its sessions.
      expect(await report(null, [view(), view()], 'other-session')).toBe(2);
      const address = await pgError(report(null, [view()], 'third-session'));
      expect(address.code).toBe('PT429');
      expect(address.message).toBe(
        'Too many page measurements from this connection. Please try again later.',
      );
      expect(address.detail).toBe('At most 4 per session in 00:30:00 and 6 per address a day.');
    } finally {
      await setLimits('max_batch = 20, max_per_session = 40, max_per_day = 500');
      await db.engine.query('delete from private.web_vitals_budget');
    }
  });

  it('lets only a superadmin read the rows and the p75 figures', async () => {
    expect(await report(null, [view({ page_type: 'home' })])).toBe(1);
    expect((await pgError(runAs(db.engine, null, 'select * from public.web_vitals'))).code).toBe(
      '42501',
    );
    expect(
      (await pgError(runAs(db.engine, null, 'select * from public.web_vitals_p75(8)'))).code,
    ).toBe('42501');
    for (const actor of [a.user, a.admin]) {
      expect((await runAs(db.engine, actor, 'select * from public.web_vitals')).rows).toEqual([]);
      expect(
        (await runAs(db.engine, actor, 'select * from public.web_vitals_p75(8)')).rows,
      ).toEqual([]);
    }
    expect(
      (await runAs(db.engine, a.superadmin, 'select * from public.web_vitals')).rows.length,
    ).toBeGreaterThan(0);
    // Nothing personal is a column: no address, user or IP.
    const columns = (
      await db.engine.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = 'web_vitals' order by ordinal_position`,
      )
    ).rows.map((row) => row.column_name);
    expect(columns).toEqual([
      'id',
      'page_type',
      'effective_type',
      'save_data',
      'lcp_ms',
      'inp_ms',
      'inp_target',
      'cls',
      'dead_window_ms',
      'release',
      'recorded_at',
      'received_at',
    ]);
  });

  it('computes p75 of each metric per page type and ISO week, with counts', async () => {
    const insert = (
      lcp: number | null,
      inp: number | null,
      cls: number | null,
      dead: number | null,
      ago: string,
    ) =>
      db.engine.query(
        `insert into public.web_vitals (id, page_type, lcp_ms, inp_ms, cls, dead_window_ms, release, recorded_at)
         values (gen_random_uuid(), 'dealer', $1, $2, $3, $4, 'test', now() - $5::interval)`,
        [lcp, inp, cls, dead, ago],
      );
    // This week (the rows are recorded an instant ago): four views.
    await insert(1000, 100, 0.1, 500, '1 second');
    await insert(2000, 200, 0.2, null, '1 second');
    await insert(3000, null, 0.3, null, '1 second');
    await insert(4000, 400, 0.5, null, '1 second');
    // A week earlier, and long ago (outside 8 weeks).
    await insert(5000, 600, 0.01, 2000, '7 days');
    await insert(9000, 900, 0.9, 9000, '100 days');
    const { rows } = await runAs<Record<string, unknown>>(
      db.engine,
      a.superadmin,
      `select week_start::text as week_start, iso_week, views::int as views,
              lcp_p75, lcp_count::int as lcp_count, inp_p75, inp_count::int as inp_count,
              cls_p75::float8 as cls_p75, cls_count::int as cls_count,
              dead_window_p75, dead_window_count::int as dead_window_count
       from public.web_vitals_p75(8) where page_type = 'dealer'`,
    );
    const weeks = (
      await db.engine.query<{ now: string; before: string; label: string }>(
        `select date_trunc('week', now() at time zone 'Asia/Kolkata')::date::text as now,
                date_trunc('week', (now() - interval '7 days') at time zone 'Asia/Kolkata')::date::text as before,
                to_char(date_trunc('week', now() at time zone 'Asia/Kolkata'), 'IYYY-"W"IW') as label`,
      )
    ).rows[0]!;
    expect(rows).toEqual([
      {
        week_start: weeks.now,
        iso_week: weeks.label,
        views: 4,
        // percentile_cont: 3000 + 0.25 × (4000 − 3000).
        lcp_p75: 3250,
        lcp_count: 4,
        // Of 100, 200, 400: 200 + 0.5 × 200.
        inp_p75: 300,
        inp_count: 3,
        cls_p75: 0.35,
        cls_count: 4,
        dead_window_p75: 500,
        dead_window_count: 1,
      },
      {
        week_start: weeks.before,
        iso_week: expect.stringMatching(/^\d{4}-W\d{2}$/),
        views: 1,
        lcp_p75: 5000,
        lcp_count: 1,
        inp_p75: 600,
        inp_count: 1,
        cls_p75: 0.01,
        cls_count: 1,
        dead_window_p75: 2000,
        dead_window_count: 1,
      },
    ]);
    // One week only: this one.
    const one = await runAs(
      db.engine,
      a.superadmin,
      `select * from public.web_vitals_p75(1) where page_type = 'dealer'`,
    );
    expect(one.rows.length).toBe(1);
  });
});
