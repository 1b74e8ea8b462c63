// What a write may touch, decided before any SQL (PostgREST's MutatePlan): the conflict an
// upsert resolves, the one row a PUT names, and the paging writes refuse.
import type { RestCall } from '../call.ts';
import { notImplemented, pgrstError } from '../errors.ts';
import type { Table } from '../schema-cache/schema-cache.ts';

/** ON CONFLICT of an upsert: the conflict columns, and whether to merge or skip. */
export interface Conflict {
  columns: string[];
  merge: boolean;
}

/** POST with Prefer: resolution=...: the upsert's conflict columns (on_conflict, else the key). */
export function insertConflict(call: RestCall, table: Table): Conflict | undefined {
  const { prefs, query } = call;
  if (!prefs.resolution) return undefined;
  return {
    columns: query.onConflict ?? table.primaryKey,
    merge: prefs.resolution === 'merge-duplicates',
  };
}

/** PATCH and DELETE change every matching row: limit/offset are refused, not ignored. */
export function refuseLimits(call: RestCall): void {
  if (call.query.limit !== undefined || call.query.offset !== undefined) {
    throw notImplemented(
      `limit/offset on ${call.req.method} are not supported by the local server`,
    );
  }
}

/** PUT names exactly one row: `pk=eq.value` on every key column and nothing else. */
export function checkPutTarget(call: RestCall, table: Table): void {
  const { query } = call;
  if (query.limit !== undefined || query.offset !== undefined) {
    throw pgrstError(
      400,
      'PGRST114',
      'limit/offset querystring parameters are not allowed for PUT',
    );
  }
  const pk = table.primaryKey;
  const filterColumns = new Set(query.filters.map((f) => f.field.name));
  const onlyPkEq =
    pk.length > 0 &&
    query.logic.length === 0 &&
    filterColumns.size === pk.length &&
    pk.every((k) => filterColumns.has(k)) &&
    query.filters.every(
      (f) =>
        !f.negated &&
        f.operation.type === 'quant' &&
        f.operation.op === 'eq' &&
        !f.operation.quantifier,
    );
  if (!onlyPkEq) {
    throw pgrstError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
}
