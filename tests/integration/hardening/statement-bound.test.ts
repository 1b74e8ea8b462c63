// Hardening findings 1 and 2 (bench/attack-list.ts): no single request stalls the others for more
// than 3 s. On PGlite (which neither enforces statement_timeout nor cancels a statement) the server
// stops the worker that overran, reopens the data folder and answers 57014 as PostgreSQL does; on
// PostgreSQL the roles' own statement_timeout does it. Realtime refuses regex filters at join.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { openPgliteThread, type ThreadedPglite } from '../../../supabase/local/db/pglite-thread.ts';
import { asRequest } from '../../../supabase/local/db/request.ts';
import { startLocalServer, type LocalServer } from '../../../supabase/local/server.ts';
import { startTestServer, UNTHROTTLED, type TestServer } from '../../support/local-server.ts';
import { RawSocket } from '../realtime/realtime-fixtures.ts';

type V2 = [string | null, string | null, string, string, Record<string, unknown>];

const REGEX = String.raw`match.^(.*)(.*)(.*)(.*)(.*)\5\4\3\2\1$`;
const TIMEOUT = { code: '57014', message: 'canceling statement due to statement timeout' };

interface Timed {
  start: number;
  ms: number;
  status: number;
}

async function timedGet(url: string, key: string): Promise<Timed & { body: unknown }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { apikey: key, authorization: `Bearer ${key}` } });
  const body = (await response.json()) as unknown;
  return { start, ms: performance.now() - start, status: response.status, body };
}

