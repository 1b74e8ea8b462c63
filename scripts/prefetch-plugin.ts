// Lists the code the page runs later (the data layer, the parts loaded on first use) in a
// hashed JSON asset, named in the built HTML by `<meta name="mgrid-prefetch">`; once the page
// has loaded, src/app/prefetch-on-demand.ts reads the list and turns it into
// `<link rel="prefetch">`, so the browser fetches the code (without running it) after
// everything the first paint needs, and the page can start it after losing the signal. Links
// in the HTML itself would compete with the page's own loading on a slow line; the list itself
// in the HTML (60 hashed names) cost every page 0.9 KiB of its first round trips.
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const CSS_MODULE = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;

/**
 * A chunk of style sheets only (a component's CSS imported alone). Vite deletes these from
 * the bundle after this plugin has run, in its own generateBundle, and links their CSS from
 * the chunks importing them, so a name in the list would answer 404.
 */
function isPureCss(chunk: OutputChunk): boolean {
  return chunk.exports.length === 0 && chunk.moduleIds.every((id) => CSS_MODULE.test(id));
}

/** The chunks holding `modules`, with the chunks they import statically. */
function chunksFor(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const add = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) add(next);
    }
  };
  for (const module of modules) {
    // The chunk it starts, or else the (shared) chunk that holds it.
    const chunk =
      chunks.find((c) => c.facadeModuleId?.endsWith(module)) ??
      chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`prefetch: no chunk for ${module}`);
    add(chunk);
  }
  // What the page loads anyway needs no prefetch.
  const entries = chunks.filter((c) => c.isEntry);
  const eager = new Set<string>();
  const addEager = (chunk: OutputChunk) => {
    if (eager.has(chunk.fileName)) return;
    eager.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) addEager(next);
    }
  };
  for (const entry of entries) addEager(entry);
  return [...files].filter((file) => !eager.has(file) && !isPureCss(byFile.get(file)!));
}

/** The meta tag's name (src/app/prefetch-on-demand.ts reads it). */
export const PREFETCH_META = 'mgrid-prefetch';

export function prefetch(modules: string[]): Plugin {
  // The list's asset, emitted before the HTML is written (Vite writes it in its own
  // generateBundle, after the plugins ordered 'pre').
  let listFile: string | undefined;
  return {
    name: 'mgrid-prefetch',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const files = chunksFor(
          bundle,
          modules.map((m) => path.normalize(m)),
        );
        const id = this.emitFile({
          type: 'asset',
          name: 'prefetch.json',
          source: JSON.stringify(files.map((file) => `/${file}`)),
        });
        listFile = this.getFileName(id);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!listFile) return;
        const tag: HtmlTagDescriptor = {
          tag: 'meta',
          attrs: { name: PREFETCH_META, content: `/${listFile}` },
          injectTo: 'head',
        };
        return [tag];
      },
    },
  };
}
