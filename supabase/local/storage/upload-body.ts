// Reads an uploaded file as hosted Storage does (supabase/storage src/storage/uploader.ts,
// fileUploadFromRequest): a multipart form (the first file part, plus `cacheControl`,
// `contentType` and `metadata` fields, as supabase-js sends a Blob) or a raw body
// (Content-Type, Cache-Control and base64 JSON `x-metadata` headers, as supabase-js sends a
// Buffer or stream); then the bucket's size and type limits.
import { HttpError, type ApiRequest } from '../http/types.ts';
import { entityTooLarge, invalidMimeType, invalidRequest } from './errors.ts';
import { contentMatchesType } from './sniff.ts';

export interface UploadedFile {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  /** The uploader's own metadata (a JSON object), stored in storage.objects.user_metadata. */
  userMetadata: Record<string, unknown> | null;
}

export interface UploadLimits {
  maxBytes: number;
  allowedMimeTypes: string[] | null;
}

/** What a file is served with when the upload named no cache policy. */
const DEFAULT_CACHE_CONTROL = 'max-age=3600';
/** Room for the multipart boundaries and small fields around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
// Values stored here are sent back as response headers: printable ASCII only.
const HEADER_SAFE = /^[\x20-\x7e]{1,255}$/;

export async function readUpload(req: ApiRequest, limits: UploadLimits): Promise<UploadedFile> {
  const contentType = String(req.headers['content-type'] ?? '');
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  const body = await readLimited(req, limits.maxBytes + (multipart ? MULTIPART_OVERHEAD : 0));
  const file = multipart
    ? await fromForm(body, contentType)
    : {
        bytes: body,
        mimetype: contentType || 'application/octet-stream',
        cacheControl: headerValue(req.headers['cache-control']) ?? DEFAULT_CACHE_CONTROL,
        userMetadata: fromBase64Header(headerValue(req.headers['x-metadata'])),
      };
  if (file.bytes.length > limits.maxBytes) throw entityTooLarge(limits.maxBytes);
  if (!HEADER_SAFE.test(file.mimetype)) throw invalidMimeType('Invalid Content-Type header');
  if (!HEADER_SAFE.test(file.cacheControl)) throw invalidRequest('Invalid Cache-Control value');
  if (limits.allowedMimeTypes?.length) validateMimeType(file.mimetype, limits.allowedMimeTypes);
  if (!contentMatchesType(file.mimetype, file.bytes)) {
    throw invalidMimeType(`file content does not match mime type ${file.mimetype}`);
  }
  return file;
}

async function readLimited(req: ApiRequest, limit: number): Promise<Buffer> {
  try {
    return await req.body(limit);
  } catch (error) {
    // The front door's 413 is PostgREST-shaped; storage answers in its own shape.
    if (error instanceof HttpError && error.status === 413) throw entityTooLarge(limit);
    throw error;
  }
}

async function fromForm(body: Buffer, contentType: string): Promise<UploadedFile> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw invalidRequest('No content provided');
  }
  let file: File | undefined;
  form.forEach((value) => {
    if (!file && typeof value !== 'string') file = value;
  });
  if (!file) throw invalidRequest('No content provided');
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const seconds = field('cacheControl');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimetype: field('contentType') ?? (file.type || 'application/octet-stream'),
    cacheControl: seconds === undefined ? DEFAULT_CACHE_CONTROL : cacheControlFor(seconds),
    userMetadata: field('metadata') === undefined ? null : metadataObject(field('metadata')!),
  };
}

/** Limit on the uploader's metadata, as JSON text. */
const MAX_METADATA_CHARS = 8 * 1024;

function fromBase64Header(value: string | undefined): Record<string, unknown> | null {
  if (value === undefined || value === '') return null;
  return metadataObject(Buffer.from(value, 'base64').toString('utf8'));
}

/** The metadata must be a JSON object (not an array or a scalar) of bounded size. */
function metadataObject(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = text.length <= MAX_METADATA_CHARS ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest('Invalid metadata: a JSON object of at most 8 KB is expected');
  }
  return parsed as Record<string, unknown>;
}

function cacheControlFor(seconds: string): string {
  if (!/^\d{1,10}$/.test(seconds)) throw invalidRequest('cacheControl must be a number of seconds');
  return `max-age=${seconds}`;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** As hosted Storage's validateMimeType: `type/subtype` equal, or an allowed `type/*`. */
function validateMimeType(mimetype: string, allowed: string[]): void {
  const [type, subtype] = mimetype.split('/');
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (subtype === undefined || !ok) throw invalidMimeType(`mime type ${mimetype} is not supported`);
}
