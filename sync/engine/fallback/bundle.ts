// The bundled catalogue's rows, each file its own chunk: the app shows them before the local
// database opens (sync/catalogue/actions.ts), and the database falls back to them (load.ts).
import type { FallbackCollection, FallbackRow } from './rows.ts';

export async function bundledRows(collection: FallbackCollection): Promise<FallbackRow[]> {
  // Separate chunks: a configured app that never needs them never downloads them.
  switch (collection) {
    case 'products':
      return (await import('./products.json')).default as FallbackRow[];
    case 'services':
      return (await import('./services.json')).default as FallbackRow[];
    case 'dealers':
      return (await import('./dealers.json')).default as FallbackRow[];
    case 'site_settings':
      return (await import('./site-settings.json')).default as FallbackRow[];
  }
}
