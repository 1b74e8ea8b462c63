// What delivery needs to know about a published table, read from the catalog: its
// columns (name and type as realtime-js converts them, and which API role may select
// each), primary key, row-level security and replica identity. Cached briefly, since
// every change of a busy table would otherwise ask again.
import type { Queryable } from '../db/engine.ts';
import type { ApiRole } from '../db/request.ts';

export interface ColumnMeta {
  name: string;
  /** pg_type.typname, e.g. "int4", "_text": what realtime-js's convertChangeData expects. */
  type: string;
  /** format_type(): a type name safe to use in a cast. */
  sqlType: string;
  selectable: Record<ApiRole, boolean>;
}

export interface TableMeta {
  relid: string;
  schema: string;
  table: string;
  /** Quoted "schema"."table". */
  rel: string;
  rls: boolean;
  replicaFull: boolean;
  columns: ColumnMeta[];
  primaryKey: string[];
}

const TTL_MS = 5_000;

const META_SQL = `
  select c.oid::text as relid, n.nspname as schema, c.relname as table,
         c.relrowsecurity as rls, c.relreplident = 'f' as replica_full,
         coalesce((
           select jsonb_agg(jsonb_build_object(
                    'name', a.attname,
                    'type', t.typname,
                    'sqlType', format_type(a.atttypid, a.atttypmod),
                    'selectable', jsonb_build_object(
                      'anon', has_column_privilege('anon', c.oid, a.attnum, 'SELECT'),
                      'authenticated', has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT'),
                      'service_role', has_column_privilege('service_role', c.oid, a.attnum, 'SELECT')))
                  order by a.attnum)
           from pg_attribute a join pg_type t on t.oid = a.atttypid
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
         coalesce((
           select jsonb_agg(a.attname order by k.ord)
           from pg_index i
           cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
           join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
           where i.indrelid = c.oid and i.indisprimary), '[]') as primary_key
  from pg_class c join pg_namespace n on n.oid = c.relnamespace`;

interface MetaRow {
  relid: string;
  schema: string;
  table: string;
  rls: boolean;
  replica_full: boolean;
  columns: ColumnMeta[];
  primary_key: string[];
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function toMeta(row: MetaRow): TableMeta {
  return {
    relid: row.relid,
    schema: row.schema,
    table: row.table,
    rel: `${quoteIdent(row.schema)}.${quoteIdent(row.table)}`,
    rls: row.rls,
    replicaFull: row.replica_full,
    columns: row.columns,
    primaryKey: row.primary_key,
  };
}

export class TableCatalog {
  private readonly cache = new Map<string, { meta: TableMeta; at: number }>();

  constructor(private readonly db: Queryable) {}

  /** The table a change was captured from; re-read when the change has columns the cache lacks. */
  async byId(relid: string, row?: Record<string, unknown> | null): Promise<TableMeta | undefined> {
    const hit = this.cache.get(relid);
    const fresh = hit && Date.now() - hit.at < TTL_MS;
    const complete =
      !row || !hit || Object.keys(row).every((k) => hit.meta.columns.some((c) => c.name === k));
    if (hit && fresh && complete) return hit.meta;
    const { rows } = await this.db.query<MetaRow>(`${META_SQL} where c.oid = $1::oid`, [relid]);
    return this.remember(rows[0], relid);
  }

  async byName(schema: string, table: string): Promise<TableMeta | undefined> {
    const { rows } = await this.db.query<MetaRow>(
      `${META_SQL} where c.oid = to_regclass(format('%I.%I', $1::text, $2::text))`,
      [schema, table],
    );
    return this.remember(rows[0]);
  }

  private remember(row: MetaRow | undefined, relid?: string): TableMeta | undefined {
    if (!row) {
      if (relid) this.cache.delete(relid);
      return undefined;
    }
    const meta = toMeta(row);
    this.cache.set(meta.relid, { meta, at: Date.now() });
    return meta;
  }
}
