// POST /object/move and /object/copy {bucketId, sourceKey, destinationKey, destinationBucket?},
// within a bucket or across buckets, decided by storage.objects' row-level security as hosted
// Storage decides them:
//   move: the caller selects the source and updates it into the destination (the update
//         policy's `using` judges the source row, its `with check` the destination row);
//         the object keeps its id and metadata and becomes the caller's.
//   copy: the caller selects the source and inserts the destination, a new object owned by
//         the caller with the source's metadata.
// Neither replaces an existing destination (409 Duplicate). The bytes get a new version file
// at the destination before commit; a moved object's old file is removed after commit.
import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import type { Queryable } from '../db/engine.ts';
import { json, type ApiRequest, type ApiResponse } from '../http/types.ts';
import { ownerOf, type Caller } from './caller.ts';
import { accessDenied, invalidRequest, noSuchBucket, noSuchKey } from './errors.ts';
import { copyVersion, removeVersion, versionFile } from './files.ts';
import { mustBeValidBucketName, mustBeValidKey } from './keys.ts';
import { FIND_OBJECT, type StoredObject } from './read.ts';
import { asCallerWithLock } from './write.ts';

interface TransferBody {
  bucketId?: unknown;
  sourceKey?: unknown;
  destinationKey?: unknown;
  destinationBucket?: unknown;
}

interface Transfer {
  bucket: string;
  key: string;
  toBucket: string;
  toKey: string;
}

function transferOf(body: TransferBody): Transfer {
  for (const field of ['bucketId', 'sourceKey', 'destinationKey'] as const) {
    if (typeof body?.[field] !== 'string') {
      throw invalidRequest(`body must have required property '${field}'`);
    }
  }
  const bucket = body.bucketId as string;
  const toBucket =
    typeof body.destinationBucket === 'string' && body.destinationBucket !== ''
      ? body.destinationBucket
      : bucket;
  const transfer = {
    bucket,
    key: body.sourceKey as string,
    toBucket,
    toKey: body.destinationKey as string,
  };
  mustBeValidBucketName(transfer.bucket);
  mustBeValidBucketName(transfer.toBucket);
  mustBeValidKey(transfer.key);
  mustBeValidKey(transfer.toKey);
  return transfer;
}

async function mustHaveBucket(ctx: ServerContext, bucket: string): Promise<void> {
  const { rows } = await ctx.engine.query('select 1 from storage.buckets where id = $1', [bucket]);
  if (!rows[0]) throw noSuchBucket();
}

/** Both paths of a transfer: the version files, and the run as the caller. */
async function transfer(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
  t: Transfer,
  write: (tx: Queryable, source: StoredObject, version: string) => Promise<void>,
): Promise<StoredObject> {
  await mustHaveBucket(ctx, t.bucket);
  await mustHaveBucket(ctx, t.toBucket);
  const version = randomUUID();
  const target = versionFile(ctx.config.storageDir, t.toBucket, t.toKey, version);
  let written = false;
  try {
    return await asCallerWithLock(ctx, req, caller, t, async (tx, locked) => {
      // As the caller: an object it may not select does not exist for it.
      const source = (await tx.query<StoredObject>(FIND_OBJECT, [t.bucket, t.key])).rows[0];
      if (!locked || !source?.version) throw noSuchKey();
      await write(tx, source, version);
      const from = versionFile(ctx.config.storageDir, t.bucket, t.key, source.version);
      await copyVersion(from, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? noSuchKey() : error;
      });
      written = true;
      return source;
    });
  } catch (error) {
    if (written) await removeVersion(ctx.config.storageDir, t.toBucket, target);
    throw error;
  }
}

export async function moveObject(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
  body: TransferBody,
): Promise<ApiResponse> {
  const t = transferOf(body);
  if (t.bucket === t.toBucket && t.key === t.toKey) {
    return json(200, { message: 'Successfully moved' });
  }
  const { owner, ownerId } = ownerOf(caller.claims);
  const source = await transfer(ctx, req, caller, t, async (tx, _source, version) => {
    // No `returning`: the moved row need not be selectable by the caller afterwards.
    const moved = await tx.query(
      `update storage.objects set bucket_id = $3, name = $4, version = $5, owner = $6,
         owner_id = $7, updated_at = now(), last_accessed_at = now()
       where bucket_id = $1 and name = $2`,
      [t.bucket, t.key, t.toBucket, t.toKey, version, owner, ownerId],
    );
    if (moved.rowCount === 0) throw accessDenied();
  });
  const old = versionFile(ctx.config.storageDir, t.bucket, t.key, source.version!);
  await removeVersion(ctx.config.storageDir, t.bucket, old);
  return json(200, { message: 'Successfully moved' });
}

export async function copyObject(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
  body: TransferBody,
): Promise<ApiResponse> {
  const t = transferOf(body);
  const id = randomUUID();
  const { owner, ownerId } = ownerOf(caller.claims);
  await transfer(ctx, req, caller, t, async (tx, source, version) => {
    const metadata = { ...(source.metadata ?? {}), lastModified: new Date().toISOString() };
    await tx.query(
      `insert into storage.objects
         (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        t.toBucket,
        t.toKey,
        owner,
        ownerId,
        JSON.stringify(metadata),
        source.user_metadata === null ? null : JSON.stringify(source.user_metadata),
        version,
      ],
    );
  });
  return json(200, { Id: id, Key: `${t.toBucket}/${t.toKey}` });
}
