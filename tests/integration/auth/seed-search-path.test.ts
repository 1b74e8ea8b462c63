// A database session as a seed or psql opens it (the Postgres wire protocol on the database
// port) has hosted Supabase's search_path, so pgcrypto's crypt() works unqualified: seeds
// that hash the demo accounts' passwords run here as on hosted.
import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { startLocalServer, type LocalServer } from '../../../supabase/local/server.ts';
import { ENGINES, freshDatabase, type FreshDatabase } from '../../support/databases.ts';
import { UNTHROTTLED } from '../../support/local-server.ts';

/** A port nothing listens on right now, for the wire protocol. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.each(ENGINES)('a wire-protocol session on %s', (kind) => {
  let db: FreshDatabase;
  let server: LocalServer;
  let url: string;

  beforeAll(async () => {
    db = await freshDatabase(kind);
    const config = configFromEnv(
      {},
      {
        apiPort: 0,
        dbPort: await freePort(),
        dataDir: undefined,
        verbose: false,
        authRateLimits: UNTHROTTLED,
      },
    );
    server = await startLocalServer(config, { engine: db.engine });
    // PGlite is served on the database port; a PostgreSQL database is reached directly.
    url = kind === 'pglite' ? server.dbUrl! : db.url!;
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  async function session<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  }

  it('has "$user", public, extensions as search_path, and crypt() unqualified', async () => {
    if (kind === 'pglite') expect(url).toMatch(/^postgresql:\/\/postgres:postgres@127\.0\.0\.1:/);
    await session(async (client) => {
      const shown = await client.query<{ search_path: string }>('show search_path');
      expect(shown.rows[0]!.search_path).toBe('"$user", public, extensions');

      const hashed = await client.query<{ hash: string; ok: boolean }>(
        `select h as hash, crypt('x', h) = h as ok from (select crypt('x', gen_salt('bf')) as h) s`,
      );
      expect(hashed.rows[0]!.hash).toMatch(/^\$2a\$06\$/);
      expect(hashed.rows[0]!.ok).toBe(true);

      const where = await client.query<{ schema: string }>(
        `select n.nspname as schema from pg_extension e
           join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pgcrypto'`,
      );
      expect(where.rows).toEqual([{ schema: 'extensions' }]);
    });
  });

  it('lets a seed hash a password with crypt() as a hosted seed does', async () => {
    await session(async (client) => {
      await client.query(
        `update auth.users set encrypted_password = crypt('seed-pass-42', gen_salt('bf'))
         where false`,
      );
      const { rows } = await client.query<{ ok: boolean }>(
        `select crypt('seed-pass-42', crypt('seed-pass-42', gen_salt('bf', 10))) like '$2a$10$%' as ok`,
      );
      expect(rows).toEqual([{ ok: true }]);
    });
  });
});
