// The few settings the local server takes from supabase/config.toml, so `supabase start` and
// `npm start` apply the same numbers: [auth.rate_limit] and the [auth] password rule. A small reader for `key = value`
// lines of one section, not a TOML parser (the file is ours and stays simple).
import { readFileSync } from 'node:fs';

export interface AuthRateLimits {
  /** Sign-ups and sign-ins (password, OTP, magic link) per IP per 5 minutes. */
  signInSignUps: number;
  /** Refresh-token grants per IP per 5 minutes. */
  tokenRefresh: number;
  /** OTP and link verifications per IP per 5 minutes. */
  tokenVerifications: number;
  /** Emails sent (recovery, OTP, magic link, resend) per hour, for the whole project. */
  emailSent: number;
}

/** GoTrue's own defaults, used when config.toml does not say. */
export const GOTRUE_RATE_LIMITS: AuthRateLimits = {
  signInSignUps: 30,
  tokenRefresh: 150,
  tokenVerifications: 30,
  emailSent: 2,
};

/** `key = value` pairs of one `[section]` (numbers and quoted strings; comments dropped). */
export function tomlSection(text: string, section: string): Map<string, string> {
  const values = new Map<string, string>();
  let inside = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      inside = header[1] === section;
      continue;
    }
    const pair = inside ? /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line) : null;
    if (pair) values.set(pair[1]!, pair[2]!.replace(/^"(.*)"$/, '$1'));
  }
  return values;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** [auth] additional_redirect_urls (a possibly multi-line array of strings). */
export function readAdditionalRedirectUrls(file: string): string[] {
  const match = /^additional_redirect_urls\s*=\s*\[([^\]]*)\]/m.exec(readText(file));
  return match ? [...match[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) : [];
}

export function readAuthRateLimits(file: string): AuthRateLimits {
  const text = readText(file);
  if (text === '') return GOTRUE_RATE_LIMITS;
  const section = tomlSection(text, 'auth.rate_limit');
  const pick = (key: string, fallback: number) => {
    const n = Number(section.get(key));
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    signInSignUps: pick('sign_in_sign_ups', GOTRUE_RATE_LIMITS.signInSignUps),
    tokenRefresh: pick('token_refresh', GOTRUE_RATE_LIMITS.tokenRefresh),
    tokenVerifications: pick('token_verifications', GOTRUE_RATE_LIMITS.tokenVerifications),
    emailSent: pick('email_sent', GOTRUE_RATE_LIMITS.emailSent),
  };
}

export interface PasswordPolicy {
  /** [auth] minimum_password_length; GoTrue counts bytes. */
  minLength: number;
  /** A password needs at least one character of each set ([auth] password_requirements). */
  requiredCharacters: string[];
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

/**
 * The sets each password_requirements value stands for: what the Supabase CLI hands GoTrue
 * as GOTRUE_PASSWORD_REQUIRED_CHARACTERS (its ":"-separated value already split).
 */
export const PASSWORD_REQUIREMENTS: Readonly<Record<string, readonly string[]>> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'],
};

/** GoTrue's own minimum when config.toml does not say. */
export const GOTRUE_MIN_PASSWORD_LENGTH = 6;

/** [auth] minimum_password_length and password_requirements; an unknown value is refused, as `supabase start` refuses it. */
export function readPasswordPolicy(file: string): PasswordPolicy {
  const section = tomlSection(readText(file), 'auth');
  const requirements = section.get('password_requirements') ?? '';
  const sets = PASSWORD_REQUIREMENTS[requirements];
  if (!sets) {
    throw new Error(
      `Invalid config for auth.password_requirements: "${requirements}". Must be one of: ${Object.keys(
        PASSWORD_REQUIREMENTS,
      )
        .map((value) => `"${value}"`)
        .join(', ')}`,
    );
  }
  const length = Number(section.get('minimum_password_length'));
  return {
    // GoTrue raises a smaller minimum to its own.
    minLength: Number.isInteger(length)
      ? Math.max(length, GOTRUE_MIN_PASSWORD_LENGTH)
      : GOTRUE_MIN_PASSWORD_LENGTH,
    requiredCharacters: [...sets],
  };
}
