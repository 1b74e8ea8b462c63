// /storage/v1: the subset of Supabase Storage that supabase-js uses (supabase/storage
// src/http/routes/object and bucket). Routes:
//   POST /bucket, GET /bucket, GET|PUT|DELETE /bucket/{id}, POST /bucket/{id}/empty
//   POST /object/list/{bucket}, POST /object/list-v2/{bucket}
//   POST /object/sign/{bucket}/{key}, POST /object/sign/{bucket}    sign as the caller
//   GET|HEAD /object/sign/{bucket}/{key}?token=       anyone with the token, no apikey
//   POST /object/upload/sign/{bucket}/{key}           sign an upload as the caller
//   PUT /object/upload/sign/{bucket}/{key}?token=     anyone with the token, no apikey
//   POST /object/move, POST /object/copy
//   GET|HEAD /object/public/{bucket}/{key}            anyone, public buckets only, no apikey
//   GET|HEAD /object/authenticated/{bucket}/{key}     a valid JWT; select policies decide
//   GET|HEAD /object/{bucket}/{key}                   public, or as the caller
//   GET /object/info/[public|authenticated/]{bucket}/{key}
//   POST /object/{bucket}/{key} (x-upsert: true replaces), PUT (replace)
//   DELETE /object/{bucket}/{key}, DELETE /object/{bucket} {prefixes: [...]}
// Anything else (image rendering, for one) is 404 in Storage's shape; a path under /object/
// that starts with one of Storage's own route words (sign, move, copy, ...) is never read as
// a bucket name.
import type { ServerContext } from '../context.ts';
import type { Mount } from '../http/api-gateway.ts';
import { HttpError, type ApiRequest, type ApiResponse } from '../http/types.ts';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './buckets.ts';
import { callerOf } from './caller.ts';
import { internalError, invalidRequest } from './errors.ts';
import { decodeSegments, mustBeValidBucketName, mustBeValidKey, mustNotTraverse } from './keys.ts';
import { listObjectsV2 } from './list-v2.ts';
import { listObjects } from './list.ts';
import { copyObject, moveObject } from './move-copy.ts';
import { getObject, getObjectInfo, type ReadMode } from './read.ts';
import {
  getSignedObject,
  signObjectUrl,
  signObjectUrls,
  signUploadUrl,
  uploadToSignedUrl,
} from './signed.ts';
import { deleteObject, deleteObjects, putObject } from './write.ts';

const READ_PREFIXES: Record<string, ReadMode> = {
  public: 'public',
  authenticated: 'authenticated',
};

/**
 * The words hosted Storage routes on right after `/object/` (signed URLs, signed uploads, move,
 * copy, list v2, image rendering, info and the read modes). A path starting with one of them
 * is that route or none: never a bucket called `sign` or `move`, so a request the emulator
 * does not implement is a 404 and its body is never stored as an object.
 */
const ROUTE_WORDS = new Set([
  'authenticated',
  'copy',
  'info',
  'list',
  'list-v2',
  'move',
  'public',
  'render',
  'sign',
  'upload',
]);

function notFound(req: ApiRequest): HttpError {
  return new HttpError(404, {
    statusCode: '404',
    error: 'Not Found',
    message: `Route ${req.method}:${req.url.pathname} not found`,
  });
}

/** The JSON body in storage's error shape (the front door's parse error is PostgREST's). */
async function jsonBody<T>(req: ApiRequest): Promise<T> {
  try {
    return ((await req.json<T>()) ?? {}) as T;
  } catch (error) {
    if (error instanceof HttpError && error.status === 400)
      throw invalidRequest('Invalid JSON body');
    throw error;
  }
}

/** Splits `{bucket}/{key...}`, validating both. */
function target(segments: string[]): { bucket: string; key: string } {
  const [bucket = '', ...rest] = segments;
  mustBeValidBucketName(bucket);
  const key = rest.join('/');
  mustBeValidKey(key);
  return { bucket, key };
}

/** The routes of signed URLs: signing as the caller, and using a link with its token. */
async function signedRoute(ctx: ServerContext, req: ApiRequest, segments: string[]) {
  const [first = '', second = ''] = segments;
  const { method } = req;
  if (first === 'sign' && method === 'POST' && segments.length === 2) {
    mustBeValidBucketName(second);
    return signObjectUrls(ctx, await callerOf(ctx, req), second, await jsonBody(req));
  }
  if (first === 'sign' && segments.length > 2) {
    const { bucket, key } = target(segments.slice(1));
    if (method === 'POST') {
      return signObjectUrl(ctx, await callerOf(ctx, req), bucket, key, await jsonBody(req));
    }
    if (method === 'GET' || method === 'HEAD') return getSignedObject(ctx, req, bucket, key);
  }
  if (first === 'upload' && second === 'sign' && segments.length > 3) {
    const { bucket, key } = target(segments.slice(2));
    if (method === 'POST') return signUploadUrl(ctx, req, await callerOf(ctx, req), bucket, key);
    if (method === 'PUT') return uploadToSignedUrl(ctx, req, bucket, key);
  }
  return undefined;
}

