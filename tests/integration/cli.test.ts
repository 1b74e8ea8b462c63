// `npm run backend` as a user runs it: prints its status, serves the Postgres wire protocol
// for PGlite, keeps committed data across a clean SIGTERM shutdown, applies only new
// migrations on the next start, and a second instance on a busy port exits with a clear message.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/postgres-cluster.ts';

const root = path.resolve(import.meta.dirname, '../..');

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startBackend(env: Record<string, string>, args: string[] = []): Running {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/app-host/cli.ts', 'backend', ...args],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function waitFor(running: Running, text: string, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!running.output().includes(text)) {
    if (running.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`backend did not print "${text}":\n${running.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm run backend', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mgrid-cli-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints its status, persists data across a clean shutdown, and refuses a busy port', async () => {
    const apiPort = await freePort();
    const dbPort = await freePort();
    const env = {
      MGRID_DATA_DIR: dataDir,
      SUPABASE_API_PORT: String(apiPort),
      SUPABASE_DB_PORT: String(dbPort),
    };

    const first = startBackend(env);
    children.push(first.child);
    await waitFor(first, 'Press Ctrl+C to stop.');
    const printed = first.output();
    expect(printed).toContain(`API URL: http://127.0.0.1:${apiPort}`);
    expect(printed).toContain(
      `DB URL: postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
    );
    expect(printed).toMatch(/anon key: eyJ/);
    expect(printed).toMatch(/service_role key: eyJ/);
    expect(printed).toContain('admin@mgrid.local');
    expect(printed).toContain('demo data loaded');
    expect(printed).toContain('PGlite serves one statement at a time');
    expect(printed).toContain(
      'For anything shared (a demo others use, a load test, a staging shop) run PostgreSQL:',
    );
    expect(printed).toContain('DATABASE_URL=postgresql://... npm start');

    // The wire protocol works like psql would use it, and a committed write survives.
    const client = new pg.Client({
      connectionString: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
    });
    await client.connect();
    await client.query('create table public.cli_probe (id int primary key, note text)');
    await client.query(`insert into public.cli_probe values (1, 'kept across restarts')`);
    await client.end();

    // A second instance on the same ports exits with a clear message.
    const second = startBackend(env);
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Port \d+ \((API|database)\) is already in use/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Stopped.');

    const again = startBackend(env);
    children.push(again.child);
    await waitFor(again, 'Press Ctrl+C to stop.');
    expect(again.output()).not.toContain('demo data loaded');
    const client2 = new pg.Client({
      connectionString: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
    });
    await client2.connect();
    const { rows } = await client2.query('select note from public.cli_probe where id = 1');
    await client2.end();
    expect(rows).toEqual([{ note: 'kept across restarts' }]);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('runs on PostgreSQL with DATABASE_URL, and --reset starts from an empty database', async () => {
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    await admin.query('create database mgrid_cli_reset');
    await admin.end();
    const url = new URL(inject('postgresUrl'));
    url.pathname = '/mgrid_cli_reset';
    const env = {
      DATABASE_URL: url.toString(),
      MGRID_DATA_DIR: dataDir,
      SUPABASE_API_PORT: String(await freePort()),
      SUPABASE_DB_PORT: String(await freePort()),
    };
    const query = async (sql: string) => {
      const c = new pg.Client({ connectionString: url.toString() });
      await c.connect();
      try {
        return (await c.query(sql)).rows;
      } finally {
        await c.end();
      }
    };

    const first = startBackend(env);
    children.push(first.child);
    await waitFor(first, 'Press Ctrl+C to stop.');
    expect(first.output()).toContain('Database: PostgreSQL');
    expect(first.output()).toContain('demo data loaded');
    await query(`update public.products set name = 'Changed before reset' where id = 'ml01'`);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const reset = startBackend(env, ['--reset']);
    children.push(reset.child);
    await waitFor(reset, 'Press Ctrl+C to stop.');
    expect(reset.output()).toContain('demo data loaded');
    expect(await query(`select name from public.products where id = 'ml01'`)).toEqual([
      { name: 'MGRID ML01 Line Laser' },
    ]);
    reset.child.kill('SIGINT');
    expect(await reset.exited).toBe(0);
  });
});
