// Writes sync/fallback/*.json, the catalogue the app bundles for when no backend is configured
// or reachable: migrations + seed.sql applied to a fresh in-memory PGlite, then what a visitor
// may read. Run after changing seed.sql: `npm run fallback:export`
// (tests/integration/sync/fallback.test.ts fails while the files are out of date).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { RxJsonSchema } from 'rxdb';
import { openPglite } from '../supabase/local/db/pglite.ts';
import { prepareDatabase } from '../supabase/local/db/migrate.ts';
import {
  FALLBACK_COLLECTIONS,
  type FallbackCollection,
  type FallbackRow,
} from '../sync/fallback/bundle.ts';
import {
  FALLBACK_FILES,
  FALLBACK_QUERIES,
  toFallbackRow,
  type FallbackFile,
} from '../sync/fallback/rows.ts';
import { COLLECTIONS } from '../sync/registry.ts';

export const FALLBACK_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../sync/fallback',
);

export const fallbackFile = (name: FallbackFile) =>
  path.join(FALLBACK_DIR, `${name.replace('_', '-')}.json`);

const isCollection = (name: FallbackFile): name is FallbackCollection =>
  (FALLBACK_COLLECTIONS as readonly string[]).includes(name);

/** The schema of a bundled collection, as the local database holds it. */
function schemaOf(name: FallbackCollection): RxJsonSchema<unknown> {
  const collection = COLLECTIONS.find((c) => c.name === name);
  if (!collection) throw new Error(`No collection ${name} in sync/registry.ts`);
  return collection.schema as RxJsonSchema<unknown>;
}

/** The bundled files' contents, computed from the migrations and seed. */
export async function exportFallback(): Promise<Record<FallbackFile, string>> {
  const engine = await openPglite();
  try {
    await prepareDatabase(engine);
    const files = {} as Record<FallbackFile, string>;
    for (const collection of FALLBACK_FILES) {
      const { rows } = await engine.query<FallbackRow>(FALLBACK_QUERIES[collection]);
      // Collections as local docs; a REST-read table as the rows its query selects.
      const docs = isCollection(collection)
        ? rows.map((row) => toFallbackRow(schemaOf(collection), row))
        : rows;
      // Formatted as the repository's Prettier would, so `npm run format:check` agrees.
      const filepath = fallbackFile(collection);
      const options = await resolveConfig(filepath);
      files[collection] = await format(JSON.stringify(docs), { ...options, filepath });
    }
    return files;
  } finally {
    await engine.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await exportFallback();
  for (const collection of FALLBACK_FILES) {
    await writeFile(fallbackFile(collection), files[collection]);
    console.log(`${path.relative(process.cwd(), fallbackFile(collection))}`);
  }
}
