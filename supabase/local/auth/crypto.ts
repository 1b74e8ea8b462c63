// Secrets of the auth server: password hashes, random tokens, one-time codes.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

/** GoTrue's bcrypt cost. */
export const BCRYPT_COST = 10;

export async function hashPassword(password: string): Promise<string> {
  // bcryptjs writes the "$2b$" prefix; GoTrue (Go's bcrypt) and pgcrypto write "$2a$".
  // Both name the same algorithm for passwords up to 72 bytes, which is all we accept.
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  return hash.replace(/^\$2b\$/, '$2a$');
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a bcrypt hash (GoTrue's, or pgcrypto's crypt(..., gen_salt('bf'))).
 * Security: accounts without a password cost the same time as others, so response times do
 * not reveal which emails are registered.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !hash.startsWith('$2')) {
    dummyHash ??= bcrypt.hash('not-a-password', BCRYPT_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** An unguessable token (refresh tokens), URL-safe. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric one-time code, e.g. "042917". */
export function generateOtp(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * What GoTrue stores instead of a one-time code, and puts in links as `token`:
 * hex(sha224(emailOrPhone + code)). The code itself is never stored.
 */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

/** Constant-time string comparison (hashing first makes the lengths equal). */
export function safeEqual(a: string, b: string): boolean {
  const x = createHash('sha256').update(a).digest();
  const y = createHash('sha256').update(b).digest();
  return timingSafeEqual(x, y);
}
