// PGlite in a worker thread (what `npm start` and `npm run backend` run): the same Engine
// behaviour as in-thread PGlite (results, Postgres errors with their SQLSTATE, transactions,
// LISTEN/NOTIFY, role switching), while the caller's event loop keeps running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPgError } from '../../supabase/local/db/engine.ts';
import { prepareDatabase } from '../../supabase/local/db/migrate.ts';
import { openPgliteThread, type ThreadedPglite } from '../../supabase/local/db/pglite-thread.ts';
import { asRequest } from '../../supabase/local/db/request.ts';

describe('PGlite in a worker thread', () => {
  let engine: ThreadedPglite;

  beforeAll(async () => {
    engine = await openPgliteThread();
    await prepareDatabase(engine);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('answers queries with rows, counts and fields', async () => {
    const result = await engine.query<{ n: number; name: string }>(
      'select count(*)::int as n, min(name) as name from public.products where id = $1',
      ['sl02'],
    );
    expect(result.rows).toEqual([{ n: 1, name: 'MGRID SL02 Self-Levelling Crossline Laser Pro' }]);
    expect(result.fields.map((f) => f.name)).toEqual(['n', 'name']);
  });

  it('reports Postgres errors with their SQLSTATE and message', async () => {
    const error = await engine.query('select * from public.no_such_table').catch((e) => e);
    expect(isPgError(error)).toBe(true);
    expect(error.code).toBe('42P01');
    const denied = await asRequest(engine, null, (tx) =>
      tx.query('delete from public.leads'),
    ).catch((e) => e);
    expect(denied.code).toBe('42501');
  });

  it('commits a transaction, and rolls one back when its work throws', async () => {
    await engine.exec('create table public.thread_test (n int)');
    await engine.transaction((tx) => tx.query('insert into public.thread_test values (1)'));
    await expect(
      engine.transaction(async (tx) => {
        await tx.query('insert into public.thread_test values (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const failing = engine.transaction(async (tx) => {
      await tx.query('insert into public.thread_test values (3)');
      await tx.query('select 1/0');
    });
    await expect(failing).rejects.toMatchObject({ code: '22012' });
    const { rows } = await engine.query('select n from public.thread_test order by n');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('delivers NOTIFY to listeners', async () => {
    const received: string[] = [];
    const unlisten = await engine.listen('thread_test', (payload) => received.push(payload));
    await engine.query(`select pg_notify('thread_test', 'hello')`);
    await expect.poll(() => received).toEqual(['hello']);
    await unlisten();
  });

  it('keeps the event loop running while a long statement works', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    let ticksWhenDone = -1;
    await engine
      .query('select count(*) from generate_series(1, 3000000) g, lateral (select md5(g::text)) m')
      .then(() => (ticksWhenDone = ticks));
    clearInterval(timer);
    expect(ticksWhenDone).toBeGreaterThan(3);
  });
});
