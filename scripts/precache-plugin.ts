// Splits the built code in two for the service worker: what a shopper's device
// precaches at install (the entry, every storefront page and part, the data layer and their
// stylesheets) and what it does not (the back office, the superadmin screens and the PDF
// writer: about two thirds of the bytes, which a shopper never opens). The second half is
// listed in `staff-assets.json`: the app asks the service worker to cache it once a staff
// member signs in (src/features/app-update/staff-code.ts), so the back office still opens
// with no signal for them; anything else fetched is kept at run time (sw/sw.ts).
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;

/** Where the shopper's graph stops: staff screens, and code a shopper loads only on demand. */
export const NOT_PRECACHED_ROOTS = [
  'src/pages/admin-page.tsx',
  'src/pages/superadmin-page.tsx',
  // A shop applying to become a dealer loads it when it opens the page (kept at run time).
  'src/pages/dealer-apply-page.tsx',
  // A dealer member's own screens and their Hindi: cached once a dealer signs in.
  'src/pages/dealer-page.tsx',
  'src/i18n/hi/dealer.ts',
  'src/ui/tax-document-pdf.ts',
  // The dealer desk's Hindi: src/i18n/index.ts names it beside the shopper's catalogues.
  'src/i18n/hi/staff.ts',
].map((m) => path.normalize(m));

/** The list the app hands to the service worker when staff sign in. */
export const STAFF_ASSETS_FILE = 'staff-assets.json';

export interface PrecacheSplit {
  plugin: Plugin;
  /** Whether the precache manifest keeps this URL (relative to dist/, as Workbox names it). */
  keepsAsset(url: string): boolean;
}

interface ChunkMeta {
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}

// vite-plugin-pwa builds the worker in a nested build that loads this config afresh: the
// shopper's files are handed over through the process, not a module variable.
const SHOPPER = Symbol.for('mgrid.shopperPrecache');
const handover = globalThis as { [SHOPPER]?: Set<string> };

export function precacheSplit(): PrecacheSplit {
  const plugin: Plugin = {
    name: 'mgrid-precache-split',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
      const entries = chunks.filter((c) => c.isEntry);
      // Only the browser's build (the pre-render's server build has another entry).
      const main = path.normalize('src/main.tsx');
      if (!entries.some((c) => c.moduleIds.some((id) => id.endsWith(main)))) return;
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const isStop = (c: OutputChunk) =>
        NOT_PRECACHED_ROOTS.some((root) => c.facadeModuleId?.endsWith(root));
      const walk = (starts: OutputChunk[], skip: (c: OutputChunk) => boolean) => {
        const files = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (files.has(chunk.fileName) || skip(chunk)) return;
          files.add(chunk.fileName);
          const meta = (chunk as ChunkMeta).viteMetadata;
          for (const css of meta?.importedCss ?? []) files.add(css);
          // Files it fetches by URL (the PDF writer's fonts): a staff device keeps them too.
          for (const asset of meta?.importedAssets ?? []) files.add(asset);
          for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
            const imported = byFile.get(next);
            if (imported) visit(imported);
          }
        };
        starts.forEach(visit);
        return files;
      };
      const shopperFiles = walk(entries, isStop);
      handover[SHOPPER] = shopperFiles;
      const staff = walk(chunks.filter(isStop), () => false);
      const list = [...staff].filter((file) => !shopperFiles.has(file)).sort();
      this.emitFile({
        type: 'asset',
        fileName: STAFF_ASSETS_FILE,
        source: JSON.stringify(list.map((file) => `/${file}`)),
      });
    },
  };
  return {
    plugin,
    keepsAsset(url) {
      if (!url.startsWith('assets/')) return true;
      const shopper = handover[SHOPPER];
      if (!shopper) throw new Error('precache split: the client bundle was never seen');
      return shopper.has(url);
    },
  };
}
