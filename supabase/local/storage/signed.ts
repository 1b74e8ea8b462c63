// Signed URLs as hosted Storage issues them: a token is a JWT signed with the project's JWT
// secret whose `url` claim is `{bucket}/{key}` and whose `exp` ends it. Signing is done as the
// caller (a download link only for an object the caller may select, an upload link only where
// the caller may insert); using the link needs no apikey and no JWT, because the signature
// is the permission.
//   POST /object/sign/{bucket}/{key} {expiresIn}         -> {signedURL}
//   POST /object/sign/{bucket} {expiresIn, paths}        -> [{error, path, signedURL}]
//   GET|HEAD /object/sign/{bucket}/{key}?token=          the bytes
//   POST /object/upload/sign/{bucket}/{key} (x-upsert)   -> {url, token}, valid 2 hours
//   PUT /object/upload/sign/{bucket}/{key}?token=        the upload, owned by the signer
import type { ServerContext } from '../context.ts';
import { asRequest, setRequestContext } from '../db/request.ts';
import { json, type ApiRequest, type ApiResponse } from '../http/types.ts';
import { JwtError, signJwt, verifyJwt, type Claims } from '../jwt.ts';
import { ownerOf, type Caller } from './caller.ts';
import { fromPgError, invalidRequest, noSuchBucket, noSuchKey, storageError } from './errors.ts';
import { FIND_OBJECT, serveObject, type StoredObject } from './read.ts';
import { putObject } from './write.ts';

/** How long a signed upload URL lasts: hosted Storage's default, 2 hours. */
export const SIGNED_UPLOAD_EXPIRES_IN = 2 * 60 * 60;

const NOT_SIGNABLE = 'Either the object does not exist or you do not have access to it';

const invalidJwt = (message: string) => storageError(400, 'InvalidJWT', 'InvalidJWT', message);
const invalidSignature = (message: string) =>
  storageError(400, 'InvalidSignature', 'InvalidSignature', message);

function expiresInOf(body: { expiresIn?: unknown } | undefined): number {
  const value = body?.expiresIn;
  if (value === undefined || value === null) {
    throw invalidRequest("body must have required property 'expiresIn'");
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw invalidRequest('body/expiresIn must be integer');
  }
  if (value < 1) throw invalidRequest('body/expiresIn must be >= 1');
  return value;
}

async function signToken(ctx: ServerContext, claims: Claims, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ ...claims, iat: now, exp: now + expiresIn }, ctx.config.jwtSecret);
}

/** POST /object/sign/{bucket}/{key}: a download link, if the caller may select the object. */
export async function signObjectUrl(
  ctx: ServerContext,
  caller: Caller,
  bucket: string,
  key: string,
  body: { expiresIn?: unknown },
): Promise<ApiResponse> {
  const expiresIn = expiresInOf(body);
  const found = await asRequest(ctx.engine, caller.claims, async (tx) => {
    const sql = 'select id from storage.objects where bucket_id = $1 and name = $2';
    return (await tx.query(sql, [bucket, key])).rows[0];
  });
  if (!found) throw noSuchKey();
  const token = await signToken(ctx, { url: `${bucket}/${key}` }, expiresIn);
  return json(200, { signedURL: `/object/sign/${bucket}/${key}?token=${token}` });
}

/** POST /object/sign/{bucket} {expiresIn, paths}: one answer per path, in order. */
export async function signObjectUrls(
  ctx: ServerContext,
  caller: Caller,
  bucket: string,
  body: { expiresIn?: unknown; paths?: unknown },
): Promise<ApiResponse> {
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) {
    throw invalidRequest("body must have required property 'paths'");
  }
  const readable = await asRequest(ctx.engine, caller.claims, async (tx) => {
    const sql = 'select name from storage.objects where bucket_id = $1 and name = any($2::text[])';
    const { rows } = await tx.query<{ name: string }>(sql, [bucket, paths]);
    return new Set(rows.map((r) => r.name));
  });
  const answers = [];
  for (const path of paths as string[]) {
    if (!readable.has(path)) {
      answers.push({ error: NOT_SIGNABLE, path, signedURL: null });
      continue;
    }
    const token = await signToken(ctx, { url: `${bucket}/${path}` }, expiresIn);
    answers.push({ error: null, path, signedURL: `/object/sign/${bucket}/${path}?token=${token}` });
  }
  return json(200, answers);
}

