// TOTP as GoTrue uses it (pquerna/otp): RFC 6238 with HMAC-SHA1, 30-second steps, six
// digits, base32 secrets of 20 random bytes, and one step of clock skew either way.
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './crypto.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** RFC 4648 base32 without padding, as authenticator apps expect secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff; // at most 12 bits are pending
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Invalid base32 character "${char}"`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP value for a counter. */
function hotp(key: Buffer, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows for `secret` at `timeMs`. */
export function totpCode(secret: string, timeMs = Date.now(), digits = TOTP_DIGITS): string {
  const counter = Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);
  return hotp(base32Decode(secret), counter, digits);
}

/** Accepts the code of the current step or of one step before or after. */
export function verifyTotp(secret: string, code: string, timeMs = Date.now(), skew = 1): boolean {
  return matchTotpStep(secret, code, timeMs, skew) !== null;
}

/**
 * The time step (counter) whose code `code` is, among the current step and `skew` steps
 * either side, or null. A verifier records it so the same code is never accepted twice.
 */
export function matchTotpStep(
  secret: string,
  code: string,
  timeMs = Date.now(),
  skew = 1,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);
  let matched: number | null = null;
  for (let step = -skew; step <= skew; step++) {
    // No early exit: every candidate is compared, in constant time.
    if (safeEqual(totpCode(secret, (now + step) * TOTP_PERIOD_SECONDS * 1000), code)) {
      matched = now + step;
    }
  }
  return matched;
}

/** The otpauth:// URI authenticator apps import (Key Uri Format), as pquerna/otp writes it. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD_SECONDS),
    secret,
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
