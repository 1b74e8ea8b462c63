// Embedded PGlite engine: in memory, or persisted in a data folder. Extensions other than
// pgcrypto are loaded when a statement creates them (pglite-extensions.ts).
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Engine, Queryable, QueryResult } from './engine.ts';
import { ExtensionLoader } from './pglite-extensions.ts';

function wrap(q: Pick<PGlite, 'query' | 'exec'>, extensions: ExtensionLoader): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      await extensions.beforeSql(sql);
      const result = await q.query<Row>(sql, params);
      return {
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string): Promise<void> {
      await extensions.beforeSql(sql);
      await q.exec(sql);
    },
  };
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}) {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pgcrypto },
  });
  const extensions = new ExtensionLoader(db, ['pgcrypto']);
  await extensions.loadInstalled();
  const wire = wireWithExtensions(db, extensions);
  const engine: Engine & { pglite: PGlite; wire: PGlite } = {
    kind: 'pglite',
    pglite: db,
    wire,
    ...wrap(db, extensions),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx, extensions))),
    async listen(channel, onNotify) {
      const unlisten = await db.listen(channel, onNotify);
      return async () => {
        await unlisten();
      };
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
  return engine;
}

/**
 * PGlite as the Postgres wire protocol (psql on port 54322) should reach it: Query and Parse
 * messages are looked at for `create extension` the same way as the API's statements.
 */
export function wireWithExtensions(db: PGlite, extensions: ExtensionLoader): PGlite {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'execProtocolRawStream') {
        return async (
          message: Uint8Array,
          options: Parameters<PGlite['execProtocolRawStream']>[1],
        ) => {
          if (message[0] === 0x51 || message[0] === 0x50) {
            await extensions.beforeSql(Buffer.from(message).toString('utf8'));
          }
          return target.execProtocolRawStream(message, options);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
