// A Vite plugin that pre-renders the public pages into dist/ once the app is written: each
// page's HTML holds what the bundled catalogue shows, so the first paint (and the LCP
// element) needs no JavaScript; src/app/boot.tsx hydrates it. The unrendered shell is kept
// as shell.html for every other address (the server's and the service worker's fallback).
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { prerenderPaths } from './paths.ts';
import { keepCriticalCss } from './critical-css.ts';
import { inlineStylesheets } from './inline-css.ts';
import { pageHtml } from './page-html.ts';
import { deferEntry } from './deferred-entry.ts';
import { localeOfPath } from '../../src/lib/i18n/locale.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

type RenderPage = (origin: string, pathname: string) => Promise<string>;

async function buildRenderer(outDir: string): Promise<RenderPage> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      ssr: path.join(ROOT, 'src/app/prerender.tsx'),
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const mod = (await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href)) as {
    renderPage: RenderPage;
  };
  return mod.renderPage;
}

export function prerender(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mgrid-prerender',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (this.environment.config.build.ssr) return;
      // Inside the project, so the rendered module resolves react and the rest from node_modules.
      await mkdir(path.join(ROOT, '.tmp'), { recursive: true });
      const work = await mkdtemp(path.join(ROOT, '.tmp', 'prerender-'));
      try {
        const renderPage = await buildRenderer(work);
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        await writeFile(path.join(outDir, 'shell.html'), shell);
        const stylesheet = (href: string) => readFileSync(path.join(outDir, href), 'utf8');
        const page = inlineStylesheets(shell, stylesheet);
        for (const pathname of await prerenderPaths()) {
          const body = await renderPage('http://localhost', pathname);
          const file =
            pathname === '/'
              ? path.join(outDir, 'index.html')
              : path.join(outDir, pathname.slice(1), 'index.html');
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(
            file,
            keepCriticalCss(pageHtml(deferEntry(page, localeOfPath(pathname)), pathname, body)),
          );
        }
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}
