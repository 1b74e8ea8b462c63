// POST /object/list-v2/{bucket} {prefix, cursor, limit, with_delimiter} (supabase-js listV2):
// the keys that start with `prefix`, by key, `limit` (default and at most 1000) at a time.
// Flat by default; with `with_delimiter` the keys below the prefix's level are grouped into
// folders (S3's common prefixes). Answers {hasNext, nextCursor, folders, objects}; each entry
// has its full `key` and its `name` below the prefix's folder. The cursor is opaque: the last
// key of the page. Runs as the caller, so only rows the select policies allow are listed;
// ordering is by name only.
import type { ServerContext } from '../context.ts';
import { asRequest } from '../db/request.ts';
import { json, type ApiResponse } from '../http/types.ts';
import type { Caller } from './caller.ts';
import { invalidRequest } from './errors.ts';

export const LIST_V2_MAX_LIMIT = 1000;

interface ListV2Body {
  prefix?: unknown;
  cursor?: unknown;
  limit?: unknown;
  with_delimiter?: unknown;
}

interface Row {
  id: string;
  name: string;
  metadata: unknown;
  updated_at: unknown;
  created_at: unknown;
  last_accessed_at: unknown;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function limitOf(value: unknown): number {
  if (value === undefined || value === null) return LIST_V2_MAX_LIMIT;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw invalidRequest('body/limit must be >= 1');
  }
  return Math.min(value, LIST_V2_MAX_LIMIT);
}

function cursorOf(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw invalidRequest('body/cursor must be string');
  return Buffer.from(value, 'base64url').toString('utf8');
}

export async function listObjectsV2(
  ctx: ServerContext,
  caller: Caller,
  bucket: string,
  body: ListV2Body,
): Promise<ApiResponse> {
  if (body?.prefix !== undefined && typeof body.prefix !== 'string') {
    throw invalidRequest('body/prefix must be string');
  }
  const prefix = ((body?.prefix as string | undefined) ?? '').replace(/^\/+/, '');
  const limit = limitOf(body?.limit);
  const after = cursorOf(body?.cursor);
  const grouped = body?.with_delimiter === true;
  // Names are relative to the folder the prefix is in: `list/a` lists `a.png` in `list/`.
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);

  const rows = await asRequest(ctx.engine, caller.claims, async (tx) => {
    const sql = `select id, name, metadata, updated_at, created_at, last_accessed_at
      from storage.objects where bucket_id = $1 and name like $2 escape '\\'
      order by name collate "C"`;
    return (await tx.query<Row>(sql, [bucket, `${escapeLike(prefix)}%`])).rows;
  });

  type Entry = { key: string; row?: Row };
  const entries: Entry[] = [];
  const seenFolders = new Set<string>();
  for (const row of rows) {
    const slash = grouped ? row.name.indexOf('/', prefix.length) : -1;
    if (slash === -1) {
      entries.push({ key: row.name, row });
      continue;
    }
    const key = row.name.slice(0, slash + 1);
    if (!seenFolders.has(key)) entries.push({ key });
    seenFolders.add(key);
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const remaining = after === undefined ? entries : entries.filter((e) => e.key > after);
  const page = remaining.slice(0, limit);
  const hasNext = remaining.length > limit;

  const folders = [];
  const objects = [];
  for (const { key, row } of page) {
    const name = key.slice(folder.length);
    if (!row) {
      folders.push({ name: name.replace(/\/$/, ''), key });
      continue;
    }
    objects.push({
      name,
      key,
      id: row.id,
      updated_at: row.updated_at,
      created_at: row.created_at,
      last_accessed_at: row.last_accessed_at,
      metadata: row.metadata,
    });
  }
  return json(200, {
    hasNext,
    ...(hasNext ? { nextCursor: Buffer.from(page.at(-1)!.key).toString('base64url') } : {}),
    folders,
    objects,
  });
}
