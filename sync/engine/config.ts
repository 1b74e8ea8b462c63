// Which backend the data layer talks to: the Supabase project named by the build's public
// VITE_ variables, or none (bundled mode: the app runs on its bundled catalogue). Validated
// once at start-up so a half-configured build fails loudly instead of syncing nowhere.
import { SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';

export type SyncConfig =
  { mode: 'bundled' } | { mode: 'live'; supabaseUrl: string; supabaseKey: string };

/** The build-time variables this module reads (Vite's `import.meta.env`, or a test's object). */
export interface PublicEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
  VITE_SUPABASE_PUBLISHABLE_KEY?: string;
}

/** A variable's text, trimmed; a blank one is unset. */
function given(value: string | undefined): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export class SyncConfigError extends Error {
  override name = 'SyncConfigError';
}

/**
 * No URL: bundled mode. A URL needs a key (anon or publishable) and must be an http(s) URL;
 * anything else throws a SyncConfigError starting with "Supabase is not configured".
 */
export function parseSyncConfig(env: PublicEnv): SyncConfig {
  // Checked by hand, not by a schema library: three variables did not need zod's 40 ms of
  // module and schema set-up at 4x CPU in the data layer's start.
  const url = given(env.VITE_SUPABASE_URL);
  const key = given(env.VITE_SUPABASE_ANON_KEY) ?? given(env.VITE_SUPABASE_PUBLISHABLE_KEY);
  if (!url) return { mode: 'bundled' };
  if (!isHttpUrl(url)) {
    throw new SyncConfigError(
      `${SUPABASE_NOT_CONFIGURED}: VITE_SUPABASE_URL must be an http(s) URL`,
    );
  }
  if (!key) {
    throw new SyncConfigError(
      `${SUPABASE_NOT_CONFIGURED}: VITE_SUPABASE_URL is set but neither VITE_SUPABASE_ANON_KEY nor VITE_SUPABASE_PUBLISHABLE_KEY is`,
    );
  }
  return { mode: 'live', supabaseUrl: url.replace(/\/+$/, ''), supabaseKey: key };
}

export function configFromBuild(): SyncConfig {
  const env = (import.meta as ImportMeta & { env?: PublicEnv }).env ?? {};
  return parseSyncConfig(env);
}
