// Vitest global setup for suites that need a PostgreSQL server: one throwaway cluster
// per run, with the migrated and seeded template database the tests clone.
import type { TestProject } from 'vitest/node';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import pg from 'pg';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import { prepareDatabase } from '../../supabase/local/db/migrate.ts';

export const TEMPLATE_DB = 'mgrid_template';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

let cluster: PostgresCluster | undefined;

export async function setup(project: TestProject): Promise<void> {
  cluster = await startPostgresCluster();
  await buildTemplate(cluster.url);
  project.provide('postgresUrl', cluster.url);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
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
    await prepareDatabase(engine);
  } finally {
    await engine.close();
  }
}