describe('a statement over its role bound on PGlite in a worker (as npm run backend runs)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mgrid-bound-'));
  const storageDir = mkdtempSync(path.join(tmpdir(), 'mgrid-bound-storage-'));
  let engine: ThreadedPglite;
  let server: LocalServer;
  let anonKey: string;

  beforeAll(async () => {
    engine = await openPgliteThread({
      dataDir,
      loadDataDir: new Uint8Array(await readFile(inject('pgliteImage'))),
    });
    const config = configFromEnv(
      {},
      { apiPort: 0, dataDir, storageDir, verbose: false, authRateLimits: UNTHROTTLED },
    );
    anonKey = config.anonKey;
    server = await startLocalServer(config, { engine, wireProtocol: false });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await engine?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('answers the 5-group regex with 57014 (cut at the anon 3 s bound) while a light client keeps answering', async () => {
    // An acknowledged write before the attack must survive the reopen.
    const marker = `bound-${Date.now()}@example.com`;
    await engine.query(
      `insert into public.leads (name, phone, email, message) values ('Bound', '9876543210', $1, 'before')`,
      [marker],
    );
    const light: Timed[] = [];
    let attacking = true;
    const lightLoop = (async () => {
      while (attacking) {
        light.push(await timedGet(`${server.apiUrl}/rest/v1/products?select=id&limit=1`, anonKey));
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    // Warm (schema cache read) before the attack, so the medians compare like with like.
    await new Promise((r) => setTimeout(r, 1500));

    const attack = await timedGet(
      `${server.apiUrl}/rest/v1/products?select=id&longDescription=${encodeURIComponent(REGEX)}`,
      anonKey,
    );
    const attackEnd = attack.start + attack.ms;
    // Answering again within 5 s of the refusal: the first light request sent after it.
    const deadline = performance.now() + 10_000;
    while (!light.some((t) => t.start > attackEnd) && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const recovered = light.find((t) => t.start > attackEnd);
    await new Promise((r) => setTimeout(r, 1000));
    attacking = false;
    await lightLoop;

    const recoveryMs = recovered ? recovered.start + recovered.ms - attackEnd : Infinity;
    const worst = Math.max(...light.map((t) => t.ms));
    const before = light.filter((t) => t.start + t.ms < attack.start);
    const after = recovered ? light.filter((t) => t.start > recovered.start + recovered.ms) : [];
    const p = (list: Timed[], q: number) =>
      list.map((t) => t.ms).sort((x, y) => x - y)[Math.floor((list.length - 1) * q)] ?? 0;
    console.log(
      `statement bound: attack answered in ${Math.round(attack.ms)} ms, answering again ${Math.round(recoveryMs)} ms later; light client ${light.length} requests, worst ${Math.round(worst)} ms, median before ${Math.round(p(before, 0.5))} ms, after ${Math.round(p(after, 0.5))} ms`,
    );

    expect(attack.status).toBe(500);
    expect(attack.body).toMatchObject(TIMEOUT);
    expect(engine.reopens).toBe(1);
    // Measured alone: about 3.1 s, answering again about 2 s later. The statement is cut at
    // 3 s; what is added is the request's own work and the reopen, which stretch when the
    // whole suite shares two cores, so the wall-clock bounds here are loose (the finding
    // was a stall of minutes). bench/attack-latency.ts prints the figures.
    expect(attack.ms).toBeLessThan(6000);
    expect(recoveryMs).toBeLessThan(8000);
    expect(light.every((t) => t.status === 200)).toBe(true);
    // No light request waited beyond the 3 s bound plus the reopen.
    expect(worst).toBeLessThan(3000 + 8000);
    // Alone: medians of about 20-30 ms before and after; under the full suite a light read
    // was seen at 1.7 s median after the reopen (the new standby worker loading meanwhile).
    expect(p(before, 0.5)).toBeLessThan(1000);
    expect(p(after, 0.5)).toBeLessThan(2500);

    const kept = await engine.query<{ n: number }>(
      'select count(*)::int as n from public.leads where email = $1',
      [marker],
    );
    expect(kept.rows[0]!.n).toBe(1);
  }, 30_000);

  it('bounds any anonymous statement (pg_sleep) and an authenticated one at 8 s', async () => {
    const started = performance.now();
    const error = await asRequest(engine, null, (tx) => tx.query('select pg_sleep(10)')).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject(TIMEOUT);
    expect(performance.now() - started).toBeLessThan(3500);
    // The service role is not bounded: migrations and admin work run to completion.
    const fine = await asRequest(
      engine,
      { role: 'authenticated', sub: crypto.randomUUID() },
      (tx) => tx.query<{ ok: number }>('select 1 as ok, pg_sleep(4)'),
    );
    expect(fine.rows[0]!.ok).toBe(1);
  }, 30_000);

  it('refuses a regex filter at realtime join, and no lead insert waits on one', async () => {
    const s = await RawSocket.open(
      { url: server.apiUrl } as TestServer,
      `apikey=${anonKey}&vsn=2.0.0`,
    );
    try {
      const filter = String.raw`message=match.^(.*)(.*)(.*)\3\2\1$|^q0`;
      const binding = { event: 'INSERT', schema: 'public', table: 'leads', filter };
      s.send(['1', '1', 'realtime:regex', 'phx_join', { config: { postgres_changes: [binding] } }]);
      // As hosted: the join is acknowledged, then a system error refuses the binding.
      expect((await s.next<V2>((f) => f[1] === '1'))[4]).toMatchObject({ status: 'ok' });
      expect((await s.next<V2>((f) => f[3] === 'system'))[4]).toEqual({
        extension: 'postgres_changes',
        status: 'error',
        message:
          'Error parsing `filter` params: operator `match` is not supported in realtime filters (use eq, neq, lt, lte, gt, gte, in, like, ilike, is or isdistinct)',
        channel: 'regex',
      });
    } finally {
      s.close();
    }
  }, 20_000);
});

describe('a statement over its role bound on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers anon with 57014 after 3 s and authenticated after 8 s', async () => {
    let started = performance.now();
    const anon = await asRequest(server.engine, null, (tx) =>
      tx.query('select pg_sleep(10)'),
    ).catch((e: unknown) => e);
    expect(anon).toMatchObject(TIMEOUT);
    expect(performance.now() - started).toBeLessThan(3500);
    started = performance.now();
    const user = await asRequest(
      server.engine,
      { role: 'authenticated', sub: crypto.randomUUID() },
      (tx) => tx.query('select pg_sleep(10)'),
    ).catch((e: unknown) => e);
    expect(user).toMatchObject(TIMEOUT);
    expect(performance.now() - started).toBeGreaterThan(7500);
    expect(performance.now() - started).toBeLessThan(9000);
  }, 30_000);

  it('answers the 5-group regex within 3.5 s (200 or 57014), never a stall', async () => {
    const attack = await timedGet(
      `${server.url}/rest/v1/products?select=id&longDescription=${encodeURIComponent(REGEX)}`,
      server.anonKey,
    );
    expect(attack.ms).toBeLessThan(3500);
    if (attack.status !== 200) expect(attack.body).toMatchObject(TIMEOUT);
  }, 20_000);
});
