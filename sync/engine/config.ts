// Which backend the data layer talks to: the Supabase project named by the build's public
// VITE_ variables, or none (bundled mode: the app runs on its bundled catalogue). Validated
// once at start-up so a half-configured build fails loudly instead of syncing nowhere.
import { z } from 'zod';
import { SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';

// Security: the Content-Security-Policy allows no eval. Zod's compiled parsers probe for
// `new Function`, and that caught probe is still reported as a violation: parse without it.
z.config({ jitless: true });

export type SyncConfig =
  { mode: 'bundled' } | { mode: 'live'; supabaseUrl: string; supabaseKey: string };

/** The build-time variables this module reads (Vite's `import.meta.env`, or a test's object). */
export interface PublicEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  VITE_SUPABASE_PUBLISHABLE_KEY?: string;
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const envSchema = z.object({
  VITE_SUPABASE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'VITE_SUPABASE_URL must be an http(s) URL' }).optional(),
  ),
  VITE_SUPABASE_ANON_KEY: z.preprocess(blankToUndefined, z.string().trim().optional()),
  VITE_SUPABASE_PUBLISHABLE_KEY: z.preprocess(blankToUndefined, z.string().trim().optional()),
});

export class SyncConfigError extends Error {
  override name = 'SyncConfigError';
}

/**
 * No URL: bundled mode. A URL needs a key (anon or publishable) and must be an http(s) URL;
 * anything else throws a SyncConfigError starting with "Supabase is not configured".
 */
export function parseSyncConfig(env: PublicEnv): SyncConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => issue.message).join('; ');
    throw new SyncConfigError(`${SUPABASE_NOT_CONFIGURED}: ${detail}`);
  }
  const {
    VITE_SUPABASE_URL: url,
    VITE_SUPABASE_ANON_KEY,
    VITE_SUPABASE_PUBLISHABLE_KEY,
  } = parsed.data;
  const key = VITE_SUPABASE_ANON_KEY ?? VITE_SUPABASE_PUBLISHABLE_KEY;
  if (!url) return { mode: 'bundled' };
  if (!key) {
    throw new SyncConfigError(
      `${SUPABASE_NOT_CONFIGURED}: VITE_SUPABASE_URL is set but neither VITE_SUPABASE_ANON_KEY nor VITE_SUPABASE_PUBLISHABLE_KEY is`,
    );
  }
  return { mode: 'live', supabaseUrl: url.replace(/\/+$/, ''), supabaseKey: key };
}

/** The app's configuration from Vite's `import.meta.env` (empty under Node). */
export function configFromBuild(): SyncConfig {
  const env = (import.meta as ImportMeta & { env?: PublicEnv }).env ?? {};
  return parseSyncConfig(env);
}
