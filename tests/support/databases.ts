// Fresh, fully migrated and seeded databases for tests, on both engines.
// PGlite: migrated once per run (global setup), then loaded from that data-dir image.
// PostgreSQL: migrated once per run into a template database (global setup), then
// each fresh database is `create database ... template mgrid_template`.
import { inject } from 'vitest';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Engine, EngineKind } from '../../supabase/local/db/engine.ts';
import { openPglite } from '../../supabase/local/db/pglite.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import { setUpActors, type Actors } from './db-actors.ts';
import { suiteValue } from './suite-value.ts';

export const ENGINES: EngineKind[] = ['pglite', 'postgres'];
import { TEMPLATE_DB } from './global-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    pgliteImage: string;
  }
}

let pgliteImage: Promise<Blob> | undefined;
let counter = 0;

export interface FreshDatabase {
  engine: Engine;
  /** Connection URL (PostgreSQL only). */
  url?: string;
  drop(): Promise<void>;
}

export async function freshDatabase(kind: EngineKind): Promise<FreshDatabase> {
  if (kind === 'pglite') {
    pgliteImage ??= readFile(inject('pgliteImage')).then((bytes) => new Blob([bytes]));
    const engine = await openPglite({ loadDataDir: await pgliteImage });
    return { engine, drop: () => engine.close() };
  }
  const admin = inject('postgresUrl');
  const name = `mgrid_test_${process.pid}_${Date.now()}_${counter++}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database "${name}" template "${TEMPLATE_DB}"`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const engine = await openPostgres(url.toString());
  return {
    engine,
    url: url.toString(),
    async drop() {
      await engine.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/**
 * A fresh database for the describe block this is called in (dropped after its last test),
 * with the actors of db-actors.ts set up in it.
 */
export function withActors(kind: EngineKind): { db: FreshDatabase; a: Actors } {
  const db = suiteValue(
    'The test database',
    () => freshDatabase(kind),
    (open) => open.drop(),
  );
  const a = suiteValue(
    'The actors',
    () => setUpActors(db.engine),
    async () => {},
  );
  return { db, a };
}
