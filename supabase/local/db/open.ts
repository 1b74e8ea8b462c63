import type { Engine } from './engine.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** PostgreSQL when a URL is given, else PGlite (in a data folder, or in memory without one). */
export async function openEngine(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Engine> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite({ dataDir: options.dataDir });
}
