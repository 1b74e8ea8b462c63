// PostgreSQL server engine (DATABASE_URL), through a small pg pool.
import pg from 'pg';
import type { Engine, Queryable, QueryResult } from './engine.ts';

// Values come back as Postgres prints them for types JSON cannot carry exactly
// (bigint, numeric), as they do from PGlite and PostgREST; timestamps stay text too.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const textual = [20, 1700, 1082, 1083, 1114, 1184, 1266];
    if (textual.includes(oid)) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query({ text: sql, values: params, types });
      return {
        rows: result.rows as Row[],
        rowCount: result.rowCount ?? result.rows.length,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, maxConnections = 10): Promise<Engine> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  await pool.query('select 1');
  const listener = new pg.Client({ connectionString });
  let listenerReady: Promise<void> | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  listener.on('notification', (msg) => {
    for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
  });
  listener.on('error', () => {
    // Reported to callers through failed queries; notifications stop until restart.
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      listenerReady ??= listener.connect().then(() => undefined);
      await listenerReady;
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`listen "${channel.replaceAll('"', '""')}"`);
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
      };
    },
    async close() {
      if (listenerReady) await listener.end().catch(() => undefined);
      await pool.end();
    },
  };
}
