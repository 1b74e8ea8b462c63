// Brings a database to the current schema, as `supabase start` would on a fresh stack:
// bootstrap (what hosted Supabase provides) and the local server's own schemas, then
// supabase/migrations in order (tracked in supabase_migrations.schema_migrations, like
// the Supabase CLI), then supabase/seed.sql on a database that was empty.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Engine } from './engine.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const supabaseDir = path.resolve(here, '../..');
const localSqlDir = path.resolve(here, '../sql');

export interface PrepareReport {
  fresh: boolean;
  applied: string[];
  seeded: boolean;
}

export interface PrepareOptions {
  seed?: boolean;
  /** Runs after the local schemas and before the migrations (tests: revoke default privileges). */
  beforeMigrations?: (engine: Engine) => Promise<void>;
  log?: (line: string) => void;
}

async function sqlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((n) => n.endsWith('.sql')).sort();
}

export async function listMigrations(): Promise<{ version: string; name: string; file: string }[]> {
  const dir = path.join(supabaseDir, 'migrations');
  return (await sqlFiles(dir)).map((file) => {
    const match = /^(\d+)_(.+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`);
    return { version: match[1]!, name: match[2]!, file: path.join(dir, file) };
  });
}

async function isFresh(engine: Engine): Promise<boolean> {
  const { rows } = await engine.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  return !rows[0]?.exists;
}

/** Local-only schemas (bootstrap first, then auth, realtime, ...): idempotent, re-applied on every start. */
export async function applyLocalSchemas(
  engine: Engine,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const files = (await sqlFiles(localSqlDir)).sort((a, b) =>
    a === 'bootstrap.sql' ? -1 : b === 'bootstrap.sql' ? 1 : a.localeCompare(b),
  );
  for (const file of files) {
    await engine.exec(await readFile(path.join(localSqlDir, file), 'utf8'));
    log(`local schema ${file}`);
  }
}

export async function prepareDatabase(
  engine: Engine,
  options: PrepareOptions = {},
): Promise<PrepareReport> {
  const log = options.log ?? (() => undefined);
  const fresh = await isFresh(engine);
  await applyLocalSchemas(engine, log);
  await options.beforeMigrations?.(engine);

  const done = new Set(
    (
      await engine.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of await listMigrations()) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    await engine.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      );
    });
    applied.push(`${migration.version}_${migration.name}`);
    log(`migration ${migration.version}_${migration.name}`);
  }

  let seeded = false;
  if (fresh && options.seed !== false) {
    const seed = await readFile(path.join(supabaseDir, 'seed.sql'), 'utf8').catch(() => '');
    if (seed) {
      await engine.transaction((tx) => tx.exec(seed));
      seeded = true;
      log('seed supabase/seed.sql');
    }
  }
  await afterMigrations(engine);
  return { fresh, applied, seeded };
}

/** Hooks the local server runs after every migration pass (e.g. realtime capture triggers). */
const afterHooks: ((engine: Engine) => Promise<void>)[] = [];
export function onAfterMigrations(hook: (engine: Engine) => Promise<void>): void {
  afterHooks.push(hook);
}
async function afterMigrations(engine: Engine): Promise<void> {
  for (const hook of afterHooks) await hook(engine);
}

/**
 * Empties a PostgreSQL database back to a blank public schema: every non-system schema
 * (public, auth, storage, private, realtime, ...) with what depends on it, including event
 * triggers, and the realtime publication. Roles are cluster-wide and stay.
 */
export async function resetPostgres(engine: Engine): Promise<void> {
  const { rows } = await engine.query<{ name: string }>(
    `select nspname as name from pg_namespace
     where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
  );
  const quoted = rows.map((r) => `"${r.name.replaceAll('"', '""')}"`);
  await engine.exec(`
    ${quoted.length ? `drop schema if exists ${quoted.join(', ')} cascade;` : ''}
    drop publication if exists supabase_realtime;
    create schema public;
    grant all on schema public to public;
  `);
}
