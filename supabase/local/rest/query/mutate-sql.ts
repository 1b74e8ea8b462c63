// The statements of writes, as PostgREST's mutatePlanToQuery writes them: INSERT (with ON
// CONFLICT for upserts and PUT), UPDATE and DELETE, each wrapped so Postgres reads the changed
// rows back as the table (so embeds find their relationships), counts them and builds the body.
import type { ReadNode } from '../plan/embed-plan.ts';
import type { Conflict } from '../plan/write-plan.ts';
import type { Filter, LogicTree } from '../request/filter-parser.ts';
import type { Media, Preferences } from '../request/preferences.ts';
import type { Payload } from '../request/payload.ts';
import type { Column, Table } from '../schema-cache/schema-cache.ts';
import { nodeSql } from './embed-sql.ts';
import { payloadFromSql } from './payload-sql.ts';
import { qualified, quoteIdent, whereSql, type Relation, type SqlParams } from './sql.ts';
import { bodySql, RESPONSE_SETTINGS_SQL } from './statement.ts';

const INSERTED = `nullif(current_setting('pgrst.inserted', true), '')::int`;
const COUNT_INSERTED = `set_config('pgrst.inserted', (coalesce(${INSERTED}, 0) + 1)::text, true) <> '0'`;
const UNCOUNT_INSERTED = `set_config('pgrst.inserted', (coalesce(${INSERTED}, 0) - 1)::text, true) <> '-1'`;

export interface Mutation {
  sql: string;
  p: SqlParams;
  /** Whether the statement counts inserted rows in pgrst.inserted (upserts). */
  countsInserts: boolean;
}

/** What a write answers with (Prefer: return=...). */
export type Returning = Preferences['return'];

function tableRelation(table: Table): Relation {
  return { ref: qualified(table.schema, table.name), columns: table.columns };
}

function returningSql(rel: Relation, ret: Returning): { sql: string; returnsRows: boolean } {
  const returnsRows = ret === 'representation' || ret === 'headers-only';
  return { sql: returnsRows ? ` RETURNING ${rel.ref}.*` : ' RETURNING 1', returnsRows };
}

/** INSERT of the payload's rows; `putConditions` keeps only rows matching PUT's URL filters. */
export function insertSql(
  table: Table,
  payload: Payload,
  columns: Column[],
  options: {
    conflict?: Conflict;
    putConditions: string;
    applyDefaults: boolean;
    returning: Returning;
  },
  p: SqlParams,
): Mutation {
  const { conflict, putConditions } = options;
  const rel = tableRelation(table);
  const names = columns.map((c) => quoteIdent(c.name));
  const from = payloadFromSql(payload, columns, p, { applyDefaults: options.applyDefaults });
  const countsInserts = conflict?.merge === true || putConditions !== '';
  const where = [countsInserts ? COUNT_INSERTED : '', putConditions].filter(Boolean).join(' AND ');
  let onConflict = '';
  if (conflict && conflict.columns.length) {
    const target = conflict.columns.map(quoteIdent).join(', ');
    const set = names.map((n) => `${n} = EXCLUDED.${n}`).join(', ');
    onConflict =
      conflict.merge && names.length
        ? ` ON CONFLICT(${target}) DO UPDATE SET ${set} WHERE ${UNCOUNT_INSERTED}`
        : ` ON CONFLICT(${target}) DO NOTHING`;
  }
  const returning = returningSql(rel, options.returning);
  const sql =
    `INSERT INTO ${rel.ref}${names.length ? `(${names.join(', ')})` : ''} ` +
    `SELECT ${names.map((n) => `pgrst_body.${n}`).join(', ')} ${from}` +
    `${where ? ` WHERE ${where}` : ''}${onConflict}${returning.sql}`;
  return { sql, p, countsInserts };
}

/** UPDATE of the filtered rows with the payload's columns (none: a statement changing nothing). */
export function updateSql(
  table: Table,
  payload: Payload,
  columns: Column[],
  where: { filters: Filter[]; logic: LogicTree[] },
  options: { applyDefaults: boolean; returning: Returning },
  p: SqlParams,
): Mutation {
  const rel = tableRelation(table);
  const returning = returningSql(rel, options.returning);
  let sql: string;
  if (columns.length === 0) {
    sql = `SELECT ${returning.returnsRows ? `${rel.ref}.*` : 'NULL'} FROM ${rel.ref} WHERE false`;
  } else {
    const set = columns
      .map((c) => `${quoteIdent(c.name)} = pgrst_body.${quoteIdent(c.name)}`)
      .join(', ');
    const from = payloadFromSql(payload, columns, p, { applyDefaults: options.applyDefaults });
    const condition = whereSql(rel, where.filters, where.logic, p);
    sql = `UPDATE ${rel.ref} SET ${set} ${from}${condition}${returning.sql}`;
  }
  return { sql, p, countsInserts: false };
}

export function deleteSql(
  table: Table,
  where: { filters: Filter[]; logic: LogicTree[] },
  returning: Returning,
  p: SqlParams,
): Mutation {
  const rel = tableRelation(table);
  const condition = whereSql(rel, where.filters, where.logic, p);
  return {
    sql: `DELETE FROM ${rel.ref}${condition}${returningSql(rel, returning).sql}`,
    p,
    countsInserts: false,
  };
}

/**
 * The write wrapped as one statement: the changed rows read back through `node` (the table's
 * read plan, for return=representation) or as they are, counted, and the body built.
 */
export function mutationStatementSql(
  m: Mutation,
  table: Table,
  node: ReadNode | undefined,
  returning: Returning,
  media: Media,
): string {
  const ref = quoteIdent(table.name);
  const readBack = node
    ? nodeSql(node, `pgrst_source AS ${ref}`, m.p, { root: true })
    : 'SELECT * FROM pgrst_source';
  const body =
    returning === 'representation' || returning === 'headers-only' ? bodySql(media, 'rows') : `''`;
  return (
    `WITH pgrst_source AS (${m.sql}) ` +
    `SELECT null::text AS total, pg_catalog.count(_postgrest_t)::int AS page_total, ${body}::text AS body, ` +
    `${RESPONSE_SETTINGS_SQL}, ${m.countsInserts ? INSERTED : 'null::int'} AS inserted ` +
    `FROM (${readBack}) _postgrest_t`
  );
}
