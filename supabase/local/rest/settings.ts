// Settings of /rest/v1 as a Supabase project configures PostgREST: the exposed schemas and the
// extra search path from supabase/config.toml's [api] section, and PostgREST's
// db-aggregates-enabled / db-plan-enabled (off, as on hosted Supabase) from the environment.
import path from 'node:path';
import { supabaseDir } from '../db/migrate.ts';
import { readApiSchemas } from '../project-toml.ts';

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

function flag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

export function restSettings(
  overrides: Partial<RestSettings> = {},
  env: NodeJS.ProcessEnv = process.env,
): RestSettings {
  // Without config.toml (or those keys): PostgREST's defaults as the Supabase CLI sets them.
  const api = readApiSchemas(path.join(supabaseDir, 'config.toml'));
  return {
    schemas: api.schemas?.length ? api.schemas : ['public'],
    extraSearchPath: api.extraSearchPath ?? ['public', 'extensions'],
    aggregatesEnabled: flag(env.PGRST_DB_AGGREGATES_ENABLED),
    planEnabled: flag(env.PGRST_DB_PLAN_ENABLED),
    ...overrides,
  };
}
