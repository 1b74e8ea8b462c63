// Input rules GoTrue applies to emails, phone numbers, passwords and durations.
import { fileURLToPath } from 'node:url';
import { readPasswordPolicy, type PasswordPolicy } from '../project-toml.ts';
import { badRequest, weakPasswordError } from './errors.ts';

// checkmail's pattern, which GoTrue uses: a dot in the domain is not required
// (admin@example.local and user@localhost are valid).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const E164 = /^[1-9][0-9]{1,14}$/;

/** bcrypt only reads the first 72 bytes. */
export const MAX_PASSWORD_LENGTH = 72;

const CONFIG_TOML = fileURLToPath(new URL('../../config.toml', import.meta.url));
let projectPolicy: PasswordPolicy | undefined;

/** supabase/config.toml's password rule, read once, as GoTrue reads its settings at start. */
export function projectPasswordPolicy(): PasswordPolicy {
  projectPolicy ??= readPasswordPolicy(CONFIG_TOML);
  return projectPolicy;
}

/** Lower-cased email, or a 400 validation_failed. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required');
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** Phone numbers are stored as GoTrue stores them: digits only, no leading "+". */
export function formatPhone(phone: string): string {
  return phone.replace(/[\s()-]/g, '').replace(/^\+/, '');
}

export function validatePhone(phone: string): string {
  const formatted = formatPhone(phone);
  if (!E164.test(formatted)) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return formatted;
}

export interface PasswordWeakness {
  message: string;
  reasons: string[];
}

/**
 * Why a password is weak, or null: GoTrue's checkPasswordStrength (internal/api/password.go),
 * its reasons and messages. Length is counted in bytes, as Go's len() counts it.
 */
export function passwordWeakness(
  password: string,
  policy: PasswordPolicy = projectPasswordPolicy(),
): PasswordWeakness | null {
  const messages: string[] = [];
  const reasons: string[] = [];
  if (Buffer.byteLength(password) < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  const lacksASet = policy.requiredCharacters.some(
    (set) => set !== '' && ![...set].some((character) => password.includes(character)),
  );
  if (lacksASet) {
    reasons.push('characters');
    messages.push(
      `Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`,
    );
  }
  return reasons.length > 0 ? { message: messages.join(' '), reasons } : null;
}

/** Throws 400 for an over-long password and 422 weak_password for a weak one. */
export function checkPasswordStrength(
  password: string,
  policy: PasswordPolicy = projectPasswordPolicy(),
): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_LENGTH) {
    throw badRequest(
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
  const weakness = passwordWeakness(password, policy);
  if (weakness) throw weakPasswordError(weakness.message, weakness.reasons);
}

const DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** A Go duration ("24h", "1h30m", "90s") in milliseconds, as the admin API's ban_duration. */
export function parseGoDuration(value: string): number {
  const pattern = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let total = 0;
  let consumed = 0;
  for (const match of value.matchAll(pattern)) {
    total += Number(match[1]) * DURATION_UNITS[match[2]!]!;
    consumed += match[0].length;
  }
  if (value === '' || consumed !== value.length) {
    throw badRequest(
      'validation_failed',
      `invalid format for ban duration: time: invalid duration "${value}"`,
    );
  }
  return total;
}