/**
 * The claims of the request's `token`, if it is a valid, unexpired token for exactly this
 * object and of the right kind. Security: an upload token (it carries `upsert`) never reads,
 * and a download token never writes.
 */
async function verifiedToken(
  ctx: ServerContext,
  req: ApiRequest,
  bucket: string,
  key: string,
  kind: 'download' | 'upload',
): Promise<Claims> {
  const token = req.url.searchParams.get('token');
  if (!token) throw invalidRequest("querystring must have required property 'token'");
  let claims: Claims;
  try {
    claims = await verifyJwt(token, ctx.config.jwtSecret);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    if (error.expired) throw invalidJwt('jwt expired');
    throw invalidJwt(
      error.message === 'JWSInvalidSignature' ? 'invalid signature' : 'jwt malformed',
    );
  }
  const isUpload = typeof claims.upsert === 'boolean';
  if (claims.url !== `${bucket}/${key}` || isUpload !== (kind === 'upload')) {
    throw invalidSignature('The url do not match the signature');
  }
  return claims;
}

/** GET|HEAD /object/sign/{bucket}/{key}?token=: the bytes, for whoever holds the link. */
export async function getSignedObject(
  ctx: ServerContext,
  req: ApiRequest,
  bucket: string,
  key: string,
): Promise<ApiResponse> {
  await verifiedToken(ctx, req, bucket, key, 'download');
  const found = (await ctx.engine.query<StoredObject>(FIND_OBJECT, [bucket, key])).rows[0];
  if (!found) throw noSuchKey();
  return serveObject(ctx, req, found);
}

/** Thrown to roll back a transaction that only tested a permission. */
class Tested extends Error {}

/**
 * POST /object/upload/sign/{bucket}/{key}: the caller must be allowed to insert the object
 * (with `x-upsert: true`, to insert or replace it); the row is tried as the caller and rolled
 * back, as hosted Storage tests the permission before signing.
 */
export async function signUploadUrl(
  ctx: ServerContext,
  req: ApiRequest,
  caller: Caller,
  bucket: string,
  key: string,
): Promise<ApiResponse> {
  const upsert = req.headers['x-upsert'] === 'true';
  const { rows } = await ctx.engine.query('select 1 from storage.buckets where id = $1', [bucket]);
  if (!rows[0]) throw noSuchBucket();
  const { owner, ownerId } = ownerOf(caller.claims);
  try {
    await ctx.engine.transaction(async (tx) => {
      await setRequestContext(tx, caller.claims, { method: req.method, path: req.url.pathname });
      const conflict = upsert
        ? 'on conflict (bucket_id, name) do update set updated_at = now()'
        : '';
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id)
         values ($1, $2, $3, $4) ${conflict}`,
        [bucket, key, owner, ownerId],
      );
      throw new Tested();
    });
  } catch (error) {
    if (!(error instanceof Tested)) throw fromPgError(error);
  }
  const token = await signToken(
    ctx,
    { url: `${bucket}/${key}`, upsert, ...(ownerId ? { owner: ownerId } : {}) },
    SIGNED_UPLOAD_EXPIRES_IN,
  );
  return json(200, { url: `/object/upload/sign/${bucket}/${key}?token=${token}`, token });
}

/**
 * PUT /object/upload/sign/{bucket}/{key}?token=: the upload the token was signed for, written
 * past the policies (they were checked at signing) with the signer as owner; the request's
 * own JWT and `x-upsert` are ignored.
 */
export async function uploadToSignedUrl(
  ctx: ServerContext,
  req: ApiRequest,
  bucket: string,
  key: string,
): Promise<ApiResponse> {
  const claims = await verifiedToken(ctx, req, bucket, key, 'upload');
  const owner = typeof claims.owner === 'string' ? claims.owner : undefined;
  const signer: Caller = {
    claims: { role: 'service_role', ...(owner ? { sub: owner } : {}) },
    authenticated: true,
  };
  return putObject(ctx, req, signer, bucket, key, claims.upsert === true);
}
