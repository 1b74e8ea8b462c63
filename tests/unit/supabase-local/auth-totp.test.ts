import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  otpauthUri,
  totpCode,
  verifyTotp,
} from '../../../supabase/local/auth/totp.ts';

// RFC 6238 appendix B (SHA-1), secret "12345678901234567890"; six-digit codes are the last
// six digits of the eight-digit reference values.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('encodes the RFC secret as authenticator apps expect it', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET).toString()).toBe('12345678901234567890');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq====').toString()).toBe(
      '12345678901234567890',
    );
  });

  it.each(VECTORS)('at %i s gives %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it('round-trips arbitrary bytes through base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7, 9]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(() => base32Decode('ABC1')).toThrow(/Invalid base32/);
  });

  it('generates 20-byte secrets (32 base32 characters)', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('accepts the current step and one step of skew, nothing further', () => {
    const now = 1_700_000_015_000;
    const secret = generateTotpSecret();
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now - 60_000), now)).toBe(false);
    expect(verifyTotp(secret, totpCode(secret, now + 90_000), now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
    expect(verifyTotp(secret, '', now)).toBe(false);
  });

  it('writes the otpauth URI as pquerna/otp does', () => {
    expect(otpauthUri('localhost:4173', 'a@b.in', 'ABC')).toBe(
      'otpauth://totp/localhost%3A4173:a%40b.in?algorithm=SHA1&digits=6&issuer=localhost%3A4173&period=30&secret=ABC',
    );
  });
});
