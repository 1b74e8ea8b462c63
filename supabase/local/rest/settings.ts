// Settings of /rest/v1 as a Supabase project configures PostgREST: the exposed schemas and the
// extra search path from supabase/config.toml's [api] section, and PostgREST's
// db-aggregates-enabled / db-plan-enabled (off, as on hosted Supabase) from the environment.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { supabaseDir } from '../db/migrate.ts';

export interface RestSettings {
  /** Exposed schemas; the first is the default (PostgREST's db-schemas). */
  schemas: string[];
  /** Appended to each request's search_path after its schema (db-extra-search-path). */
  extraSearchPath: string[];
  /** `select=total:amount.sum()` and friends (db-aggregates-enabled). */
  aggregatesEnabled: boolean;
  /** `Accept: application/vnd.pgrst.plan` answers the query plan (db-plan-enabled). */
  planEnabled: boolean;
}

/** `key = ["a", "b"]` arrays of strings in the [api] section of a config.toml text. */
export function apiArrays(toml: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  let section = '';
  for (const raw of toml.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      section = header[1]!.trim();
      continue;
    }
    const entry = /^(\w+)\s*=\s*\[(.*)\]$/.exec(line);
    if (section !== 'api' || !entry) continue;
    out[entry[1]!] = [...entry[2]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  }
  return out;
}

function flag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

export function restSettings(
  overrides: Partial<RestSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): RestSettings {
  let arrays: Record<string, string[]> = {};
  try {
    arrays = apiArrays(readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8'));
  } catch {
    // No config.toml: PostgREST's defaults as the Supabase CLI sets them.
  }
  const schemas = arrays.schemas?.length ? arrays.schemas : ['public'];
  return {
    schemas,
    extraSearchPath: arrays.extra_search_path ?? ['public', 'extensions'],
    aggregatesEnabled: flag(env.PGRST_DB_AGGREGATES_ENABLED),
    planEnabled: flag(env.PGRST_DB_PLAN_ENABLED),
    ...overrides,
  };
}
