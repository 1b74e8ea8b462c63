// GET/POST /bucket, GET/PUT/DELETE /bucket/{id} and POST /bucket/{id}/empty, run as the
// caller: storage.buckets has row-level security with no policies by default, so only
// service_role lists, creates, updates or deletes buckets, as on a hosted project; a bucket
// the caller may not select is not found. Emptying deletes the objects as the caller too.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ServerContext } from '../context.ts';
import { asRequest, setRequestContext } from '../db/request.ts';
import { json, type ApiRequest, type ApiResponse } from '../http/types.ts';
import { ownerOf, type Caller } from './caller.ts';
import { fromPgError, invalidRequest, noSuchBucket, storageError } from './errors.ts';
import { removeVersion, versionFile } from './files.ts';
import { isValidBucketName, mustBeValidBucketName } from './keys.ts';

// file_size_limit is bigint: node-postgres reads it as a string, PGlite as a number; hosted
// Storage answers a number.
const COLUMNS = `id, name, owner, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at, 'STANDARD' as type`;
const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const;

export async function listBuckets(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
): Promise<ApiResponse> {
  const q = req.url.searchParams;
  const column = SORT_COLUMNS.find((c) => c === q.get('sortColumn')) ?? 'name';
  const order = q.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const limit = /^\d+$/.test(q.get('limit') ?? '') ? Number(q.get('limit')) : null;
  const offset = /^\d+$/.test(q.get('offset') ?? '') ? Number(q.get('offset')) : 0;
  const search = q.get('search') ?? '';
  const rows = await asRequest(ctx.engine, caller.claims, async (tx) => {
    const sql = `select ${COLUMNS} from storage.buckets where name ilike '%' || $1 || '%'
      order by ${column} ${order} limit $2 offset $3`;
    return (await tx.query(sql, [search.replace(/[\\%_]/g, '\\$&'), limit, offset])).rows;
  });
  return json(200, rows);
}

export async function getBucket(
  ctx: ServerContext,
  caller: Caller,
  id: string,
): Promise<ApiResponse> {
  const row = await asRequest(ctx.engine, caller.claims, async (tx) => {
    return (await tx.query(`select ${COLUMNS} from storage.buckets where id = $1`, [id])).rows[0];
  });
  if (!row) throw noSuchBucket();
  return json(200, row);
}

interface CreateBucketBody {
  id?: unknown;
  name?: unknown;
  public?: unknown;
  file_size_limit?: unknown;
  allowed_mime_types?: unknown;
}

export async function createBucket(
  ctx: ServerContext,
  caller: Caller,
  body: CreateBucketBody,
): Promise<ApiResponse> {
  if (typeof body?.name !== 'string')
    throw invalidRequest("body must have required property 'name'");
  const id = typeof body.id === 'string' && body.id !== '' ? body.id : body.name;
  mustBeValidBucketName(id);
  const mimeTypes = mimeTypesOf(body.allowed_mime_types);
  try {
    await asRequest(ctx.engine, caller.claims, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          body.name,
          ownerOf(caller.claims).owner,
          body.public === true,
          fileSizeLimit(body.file_size_limit),
          mimeTypes ?? null,
        ],
      ),
    );
  } catch (error) {
    throw fromPgError(error, 'BucketAlreadyExists');
  }
  return json(200, { name: body.name });
}

function mimeTypesOf(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!(Array.isArray(value) && value.every((m) => typeof m === 'string'))) {
    throw invalidRequest('body/allowed_mime_types must be an array of strings');
  }
  return value.filter((m) => m !== '');
}

