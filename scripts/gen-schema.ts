// `npm run gen:schema`: supabase/schema/, the schema as the migrations leave it, one file per
// schema (pg_dump --schema-only of a throwaway PostgreSQL migrated as the tests migrate it,
// less what the bootstrap alone makes) and a README of triggers in firing order and of the
// migration holding each function's live body. tests/db/schema-dump.test.ts regenerates it
// from the test template and fails when the committed files are stale.
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Engine } from '../supabase/local/db/engine.ts';
import {
  applyLocalSchemas,
  listMigrations,
  prepareDatabase,
} from '../supabase/local/db/migrate.ts';
import { openPostgres } from '../supabase/local/db/postgres.ts';
import { startPostgresCluster } from '../tests/support/postgres-cluster.ts';
import {
  bySchema,
  migrationEntries,
  parseDump,
  pgDumpSchema,
  renderSchemaFile,
} from './schema-dump/dump.ts';
import { functionDefinitions } from './schema-dump/migration-functions.ts';
import { readCatalog, renderReadme, resolveTypes } from './schema-dump/readme.ts';

export const SCHEMA_DIR = fileURLToPath(new URL('../supabase/schema/', import.meta.url));

// The schemas a reader looks for first; any other follows in name order.
const FIRST = ['public', 'private', 'storage', 'auth'];
const schemaOrder = (a: string, b: string) =>
  (FIRST.indexOf(a) + 1 || 99) - (FIRST.indexOf(b) + 1 || 99) || a.localeCompare(b);

/**
 * The files of supabase/schema/ (name -> text) for a migrated database (`engine`, at
 * `migratedUrl`) and a database with only the bootstrap applied (`bootstrapUrl`).
 */
export async function generateSchemaFiles(
  engine: Engine,
  migratedUrl: string,
  bootstrapUrl: string,
): Promise<Map<string, string>> {
  const [migrated, bootstrap] = await Promise.all([
    pgDumpSchema(migratedUrl),
    pgDumpSchema(bootstrapUrl),
  ]);
  const entries = bySchema(migrationEntries(parseDump(migrated), parseDump(bootstrap)));
  const files = [...entries.keys()]
    .sort(schemaOrder)
    .map((schema) => renderSchemaFile(schema, entries.get(schema)!));

  const definitions = [];
  for (const migration of await listMigrations()) {
    definitions.push(
      ...functionDefinitions(path.basename(migration.file), readFileSync(migration.file, 'utf8')),
    );
  }
  const oids = await resolveTypes(
    engine,
    definitions.flatMap((d) => d.argTypes),
  );
  const { functions, triggers } = await readCatalog(engine);
  const readme = renderReadme({
    files,
    entries,
    functions,
    triggers,
    definitions: definitions.map((d) => ({ ...d, argOids: d.argTypes.map((t) => oids.get(t)) })),
  });
  return new Map([
    ...files.map((f) => [`${f.schema}.sql`, f.text] as const),
    ['README.md', readme],
  ]);
}

/** The committed files of supabase/schema/ (name -> text). */
export function readSchemaDir(): Map<string, string> {
  const names = readdirSync(SCHEMA_DIR).filter((n) => n.endsWith('.sql') || n === 'README.md');
  return new Map(names.sort().map((n) => [n, readFileSync(path.join(SCHEMA_DIR, n), 'utf8')]));
}

/** Creates an empty database `name` in the cluster of `adminUrl`; returns its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database with only what a hosted project has before the migrations (and the local server's own). */
export async function createBootstrapDatabase(adminUrl: string, name: string): Promise<string> {
  const url = await createDatabase(adminUrl, name);
  const engine = await openPostgres(url, 1);
  try {
    await applyLocalSchemas(engine);
  } finally {
    await engine.close();
  }
  return url;
}

async function main(): Promise<void> {
  const cluster = await startPostgresCluster(20);
  try {
    const migratedUrl = await createDatabase(cluster.url, 'mgrid_schema');
    const bootstrapUrl = await createBootstrapDatabase(cluster.url, 'mgrid_bootstrap');
    const engine = await openPostgres(migratedUrl, 2);
    try {
      await prepareDatabase(engine);
      const files = await generateSchemaFiles(engine, migratedUrl, bootstrapUrl);
      mkdirSync(SCHEMA_DIR, { recursive: true });
      for (const stale of readSchemaDir().keys()) {
        if (!files.has(stale)) rmSync(path.join(SCHEMA_DIR, stale));
      }
      for (const [name, text] of files) writeFileSync(path.join(SCHEMA_DIR, name), text);
      console.log(`supabase/schema/: ${[...files.keys()].join(', ')}`);
    } finally {
      await engine.close();
    }
  } finally {
    await cluster.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
