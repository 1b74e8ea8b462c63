// Fault test: `kill -9` the backend (as `npm run backend` runs) in the middle of a bulk write
// and of a product publish, restart it, and check on both engines that each was all or
// nothing, that the lead counters still match the leads, and that the client's retries
// arrive exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SERVICE_ROLE_KEY } from '../../supabase/local/config.ts';
import { freePort } from '../support/postgres-cluster.ts';

const root = path.resolve(import.meta.dirname, '../..');
const KEY = DEMO_SERVICE_ROLE_KEY;

interface Backend {
  child: ChildProcess;
  output: () => string;
}

async function startBackend(env: Record<string, string>): Promise<Backend> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/app-host/cli.ts', 'backend'],
    {
      cwd: root,
      env: { ...process.env, MGRID_QUIET: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 120_000;
  while (!output.includes('Press Ctrl+C to stop.')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`backend did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => output };
}

async function kill9(backend: Backend): Promise<void> {
  const exited = new Promise((resolve) => backend.child.once('exit', resolve));
  backend.child.kill('SIGKILL');
  await exited;
}

describe.each(['pglite', 'postgres'] as const)('kill -9 on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mgrid-fault-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves a bulk write and a publish all or nothing; retries arrive exactly once', async () => {
    const apiPort = await freePort();
    const env: Record<string, string> = {
      MGRID_DATA_DIR: dataDir,
      SUPABASE_API_PORT: String(apiPort),
      SUPABASE_DB_PORT: String(await freePort()),
    };
    if (kind === 'postgres') {
      const name = `mgrid_fault_${process.pid}`;
      const admin = new pg.Client({ connectionString: inject('postgresUrl') });
      await admin.connect();
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(inject('postgresUrl'));
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    }
    const api = `http://127.0.0.1:${apiPort}`;
    const call = (route: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
      fetch(`${api}${route}`, {
        method: init.method ?? 'GET',
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        headers: {
          apikey: KEY,
          authorization: `Bearer ${init.token ?? KEY}`,
          'content-type': 'application/json',
          prefer: 'return=minimal',
        },
      });
    const start = async () => {
      const backend = await startBackend(env);
      children.push(backend.child);
      return backend;
    };

    // A bulk write of 1,000 leads, killed mid-way.
    const run = randomUUID().slice(0, 8);
    const leads = Array.from({ length: 1000 }, (_, i) => ({
      id: randomUUID(),
      name: `Fault ${run} ${i}`,
      source: 'import',
    }));
    const countOf = async (query: string) => {
      const res = await fetch(`${api}/rest/v1/leads?select=id&${query}`, {
        method: 'HEAD',
        headers: { apikey: KEY, authorization: `Bearer ${KEY}`, prefer: 'count=exact' },
      });
      return Number(res.headers.get('content-range')!.split('/')[1]);
    };
    const countLeads = () => countOf(`name=like.Fault%20${run}*`);
    let backend = await start();
    const write = call('/rest/v1/leads', { method: 'POST', body: leads }).catch(() => null);
    await new Promise((r) => setTimeout(r, 40));
    await kill9(backend);
    await write;
    backend = await start();
    expect([0, 1000]).toContain(await countLeads());
    // The client retries the batch (twice, as after two lost answers): exactly once each.
    for (let i = 0; i < 2; i++) {
      expect((await call('/rest/v1/leads', { method: 'POST', body: leads })).status).toBe(201);
    }
    expect(await countLeads()).toBe(1000);

    // The day's counters still match the leads (India time).
    const dayStart = new Date(Date.now() + 5.5 * 3600_000);
    dayStart.setUTCHours(0, 0, 0, 0);
    const from = new Date(dayStart.getTime() - 5.5 * 3600_000).toISOString();
    const to = new Date(dayStart.getTime() + 18.5 * 3600_000).toISOString();
    const today = dayStart.toISOString().slice(0, 10);
    const counted = await countOf(`_deleted=is.false&created_at=gte.${from}&created_at=lt.${to}`);
    const analytics = (await (
      await call(`/rest/v1/lead_analytics?select=total_leads&date=eq.${today}`)
    ).json()) as { total_leads: number }[];
    expect(analytics[0]!.total_leads).toBe(counted);

    // A publish of every product, killed mid-way: all renamed or none.
    const signIn = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: { email: 'admin@mgrid.local', password: 'mgrid-demo' },
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    const products = (await (await call('/rest/v1/products?select=*', { token })).json()) as Record<
      string,
      unknown
    >[];
    const drafts = products.map((p) => ({
      ...p,
      name: `${String(p.name)} (${run})`,
      _base_modified: p._modified,
    }));
    const publish = () =>
      call('/rest/v1/rpc/publish_products', {
        method: 'POST',
        token,
        body: { upserts: drafts, deletions: [], force: false },
      });
    const renamed = async () => {
      const rows = (await (await call('/rest/v1/products?select=name')).json()) as {
        name: string;
      }[];
      return rows.filter((r) => r.name.endsWith(`(${run})`)).length;
    };
    const publishing = publish().catch(() => null);
    await new Promise((r) => setTimeout(r, 15));
    await kill9(backend);
    await publishing;
    backend = await start();
    expect([0, products.length]).toContain(await renamed());
    const retried = await publish();
    expect(retried.status).toBe(200);
    expect(await renamed()).toBe(products.length);
    expect(((await (await call('/rest/v1/products?select=id')).json()) as unknown[]).length).toBe(
      products.length,
    );
    await kill9(backend);
  });
});
