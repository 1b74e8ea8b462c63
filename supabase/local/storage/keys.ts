// Bucket names and object keys as hosted Storage accepts them (supabase/storage
// src/storage/limits.ts), and the refusal of anything that could leave the storage folder.
import { invalidKey, storageError } from './errors.ts';

// Hyphen last so it stays a literal. No backslash, NUL, `%` or non-ASCII: as on hosted Storage.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]{1,100}$/;
const MAX_KEY_LENGTH = 1024;

export function isValidBucketName(name: string): boolean {
  return VALID_BUCKET_NAME.test(name);
}

export function mustBeValidBucketName(name: string): void {
  if (!isValidBucketName(name)) {
    throw storageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid');
  }
}

/**
 * Security: object keys become folders under config.storageDir, so a key is refused unless
 * every segment is a plain name: no `.`/`..`, no empty segment (so no leading `/`), no
 * backslash or NUL (the character class above), bounded length.
 */
export function mustBeValidKey(key: string): void {
  const segments = key.split('/');
  const plain = segments.every((s) => s !== '' && s !== '.' && s !== '..');
  if (!plain || key.length > MAX_KEY_LENGTH || !VALID_OBJECT_KEY.test(key)) {
    throw invalidKey(key);
  }
}

/**
 * Security: the front door parses the URL, which silently resolves `a/../b` (and `%2e%2e`,
 * and `\` as `/`) to another path. A request that spelled a dot segment or a backslash in its
 * raw path is refused here instead of being served as some other object.
 */
export function mustNotTraverse(rawUrl: string | undefined): void {
  const rawPath = (rawUrl ?? '').split('?')[0] ?? '';
  const bad = rawPath
    .split('/')
    .some((s) => s.includes('\\') || /%5c|%00/i.test(s) || /^(\.|%2e){1,2}$/i.test(s));
  if (bad) throw invalidKey(rawPath);
}

/** Path segments of a route, percent-decoded; undecodable input is a 400, not a 500. */
export function decodeSegments(path: string): string[] {
  return path
    .split('/')
    .slice(1)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        throw invalidKey(segment);
      }
    });
}
