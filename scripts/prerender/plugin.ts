// A Vite plugin that pre-renders the public pages into dist/ once the app is written: each
// page's HTML holds what the bundled catalogue shows, so the first paint (and the LCP
// element) needs no JavaScript; src/app/boot.tsx hydrates it. The unrendered shell is kept
// as shell.html for every other address (the server's and the service worker's fallback).
// The renderer is kept beside the built app (renderDirOf), with the page template, so the app
// host can render the pages again with the live catalogue after a publish (page-worker.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { prerenderPaths } from './paths.ts';
import { inlineStylesheets } from './inline-css.ts';
import { composePage, pageFile, versionUrl } from './compose.ts';
import { BUNDLE_VERSION, type PageCatalogue } from './catalogue-check.ts';
import type { CollectionRows } from './catalogue-rows.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

type RenderPage = (origin: string, pathname: string, rows?: CollectionRows) => Promise<string>;

/**
 * Where the build keeps the renderer and the page template of the app built into `outDir`:
 * beside it (dist-render/), inside the project so the module resolves react and the rest from
 * node_modules.
 */
export function renderDirOf(outDir: string): string {
  const dir = path.resolve(outDir);
  const beside = path.join(path.dirname(dir), `${path.basename(dir)}-render`);
  if (beside.startsWith(ROOT + path.sep)) return beside;
  const key = createHash('sha256').update(dir).digest('hex').slice(0, 12);
  return path.join(ROOT, '.tmp', `render-${key}`);
}

/** The page template (the shell with its stylesheets inline), in the renderer's folder. */
export const TEMPLATE_FILE = 'template.html';
/** The renderer the app host runs as a worker thread. */
export const PAGE_WORKER_FILE = 'page-worker.mjs';

async function buildRenderer(outDir: string): Promise<RenderPage> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    // The renderer needs no pictures or fonts of its own.
    publicDir: false,
    plugins: [react()],
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: {
        input: {
          prerender: path.join(ROOT, 'src/app/prerender.tsx'),
          'page-worker': path.join(ROOT, 'scripts/prerender/page-worker.ts'),
        },
        // No shared code inside an entry's file: the pages' parts would then import the
        // worker's file, and run its top level on the main thread.
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: '[name].mjs' },
      },
    },
  });
  const mod = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as {
    renderPage: RenderPage;
  };
  return mod.renderPage;
}

export function prerender(): Plugin {
  let outDir = 'dist';
  let supabaseUrl: string | undefined;
  let anonKey: string | undefined;
  return {
    name: 'mgrid-prerender',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      outDir = path.resolve(config.root, config.build.outDir);
      supabaseUrl = (config.env.VITE_SUPABASE_URL as string | undefined) || undefined;
      anonKey = (config.env.VITE_SUPABASE_ANON_KEY as string | undefined) || undefined;
    },
    async writeBundle() {
      if (this.environment.config.build.ssr) return;
      const work = renderDirOf(outDir);
      await rm(work, { recursive: true, force: true });
      const renderPage = await buildRenderer(work);
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      await writeFile(path.join(outDir, 'shell.html'), shell);
      const stylesheet = (href: string) => readFileSync(path.join(outDir, href), 'utf8');
      const template = inlineStylesheets(shell, stylesheet);
      await writeFile(path.join(work, TEMPLATE_FILE), template);
      const catalogue: PageCatalogue = {
        version: BUNDLE_VERSION,
        versionUrl: versionUrl(supabaseUrl),
        anonKey,
      };
      // A production build after a publish renders the live catalogue (docs/deploying.md).
      let rows: CollectionRows | undefined;
      if (process.env.MGRID_PRERENDER_CATALOGUE === 'live') {
        if (!supabaseUrl || !anonKey) throw new Error('live pre-render: set VITE_SUPABASE_URL');
        // Loaded only here: they bring the app's collections (and RxDB's schemas) along.
        const { liveCatalogue } = await import('./live-catalogue.ts');
        const { bundledCatalogue, rowsDelta } = await import('./catalogue-rows.ts');
        const live = await liveCatalogue(supabaseUrl, anonKey);
        const bundled = await bundledCatalogue();
        rows = live.rows;
        catalogue.version = live.version;
        catalogue.delta = rowsDelta(bundled, live.rows);
      }
      for (const pathname of await prerenderPaths()) {
        const body = await renderPage('http://localhost', pathname, rows);
        const file = path.join(outDir, pageFile(pathname));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, composePage(template, pathname, body, catalogue));
      }
    },
  };
}
