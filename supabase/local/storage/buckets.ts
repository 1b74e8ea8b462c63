// GET/POST /bucket and GET /bucket/{id}, run as the caller: storage.buckets has row-level
// security with no policies by default, so only service_role lists or creates buckets, as on
// a hosted project.
import type { ServerContext } from '../context.ts';
import { asRequest } from '../db/request.ts';
import { json, type ApiRequest, type ApiResponse } from '../http/types.ts';
import { ownerOf, type Caller } from './caller.ts';
import { fromPgError, invalidRequest, noSuchBucket } from './errors.ts';
import { mustBeValidBucketName } from './keys.ts';

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
  const mimeTypes = body.allowed_mime_types;
  if (
    mimeTypes != null &&
    !(Array.isArray(mimeTypes) && mimeTypes.every((m) => typeof m === 'string'))
  ) {
    throw invalidRequest('body/allowed_mime_types must be an array of strings');
  }
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
          mimeTypes == null ? null : (mimeTypes as string[]).filter((m) => m !== ''),
        ],
      ),
    );
  } catch (error) {
    throw fromPgError(error, 'BucketAlreadyExists');
  }
  return json(200, { name: body.name });
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
