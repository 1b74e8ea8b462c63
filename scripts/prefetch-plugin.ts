// Puts `<link rel="prefetch">` for code the page runs later (the data layer, the parts loaded
// on first use) into the built HTML: the browser fetches it at the lowest priority once the
// page has loaded, without running it, so the page can start it after losing the signal.
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

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
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('src/main.tsx'));
  const eager = new Set<string>();
  const addEager = (chunk: OutputChunk) => {
    if (eager.has(chunk.fileName)) return;
    eager.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) addEager(next);
    }
  };
  if (entry) addEager(entry);
  return [...files].filter((file) => !eager.has(file));
}

export function prefetch(modules: string[]): Plugin {
  return {
    name: 'mgrid-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return;
        return chunksFor(
          context.bundle,
          modules.map((m) => path.normalize(m)),
        ).map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'prefetch', href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
