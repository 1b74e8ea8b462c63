// Configuration of the local Supabase-compatible server. Defaults are the Supabase CLI's
// local stack (`supabase start`), so any tool that knows those keys and ports works here.
import path from 'node:path';
import { supabaseDir } from './db/migrate.ts';
import {
  readAdditionalRedirectUrls,
  readAuthRateLimits,
  readFunctionsVerifyJwt,
  readSignupEnabled,
  readSmsSignup,
  type AuthRateLimits,
} from './project-toml.ts';
import type { RestSettings } from './rest/settings.ts';

export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export interface LocalConfig {
  host: string;
  apiPort: number;
  dbPort: number;
  /** PostgreSQL server instead of embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps PGlite in memory (tests). */
  dataDir?: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Access-token lifetime in seconds (GoTrue's JWT_EXP). */
  jwtExpiry: number;
  /** New accounts are confirmed at sign-up (GoTrue's MAILER_AUTOCONFIRM). */
  autoConfirm: boolean;
  /**
   * New accounts may be made by sign-up or OTP ([auth] enable_signup in config.toml); the
   * admin API and invites create them either way.
   */
  signupEnabled: boolean;
  /** A texted code may create an account ([auth.sms] enable_signup in config.toml). */
  smsSignup: boolean;
  /** Where links in outgoing mail point (GoTrue's SITE_URL). */
  siteUrl: string;
  /** Lifetime of emailed and texted codes and links, in seconds (GoTrue's MAILER_OTP_EXP). */
  otpExpiry: number;
  /** Largest request body accepted by auth and rest, in bytes. */
  maxBodyBytes: number;
  /** Where mailed links may send the browser besides siteUrl (config.toml additional_redirect_urls). */
  redirectUrls: string[];
  /** GoTrue's rate limits, from supabase/config.toml [auth.rate_limit]. */
  authRateLimits: AuthRateLimits;
  /** Most rows one REST write may carry as anon or authenticated (service_role: no cap). */
  maxWriteRows: number;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES, comma-separated). */
  trustedProxies?: string[];
  /** Largest file accepted by storage, in bytes (storage's FILE_SIZE_LIMIT). */
  maxUploadBytes: number;
  /** Where uploaded files are kept. */
  storageDir: string;
  functionsDir: string;
  /** `[functions.<name>] verify_jwt` from config.toml (a function not named: true). */
  functionsVerifyJwt: Record<string, boolean>;
  /** Print outgoing mail/SMS and request errors. */
  verbose: boolean;
  /** /rest/v1 settings beyond supabase/config.toml and PGRST_* variables (tests). */
  rest?: Partial<RestSettings>;
  /**
   * A file each API answer's status, method and path is appended to (API_STATUS_LOG), so a
   * run can count its requests and 5xx answers (`npm run bench -- compat`).
   */
  statusLog?: string;
}

/** A port, count or size from the environment: a whole number, else `fallback` when unset. */
export function wholeNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

/** Where PGlite's files and uploaded storage objects are kept, under one data folder. */
export function dataFolders(folder: string): { dataDir: string; storageDir: string } {
  return { dataDir: path.join(folder, 'pglite'), storageDir: path.join(folder, 'storage') };
}

/** The project folder (the one holding supabase/): relative paths are read from it. */
export const projectRoot = path.resolve(supabaseDir, '..');

/**
 * The configuration from the Supabase CLI's variables (ports, keys, secrets, limits), else its
 * local defaults; the listening address, data folder and logging come from `overrides`
 * (default: 127.0.0.1, `.data/`, verbose), so a project names its own variables for them.
 */
export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<LocalConfig> = {},
): LocalConfig {
  return {
    host: '127.0.0.1',
    apiPort: wholeNumber(env.SUPABASE_API_PORT, 54321),
    dbPort: wholeNumber(env.SUPABASE_DB_PORT, 54322),
    databaseUrl: env.DATABASE_URL || undefined,
    ...dataFolders(path.resolve(projectRoot, '.data')),
    jwtSecret: env.JWT_SECRET ?? DEMO_JWT_SECRET,
    anonKey: env.SUPABASE_ANON_KEY ?? DEMO_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY,
    jwtExpiry: wholeNumber(env.JWT_EXPIRY, 3600),
    autoConfirm: (env.AUTH_AUTOCONFIRM ?? 'true') !== 'false',
    siteUrl: env.SITE_URL ?? 'http://localhost:4173',
    otpExpiry: wholeNumber(env.AUTH_OTP_EXPIRY, 3600),
    maxBodyBytes: wholeNumber(env.MAX_BODY_BYTES, 1024 * 1024),
    maxUploadBytes: wholeNumber(env.MAX_UPLOAD_BYTES, 5 * 1024 * 1024),
    maxWriteRows: wholeNumber(env.MAX_WRITE_ROWS, 200),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== ''),
    authRateLimits: readAuthRateLimits(path.join(supabaseDir, 'config.toml')),
    signupEnabled: readSignupEnabled(path.join(supabaseDir, 'config.toml')),
    smsSignup: readSmsSignup(path.join(supabaseDir, 'config.toml')),
    redirectUrls: readAdditionalRedirectUrls(path.join(supabaseDir, 'config.toml')),
    functionsDir: path.join(supabaseDir, 'functions'),
    functionsVerifyJwt: readFunctionsVerifyJwt(path.join(supabaseDir, 'config.toml')),
    statusLog: env.API_STATUS_LOG || undefined,
    verbose: true,
    ...overrides,
  };
}
