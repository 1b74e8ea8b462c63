// Vitest global setup for the database and integration suites: one throwaway PostgreSQL
// cluster per run with the migrated and seeded template database the tests clone, and a
// migrated and seeded PGlite data-dir image on disk that each test file loads.
import type { TestProject } from 'vitest/node';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from '../../supabase/local/db/pglite.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import type { Engine } from '../../supabase/local/db/engine.ts';
import { prepareDatabase } from '../../supabase/local/db/migrate.ts';

export const TEMPLATE_DB = 'mgrid_template';

/**
 * `MGRID_REVOKED_DEFAULTS=1` (the second database pass of `npm test`): the API roles get no
 * default privileges in schema public before the migrations run, as on a hosted project
 * created with "default privileges for new entities" turned off, so every privilege the
 * tests rely on must come from the migrations' explicit grants.
 */
const revokedDefaults = process.env.MGRID_REVOKED_DEFAULTS === '1';
const prepareOptions = {
  beforeMigrations: revokedDefaults
    ? (engine: Engine) =>
        engine.exec(`
          alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
          alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
          alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
        `)
    : undefined,
};

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

let cluster: PostgresCluster | undefined;
let imageDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  imageDir = mkdtempSync(path.join(tmpdir(), 'mgrid-pglite-image-'));
  const [started, image] = await Promise.all([
    startPostgresCluster(),
    buildPgliteImage(path.join(imageDir, 'image.tar')),
  ]);
  cluster = started;
  await buildTemplate(cluster.url);
  project.provide('postgresUrl', cluster.url);
  project.provide('pgliteImage', image);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  if (imageDir) rmSync(imageDir, { recursive: true, force: true });
}

/**
 * Migrates and seeds an in-memory PGlite once, and saves its data dir for the test files
 * (this suite's and the end-to-end suite's). Returns `file`.
 */
export async function buildPgliteImage(file: string): Promise<string> {
  const engine = await openPglite();
  try {
    await prepareDatabase(engine, prepareOptions);
    const image = await engine.pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
    return file;
  } finally {
    await engine.close();
  }
}

/** Builds the template database in a running cluster. */
async function buildTemplate(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists "${TEMPLATE_DB}"`);
  await client.query(`create database "${TEMPLATE_DB}"`);
  await client.end();
  const engine = await openPostgres(withDatabase(adminUrl, TEMPLATE_DB), 2);
  try {
    await prepareDatabase(engine, prepareOptions);
  } finally {
    await engine.close();
  }
}
