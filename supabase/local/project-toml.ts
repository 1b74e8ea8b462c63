// The one reader of supabase/config.toml: the settings the local server takes from it, so
// `supabase start` and `npm start` apply the same values ([api] schemas, [auth] redirect URLs,
// password rule and enable_signup, [auth.sms] enable_signup, [auth.rate_limit]). Parsed by a TOML library (smol-toml), so a `#` inside
// a string and keys of other sections are read as TOML reads them.
import { readFileSync } from 'node:fs';
import { parse, type TomlTable } from 'smol-toml';

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

/** config.toml's text parsed; a file that is not TOML is refused, as `supabase start` refuses it. */
export function parseProjectToml(text: string, file = 'config.toml'): TomlTable {
  try {
    return parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid TOML: ${(error as Error).message}`, { cause: error });
  }
}

/** The file parsed, or an empty table when there is none (the CLI's defaults then apply). */
export function readProjectToml(file: string): TomlTable {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  return parseProjectToml(text, file);
}

/**
 * `[functions.<name>] verify_jwt` of each function that names it; a function not named has
 * its JWT checked, as `supabase functions deploy` and the CLI's runtime default to.
 */
export function readFunctionsVerifyJwt(file: string): Record<string, boolean> {
  const functions = table(readProjectToml(file), 'functions');
  const result: Record<string, boolean> = {};
  for (const [name, settings] of Object.entries(functions)) {
    if (isTable(settings) && typeof settings.verify_jwt === 'boolean') {
      result[name] = settings.verify_jwt;
    }
  }
  return result;
}

/** The table at a dotted path (`auth.rate_limit`), or an empty one. */
function table(root: TomlTable, dotted: string): TomlTable {
  let at: unknown = root;
  for (const key of dotted.split('.')) {
    at = isTable(at) ? at[key] : undefined;
  }
  return isTable(at) ? at : {};
}

function isTable(value: unknown): value is TomlTable {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
  );
}

/** An array of strings at `key` of a table (other entries dropped), or undefined. */
function strings(at: TomlTable, key: string): string[] | undefined {
  const value = at[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
}

/** The scalar `key = value` pairs of one section of a config.toml text, as strings. */
export function tomlSection(text: string, section: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(table(parseProjectToml(text), section))) {
    if (['string', 'number', 'boolean', 'bigint'].includes(typeof value))
      values.set(key, String(value));
  }
  return values;
}

/** [api] schemas and extra_search_path, where the file gives them. */
export function readApiSchemas(file: string): { schemas?: string[]; extraSearchPath?: string[] } {
  const api = table(readProjectToml(file), 'api');
  return { schemas: strings(api, 'schemas'), extraSearchPath: strings(api, 'extra_search_path') };
}

/** [auth] additional_redirect_urls (only that section's key). */
export function readAdditionalRedirectUrls(file: string): string[] {
  return strings(table(readProjectToml(file), 'auth'), 'additional_redirect_urls') ?? [];
}

/**
 * [auth] enable_signup: whether anyone may create an account (GoTrue's DISABLE_SIGNUP, the
 * other way round); on unless the file says false, as the Supabase CLI's default.
 */
export function readSignupEnabled(file: string): boolean {
  return table(readProjectToml(file), 'auth').enable_signup !== false;
}

/** [auth.sms] enable_signup: whether a texted code may create an account (the CLI's default: no). */
export function readSmsSignup(file: string): boolean {
  return table(readProjectToml(file), 'auth.sms').enable_signup === true;
}

export function readAuthRateLimits(file: string): AuthRateLimits {
  const section = table(readProjectToml(file), 'auth.rate_limit');
  const pick = (key: string, fallback: number) => {
    const n = Number(section[key]);
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
  const section = table(readProjectToml(file), 'auth');
  const requirements = String(section.password_requirements ?? '');
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
  const length = Number(section.minimum_password_length);
  return {
    // GoTrue raises a smaller minimum to its own.
    minLength: Number.isInteger(length)
      ? Math.max(length, GOTRUE_MIN_PASSWORD_LENGTH)
      : GOTRUE_MIN_PASSWORD_LENGTH,
    requiredCharacters: [...sets],
  };
}