/** PUT /bucket/{id}: `public`, `file_size_limit`, `allowed_mime_types`; absent ones are kept. */
export async function updateBucket(
  ctx: ServerContext,
  caller: Caller,
  id: string,
  body: CreateBucketBody,
): Promise<ApiResponse> {
  if (body?.public !== undefined && typeof body.public !== 'boolean') {
    throw invalidRequest('body/public must be boolean');
  }
  const sizeLimit =
    body?.file_size_limit === undefined ? undefined : fileSizeLimit(body.file_size_limit);
  const mimeTypes = mimeTypesOf(body?.allowed_mime_types);
  let updated: number;
  try {
    updated = await asRequest(ctx.engine, caller.claims, async (tx) => {
      const result = await tx.query(
        `update storage.buckets set
           public = coalesce($2, public),
           file_size_limit = case when $3 then $4::bigint else file_size_limit end,
           allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
           updated_at = now()
         where id = $1`,
        [
          id,
          typeof body?.public === 'boolean' ? body.public : null,
          sizeLimit !== undefined,
          sizeLimit ?? null,
          mimeTypes !== undefined,
          mimeTypes ?? null,
        ],
      );
      return result.rowCount;
    });
  } catch (error) {
    throw fromPgError(error);
  }
  if (updated === 0) throw noSuchBucket();
  return json(200, { message: 'Successfully updated' });
}

/** The bucket's rows as the caller sees them, or 404 when it may not select the bucket. */
async function mustSeeBucket(ctx: ServerContext, caller: Caller, id: string): Promise<void> {
  const seen = await asRequest(ctx.engine, caller.claims, async (tx) => {
    return (await tx.query('select 1 from storage.buckets where id = $1', [id])).rows.length;
  });
  if (seen === 0) throw noSuchBucket();
}

/**
 * DELETE /bucket/{id}: refused (409) while any object is left in it, counting objects the
 * caller cannot see, as hosted Storage refuses it; empty it first.
 */
export async function deleteBucket(
  ctx: ServerContext,
  caller: Caller,
  id: string,
): Promise<ApiResponse> {
  await mustSeeBucket(ctx, caller, id);
  let deleted: number;
  try {
    deleted = await ctx.engine.transaction(async (tx) => {
      const { rows } = await tx.query(
        'select 1 from storage.objects where bucket_id = $1 limit 1',
        [id],
      );
      if (rows.length > 0) {
        throw storageError(
          409,
          'InvalidRequest',
          'InvalidRequest',
          'The bucket you tried to delete is not empty',
        );
      }
      await setRequestContext(tx, caller.claims);
      return (await tx.query('delete from storage.buckets where id = $1', [id])).rowCount;
    });
  } catch (error) {
    throw fromPgError(error);
  }
  if (deleted === 0) throw noSuchBucket();
  // Security: only a name that is one plain folder (a bucket made by SQL may be called
  // anything) has its folder removed, and never outside the storage folder.
  const folder = path.resolve(ctx.config.storageDir, id);
  if (isValidBucketName(id) && folder.startsWith(path.resolve(ctx.config.storageDir) + path.sep)) {
    await rm(folder, { recursive: true, force: true });
  }
  return json(200, { message: 'Successfully deleted' });
}

/** POST /bucket/{id}/empty: every object the caller may delete, rows and files. */
export async function emptyBucket(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
  id: string,
): Promise<ApiResponse> {
  await mustSeeBucket(ctx, caller, id);
  let removed: { name: string; version: string | null }[];
  try {
    removed = await asRequest(
      ctx.engine,
      caller.claims,
      async (tx) => {
        const sql = 'delete from storage.objects where bucket_id = $1 returning name, version';
        return (await tx.query<{ name: string; version: string | null }>(sql, [id])).rows;
      },
      { method: req.method, path: req.url.pathname },
    );
  } catch (error) {
    throw fromPgError(error);
  }
  for (const { name, version } of removed) {
    if (!version) continue;
    try {
      await removeVersion(
        ctx.config.storageDir,
        id,
        versionFile(ctx.config.storageDir, id, name, version),
      );
    } catch {
      // a row written by SQL with a name that cannot be a path has no file to remove
    }
  }
  return json(200, { message: 'Successfully emptied' });
}

/** A number of bytes, or a string such as "5MB" / "300KB" (storage's parseFileSizeToBytes). */
function fileSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i.exec(value) : null;
  if (!match) {
    throw invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  }
  const unit = { gb: 1e9, mb: 1e6, kb: 1e3, b: 1 }[match[2]!.toLowerCase() as 'gb'];
  return Math.round(Number(match[1]) * unit);
}