async function objectRoute(ctx: ServerContext, req: ApiRequest, segments: string[]) {
  const [first = '', second = ''] = segments;
  const { method } = req;
  if (method === 'POST' && (first === 'list' || first === 'list-v2') && segments.length === 2) {
    mustBeValidBucketName(second);
    const caller = await callerOf(ctx, req);
    return first === 'list'
      ? listObjects(ctx, caller, second, await jsonBody(req))
      : listObjectsV2(ctx, caller, second, await jsonBody(req));
  }
  if (first === 'sign' || first === 'upload') {
    const answer = await signedRoute(ctx, req, segments);
    if (answer) return answer;
    throw notFound(req);
  }
  if (method === 'POST' && (first === 'move' || first === 'copy') && segments.length === 1) {
    const caller = await callerOf(ctx, req);
    return first === 'move'
      ? moveObject(ctx, req, caller, await jsonBody(req))
      : copyObject(ctx, req, caller, await jsonBody(req));
  }
  if (method === 'GET' && first === 'info') {
    const mode = READ_PREFIXES[second];
    const { bucket, key } = target(segments.slice(mode ? 2 : 1));
    return getObjectInfo(ctx, req, bucket, key, mode ?? 'any');
  }
  if (method === 'GET' || method === 'HEAD') {
    const mode = READ_PREFIXES[first];
    if (!mode && ROUTE_WORDS.has(first)) throw notFound(req);
    const { bucket, key } = target(mode ? segments.slice(1) : segments);
    return getObject(ctx, req, bucket, key, mode ?? 'any');
  }
  if (ROUTE_WORDS.has(first)) throw notFound(req);
  if (method === 'DELETE' && segments.length === 1) {
    mustBeValidBucketName(first);
    const body = await jsonBody<{ prefixes?: unknown }>(req);
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string')) {
      throw invalidRequest("body must have required property 'prefixes'");
    }
    return deleteObjects(ctx, req, await callerOf(ctx, req), first, prefixes);
  }
  if (method === 'POST' || method === 'PUT' || method === 'DELETE') {
    const { bucket, key } = target(segments);
    const caller = await callerOf(ctx, req);
    if (method === 'DELETE') return deleteObject(ctx, req, caller, bucket, key);
    const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
    return putObject(ctx, req, caller, bucket, key, upsert);
  }
  throw notFound(req);
}

async function bucketRoute(ctx: ServerContext, req: ApiRequest, segments: string[]) {
  const caller = await callerOf(ctx, req);
  if (segments.length === 0 && req.method === 'GET') return listBuckets(ctx, req, caller);
  if (segments.length === 0 && req.method === 'POST') {
    return createBucket(ctx, caller, await jsonBody(req));
  }
  const [id = '', action] = segments;
  if (segments.length === 1 && req.method === 'GET') return getBucket(ctx, caller, id);
  if (segments.length === 1 && req.method === 'PUT') {
    return updateBucket(ctx, caller, id, await jsonBody(req));
  }
  if (segments.length === 1 && req.method === 'DELETE') return deleteBucket(ctx, caller, id);
  if (segments.length === 2 && action === 'empty' && req.method === 'POST') {
    return emptyBucket(ctx, req, caller, id);
  }
  throw notFound(req);
}

async function route(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  mustNotTraverse(req.raw.url);
  const [area, ...segments] = decodeSegments(req.path);
  if (area === 'object') return objectRoute(ctx, req, segments);
  if (area === 'bucket') return bucketRoute(ctx, req, segments.filter(Boolean));
  throw notFound(req);
}

export function createStorage(ctx: ServerContext): Mount {
  return {
    prefix: '/storage/v1',
    // Public files and signed links are opened from <img> tags and plain HTTP clients: the
    // bucket being public, or the link's token, is the permission.
    open: (path, method) =>
      ((method === 'GET' || method === 'HEAD') &&
        (path.startsWith('/object/public/') || path.startsWith('/object/sign/'))) ||
      (method === 'PUT' && path.startsWith('/object/upload/sign/')),
    async handler(req): Promise<ApiResponse> {
      try {
        return await route(ctx, req);
      } catch (error) {
        if (!(error instanceof HttpError)) {
          ctx.log(`storage: ${error instanceof Error ? error.stack : String(error)}`);
          throw internalError();
        }
        if (error.status >= 500)
          ctx.log(`storage: ${req.method} ${req.url.pathname}: ${error.message}`);
        throw error;
      }
    },
  };
}
