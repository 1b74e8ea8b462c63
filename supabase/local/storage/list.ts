// POST /object/list/{bucket}: one folder level, as hosted Storage's storage.search()
// (supabase/storage migrations/tenant/0023-optimize-search-function.sql): sub-folders first
// (name only, other fields null), then the files at that level, then limit/offset.
// Runs as the caller, so only rows the select policies allow are listed.
import type { ServerContext } from '../context.ts';
import { asRequest } from '../db/request.ts';
import { json, type ApiResponse } from '../http/types.ts';
import type { Caller } from './caller.ts';
import { invalidRequest } from './errors.ts';

/** Spec: "Storage list default limit: 100". */
export const STORAGE_LIST_DEFAULT_LIMIT = 100;
const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;

interface ListBody {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function wholeNumber(value: unknown, fallback: number, name: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw invalidRequest(`body/${name} must be a whole number`);
  }
  return value;
}

export async function listObjects(
  ctx: ServerContext,
  caller: Caller,
  bucket: string,
  body: ListBody,
): Promise<ApiResponse> {
  if (typeof body?.prefix !== 'string')
    throw invalidRequest("body must have required property 'prefix'");
  let prefix = body.prefix.replace(/^\/+/, '');
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  const search = typeof body.search === 'string' ? body.search : '';
  const limit = wholeNumber(body.limit, STORAGE_LIST_DEFAULT_LIMIT, 'limit');
  const offset = wholeNumber(body.offset, 0, 'offset');
  const column = SORT_COLUMNS.find((c) => c === body.sortBy?.column) ?? 'name';
  const order = body.sortBy?.order === 'desc' ? 'desc' : 'asc';
  const level = (prefix + search).split('/').length;

  // Identifiers come from the fixed lists above; every value is a bound parameter.
  const sql = `
    with matches as (
      select * from storage.objects
      where bucket_id = $1 and name ilike $2 escape '\\'
    )
    select name, id, updated_at, created_at, last_accessed_at, metadata from (
      select 0 as kind, folder as name, null::uuid as id, null::timestamptz as updated_at,
             null::timestamptz as created_at, null::timestamptz as last_accessed_at,
             null::jsonb as metadata
      from (select distinct path_tokens[$3] as folder from matches
            where array_length(path_tokens, 1) > $3) folders
      union all
      select 1, path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata
      from matches where array_length(path_tokens, 1) = $3
    ) listing
    order by kind, ${column} ${order}, name ${order}
    limit $4 offset $5`;
  const rows = await asRequest(ctx.engine, caller.claims, async (tx) => {
    const pattern = `${escapeLike(prefix)}${escapeLike(search)}%`;
    return (await tx.query(sql, [bucket, pattern, level, limit, offset])).rows;
  });
  return json(200, rows);
}
