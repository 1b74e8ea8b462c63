// Upload, replace and delete. Security: storage.objects' row-level security decides who may
// do each: the row is written (or deleted) in a transaction as the caller's role with the
// caller's claims, exactly as PostgREST would run it, so the storage policies in the
// migrations are the only rule. File bytes follow the row: a new version file is written
// before commit and removed if the transaction fails; a replaced or deleted file is removed
// only after commit.
import { createHash, randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/engine.ts';
import { setRequestContext } from '../db/request.ts';
import { json, type ApiRequest, type ApiResponse } from '../http/types.ts';
import { ownerOf, type Caller } from './caller.ts';
import { accessDenied, fromPgError, noSuchBucket, noSuchKey } from './errors.ts';
import { removeVersion, versionFile, writeVersion } from './files.ts';
import { readUpload } from './upload-body.ts';

interface BucketLimits {
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

const INSERT = `insert into storage.objects
    (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata)
  values ($1, $2, $3, $4, $5, $6, $7, $8)`;
const UPSERT = `${INSERT}
  on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
    metadata = excluded.metadata, version = excluded.version,
    user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()`;

/** Runs fn as the caller, after taking a row lock on the object as the server. */
export async function asCallerWithLock<T>(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
  object: { bucket: string; key: string },
  fn: (tx: Queryable, existing: { id: string; version: string | null } | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.engine.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; version: string | null }>(
        'select id, version from storage.objects where bucket_id = $1 and name = $2 for update',
        [object.bucket, object.key],
      );
      await setRequestContext(tx, caller.claims, { method: req.method, path: req.url.pathname });
      return fn(tx, rows[0]);
    });
  } catch (error) {
    throw fromPgError(error);
  }
}

export async function putObject(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
  bucket: string,
  key: string,
  upsert: boolean,
): Promise<ApiResponse> {
  const { rows } = await ctx.engine.query<BucketLimits>(
    'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [bucket],
  );
  if (!rows[0]) throw noSuchBucket();
  const bucketLimit = rows[0].file_size_limit === null ? Infinity : Number(rows[0].file_size_limit);
  const file = await readUpload(req, {
    maxBytes: Math.min(bucketLimit, ctx.config.maxUploadBytes),
    allowedMimeTypes: rows[0].allowed_mime_types,
  });

  const id = randomUUID();
  const version = randomUUID();
  const path = versionFile(ctx.config.storageDir, bucket, key, version);
  const metadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
  const { owner, ownerId } = ownerOf(caller.claims);
  let written = false;
  let previous: { id: string; version: string | null } | undefined;
  try {
    previous = await asCallerWithLock(ctx, req, caller, { bucket, key }, async (tx, existing) => {
      await tx.query(upsert ? UPSERT : INSERT, [
        id,
        bucket,
        key,
        owner,
        ownerId,
        JSON.stringify(metadata),
        version,
        file.userMetadata === null ? null : JSON.stringify(file.userMetadata),
      ]);
      await writeVersion(path, file.bytes);
      written = true;
      return existing;
    });
  } catch (error) {
    if (written) await removeVersion(ctx.config.storageDir, bucket, path);
    throw error;
  }
  if (previous?.version) {
    const old = versionFile(ctx.config.storageDir, bucket, key, previous.version);
    await removeVersion(ctx.config.storageDir, bucket, old);
  }
  return json(200, { Id: previous?.id ?? id, Key: `${bucket}/${key}` });
}

export async function deleteObject(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
  bucket: string,
  key: string,
): Promise<ApiResponse> {
  const version = await asCallerWithLock(
    ctx,
    req,
    caller,
    { bucket, key },
    async (tx, existing) => {
      if (!existing) throw noSuchKey();
      const deleted = await tx.query<{ version: string | null }>(
        'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
        [bucket, key],
      );
      if (deleted.rows.length === 0) throw accessDenied('Access denied');
      return deleted.rows[0]!.version;
    },
  );
  if (version) {
    const file = versionFile(ctx.config.storageDir, bucket, key, version);
    await removeVersion(ctx.config.storageDir, bucket, file);
  }
  return json(200, { message: 'Successfully deleted' });
}

/** DELETE /object/{bucket} {prefixes}: the rows the caller could delete, as hosted returns. */
export async function deleteObjects(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
  bucket: string,
  keys: string[],
): Promise<ApiResponse> {
  let deleted: Record<string, unknown>[];
  try {
    deleted = await ctx.engine.transaction(async (tx) => {
      await setRequestContext(tx, caller.claims, { method: req.method, path: req.url.pathname });
      const result = await tx.query(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
        [bucket, keys],
      );
      return result.rows;
    });
  } catch (error) {
    throw fromPgError(error);
  }
  for (const row of deleted) {
    if (typeof row.version !== 'string' || typeof row.name !== 'string') continue;
    try {
      const file = versionFile(ctx.config.storageDir, bucket, row.name, row.version);
      await removeVersion(ctx.config.storageDir, bucket, file);
    } catch {
      // a row written by SQL with a name that cannot be a path has no file to remove
    }
  }
  return json(200, deleted);
}
