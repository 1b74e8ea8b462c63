// Serving stored files: public buckets to anyone (no apikey needed, as `getPublicUrl` links
// are used in <img> tags), other buckets through storage.objects' select policies. Headers as
// hosted Storage's asset renderer (supabase/storage src/storage/renderer/renderer.ts) sends
// them: the stored Content-Type and Cache-Control, ETag and Last-Modified, 304 on a match.
import type { ServerContext } from '../context.ts';
import { asRequest } from '../db/request.ts';
import { json, type ApiRequest, type ApiResponse } from '../http/types.ts';
import { callerOf } from './caller.ts';
import { noSuchBucket, noSuchKey } from './errors.ts';
import { readVersion, versionFile } from './files.ts';

export interface StoredObject {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export type ReadMode = 'public' | 'authenticated' | 'any';

export const FIND_OBJECT = `select id, name, bucket_id, version, metadata, user_metadata, created_at,
  updated_at from storage.objects where bucket_id = $1 and name = $2`;

/**
 * The object, if this caller may read it. `public`: only public buckets, no token needed.
 * `authenticated`: a valid token is required. `any` (GET /object/{bucket}/{key}): an invalid
 * or missing token makes the caller anon, who may read public buckets only.
 */
async function findReadable(
  ctx: ServerContext,
  req: ApiRequest,
  bucket: string,
  key: string,
  mode: ReadMode,
): Promise<StoredObject> {
  const caller =
    mode === 'public' ? undefined : await callerOf(ctx, req, { optional: mode === 'any' });
  const { rows } = await ctx.engine.query<{ public: boolean }>(
    'select public from storage.buckets where id = $1',
    [bucket],
  );
  const isPublic = rows[0]?.public === true;
  if (!rows[0] || (mode === 'public' && !isPublic)) throw noSuchBucket();
  let found: StoredObject | undefined;
  if (isPublic) {
    found = (await ctx.engine.query<StoredObject>(FIND_OBJECT, [bucket, key])).rows[0];
  } else {
    if (!caller?.authenticated) throw noSuchBucket();
    found = await asRequest(ctx.engine, caller.claims, async (tx) => {
      return (await tx.query<StoredObject>(FIND_OBJECT, [bucket, key])).rows[0];
    });
  }
  if (!found) throw noSuchKey();
  return found;
}

export async function getObject(
  ctx: ServerContext,
  req: ApiRequest,
  bucket: string,
  key: string,
  mode: ReadMode,
): Promise<ApiResponse> {
  return serveObject(ctx, req, await findReadable(ctx, req, bucket, key, mode));
}

/** The stored bytes of an object already found readable, with the renderer's headers. */
export async function serveObject(
  ctx: ServerContext,
  req: ApiRequest,
  object: StoredObject,
): Promise<ApiResponse> {
  const { bucket_id: bucket, name: key } = object;
  const meta = object.metadata ?? {};
  const eTag = typeof meta.eTag === 'string' ? meta.eTag : undefined;
  const lastModified = new Date(String(meta.lastModified ?? object.updated_at));
  const headers: Record<string, string> = {
    'content-type': servedType(meta.mimetype),
    'cache-control': typeof meta.cacheControl === 'string' ? meta.cacheControl : 'no-cache',
    'last-modified': lastModified.toUTCString(),
    // Security: uploaded bytes are never sniffed into something else or run as a page.
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    ...(eTag ? { etag: eTag } : {}),
    ...contentDisposition(req.url.searchParams.get('download')),
  };
  if (notModified(req, eTag, lastModified)) return { status: 304, headers };
  if (!object.version) throw noSuchKey();
  const file = versionFile(ctx.config.storageDir, bucket, key, object.version);
  if (req.method === 'HEAD') {
    return { status: 200, headers: { ...headers, 'content-length': String(meta.size ?? 0) } };
  }
  const bytes = await readVersion(file);
  if (!bytes) throw noSuchKey();
  return {
    status: 200,
    headers: { ...headers, 'content-length': String(bytes.length) },
    body: bytes,
  };
}

/** GET /object/info/{bucket}/{key}: what supabase-js `info()` reads. */
export async function getObjectInfo(
  ctx: ServerContext,
  req: ApiRequest,
  bucket: string,
  key: string,
  mode: ReadMode,
): Promise<ApiResponse> {
  const object = await findReadable(ctx, req, bucket, key, mode);
  const meta = object.metadata ?? {};
  return json(200, {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: object.user_metadata ?? null,
    last_modified: object.updated_at,
    created_at: object.created_at,
  });
}

/** As hosted Storage: HTML is served as text so an upload can never become a page. */
function servedType(mimetype: unknown): string {
  const type = typeof mimetype === 'string' ? mimetype : 'application/octet-stream';
  return type.toLowerCase().includes('text/html') ? 'text/plain' : type;
}

function notModified(req: ApiRequest, eTag: string | undefined, lastModified: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (!eTag) return false;
    const wanted = ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
    return wanted.includes('*') || wanted.includes(eTag);
  }
  const since = Date.parse(String(req.headers['if-modified-since'] ?? ''));
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

function contentDisposition(download: string | null): Record<string, string> {
  if (download === null) return {};
  if (download === '') return { 'content-disposition': 'attachment;' };
  const name = encodeURIComponent(download);
  return { 'content-disposition': `attachment; filename=${name}; filename*=UTF-8''${name}` };
}
