// Storage errors exactly as hosted Supabase Storage renders them (supabase/storage
// src/internal/errors/codes.ts and storage-error.ts): the body carries the meaningful status as
// a string in `statusCode`, while the HTTP status is 400 for every client error and 500 for
// server errors. So a local 409 arrives as HTTP 400 with `statusCode: '409'`, and code that
// checks `error.statusCode` (not `error.status`) behaves the same here and on hosted Storage.
import { isPgError } from '../db/engine.ts';
import { HttpError } from '../http/types.ts';

export function storageError(
  statusCode: number,
  code: string,
  error: string,
  message: string,
): HttpError {
  const httpStatus = statusCode >= 500 ? 500 : 400;
  return new HttpError(httpStatus, { statusCode: String(statusCode), code, error, message });
}

export const noSuchBucket = () =>
  storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');

export const noSuchKey = () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found');

export const accessDenied = (message = 'Access denied') =>
  storageError(403, 'AccessDenied', 'Unauthorized', message);

export const duplicate = (code = 'KeyAlreadyExists') =>
  storageError(409, code, 'Duplicate', 'The resource already exists');

export const invalidKey = (key: string) =>
  storageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`);

export const invalidRequest = (message: string) =>
  storageError(400, 'InvalidRequest', 'InvalidRequest', message);

export const invalidMimeType = (message: string) =>
  storageError(415, 'InvalidMimeType', 'invalid_mime_type', message);

export function entityTooLarge(limitBytes: number): HttpError {
  return storageError(
    413,
    'EntityTooLarge',
    'Payload too large',
    `The object exceeded the maximum allowed size of ${formatBytes(limitBytes)}`,
  );
}

function formatBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** Postgres errors from a request transaction, mapped as storage's DBError.fromDBError does. */
export function fromPgError(error: unknown, duplicateCode?: string): unknown {
  if (!isPgError(error)) return error;
  if (error.code === '42501') {
    return accessDenied(
      error.message.includes('row-level security')
        ? 'new row violates row-level security policy'
        : error.message,
    );
  }
  if (error.code === '23505') return duplicate(duplicateCode);
  return storageError(500, 'DatabaseError', 'DatabaseError', `database error, code: ${error.code}`);
}

/** Anything unexpected: logged by the caller, answered without details. */
export const internalError = () =>
  storageError(500, 'InternalError', 'Internal', 'Internal Server Error');
