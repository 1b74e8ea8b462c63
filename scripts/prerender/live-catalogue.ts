// The catalogue a production build pre-renders from when asked to (MGRID_PRERENDER_CATALOGUE=
// live): what a visitor reads of the Supabase project now, over its REST API with the anon key,
// and the catalogue version it is at (read first: the rows are at least that new). A deploy
// hook rebuilding after each publish then serves pages as fresh as the catalogue
// (docs/deploying.md).
import { COLLECTIONS } from '../../sync/registry.ts';
import { FALLBACK_COLLECTIONS, type FallbackRow } from '../../sync/fallback/bundle.ts';
import type { CollectionRows } from '../../sync/fallback/page-rows.ts';
import { toFallbackRow } from '../../sync/fallback/rows.ts';

type Schema = Parameters<typeof toFallbackRow>[0];

/** What each bundled collection's query (sync/fallback/rows.ts) selects, as a REST query. */
const REST_QUERIES: Record<(typeof FALLBACK_COLLECTIONS)[number], string> = {
  products: 'products?select=*&hidden=is.false&_deleted=is.false&order=id',
  services: 'services?select=*&_deleted=is.false&order=id',
  dealers: 'dealers?select=*&_deleted=is.false&order=id',
  site_settings: 'site_settings?select=*&_deleted=is.false&order=id',
};

export async function liveCatalogue(
  supabaseUrl: string,
  anonKey: string,
): Promise<{ version: string; rows: CollectionRows }> {
  const base = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1`;
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  const answer = async (response: Response) => {
    if (!response.ok)
      throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  const version = await answer(
    await fetch(`${base}/rpc/catalogue_version`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    }),
  );
  const rows: CollectionRows = {};
  for (const name of FALLBACK_COLLECTIONS) {
    const schema = COLLECTIONS.find((c) => c.name === name)!.schema as Schema;
    const read = (await answer(
      await fetch(`${base}/${REST_QUERIES[name]}`, { headers }),
    )) as FallbackRow[];
    rows[name] = read.map((row) => toFallbackRow(schema, row));
  }
  return { version: String(version), rows };
}
