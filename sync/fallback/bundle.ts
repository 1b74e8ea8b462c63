// The bundled catalogue (docs/product.md#catalogue-loading-and-its-messages): the rows a visitor
// would pull, generated from seed.sql by scripts/export-fallback.ts, each file its own chunk. The
// app shows them before the local database opens (actions.ts), and the database falls back to them
// when no backend is configured or reachable (the collections' descriptors hand them to the
// engine).

/** The collections with a bundled copy, in the order they are loaded. */
export const FALLBACK_COLLECTIONS = ['products', 'services', 'dealers', 'site_settings'] as const;
export type FallbackCollection = (typeof FALLBACK_COLLECTIONS)[number];

export type FallbackRow = Record<string, unknown>;

export async function bundledRows(collection: FallbackCollection): Promise<FallbackRow[]> {
  // Separate chunks: a configured app that never needs them never downloads them.
  switch (collection) {
    case 'products':
      return (await import('./products.json', { with: { type: 'json' } })).default as FallbackRow[];
    case 'services':
      return (await import('./services.json', { with: { type: 'json' } })).default as FallbackRow[];
    case 'dealers':
      return (await import('./dealers.json', { with: { type: 'json' } })).default as FallbackRow[];
    case 'site_settings':
      return (await import('./site-settings.json', { with: { type: 'json' } }))
        .default as FallbackRow[];
  }
}
