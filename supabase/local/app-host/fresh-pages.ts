// Pre-rendered pages as fresh as the catalogue: the built pages show the bundled catalogue;
// after a publish (products, prices, stock, hidden, services, dealers, banners, site settings:
// anything that grows public.catalogue_version()) the host renders the pages again with the
// live catalogue, in a worker thread with the build's own renderer (scripts/prerender/
// page-worker.ts), and serves those from then on. Every page is stamped with the version it is
// current at, and every document names the live version (Server-Timing), so a page served in
// the moments before its fresh copy is ready marks its prices (scripts/prerender/
// catalogue-check.ts). The service worker never serves these pages (it serves the shell, which
// renders from the device's database), so its precache needs no change after a publish.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PAGE_WORKER_FILE, TEMPLATE_FILE, renderDirOf } from '../../../scripts/prerender/plugin.ts';
import { pageFile } from '../../../scripts/prerender/compose.ts';
import { prerenderPaths } from '../../../scripts/prerender/paths.ts';
import {
  BUNDLE_VERSION,
  pageVersion,
  serverTiming,
  stampVersion,
  type PageCatalogue,
} from '../../../scripts/prerender/catalogue-check.ts';
import type { RenderAnswer, RenderRequest } from '../../../scripts/prerender/page-worker.ts';
import type { Engine } from '../db/engine.ts';
import {
  bundledCatalogue,
  liveCatalogueRows,
  rowsDelta,
  type FallbackRow,
  type RowsDelta,
} from '../../../scripts/prerender/catalogue-rows.ts';

/** How often the version is read besides the database's notifications (a missed one). */
const POLL_MS = 2000;

export interface FreshPages {
  /** What to serve for the built file `relative` (a pre-rendered page), or null: the file. */
  page(relative: string): Promise<{ body: string; key: string } | null>;
  /** The headers every document is served with: the live catalogue version. */
  documentHeaders(): Promise<Record<string, string>>;
  /** Resolves once the pages served are current at the live version. */
  current(): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  appDir: string;
  engine: Engine;
  log: (line: string) => void;
}

async function readVersion(engine: Engine): Promise<string> {
  const { rows } = await engine.query<{ version: string | number }>(
    'select public.catalogue_version() as version',
  );
  return String(rows[0]?.version ?? '');
}

/** A worker rendering pages on request, one request at a time, each page as it is ready. */
function pageRenderer(renderDir: string, template: string) {
  const worker = new Worker(path.join(renderDir, PAGE_WORKER_FILE), { workerData: { template } });
  worker.unref();
  let next = 0;
  const waiting = new Map<number, (answer: RenderAnswer) => void>();
  worker.on('message', (answer: RenderAnswer) => waiting.get(answer.id)?.(answer));
  worker.on('error', (error) => {
    for (const [id, listener] of waiting) listener({ id, error: String(error) });
  });
  return {
    async render(
      request: Omit<RenderRequest, 'id'>,
      onPage: (pathname: string, html: string) => void,
    ): Promise<void> {
      const id = next++;
      try {
        await new Promise<void>((resolve, reject) => {
          waiting.set(id, (answer) => {
            if (answer.pathname !== undefined && answer.html !== undefined) {
              onPage(answer.pathname, answer.html);
            } else if (answer.done) resolve();
            else reject(new Error(answer.error ?? 'the renderer stopped'));
          });
          worker.postMessage({ ...request, id } satisfies RenderRequest);
        });
      } finally {
        waiting.delete(id);
      }
    },
    close: () => worker.terminate().then(() => undefined),
  };
}

/**
 * The pages in the order they are rendered again: those of the products and services that
 * changed first, then the lists that show them, then the rest.
 */
export function renderOrder(pathnames: readonly string[], delta: RowsDelta): string[] {
  const changed = new Set<string>();
  for (const name of ['products', 'services'] as const) {
    const changes = delta[name];
    if (!changes) continue;
    for (const id of [...changes.rows.map((row) => String(row.id)), ...changes.removed]) {
      changed.add(`/${name}/${encodeURIComponent(id)}`);
    }
  }
  const rank = (pathname: string) => {
    const english = pathname.replace(/^\/hi(?=\/|$)/, '') || '/';
    if (changed.has(english)) return 0;
    if (['/', '/products', '/deals-discounts', '/services'].includes(english)) return 1;
    return 2;
  };
  return [...pathnames].sort((a, b) => rank(a) - rank(b));
}

/**
 * Keeps the pre-rendered pages of the app built in `appDir` current (null: a build without
 * its renderer, served as built).
 */
export async function startFreshPages({
  appDir,
  engine,
  log,
}: Options): Promise<FreshPages | null> {
  const renderDir = renderDirOf(appDir);
  if (!existsSync(path.join(renderDir, PAGE_WORKER_FILE))) return null;
  const [template, home, pathnames, bundled] = await Promise.all([
    readFile(path.join(renderDir, TEMPLATE_FILE), 'utf8'),
    readFile(path.join(appDir, 'index.html'), 'utf8'),
    prerenderPaths(),
    bundledCatalogue(),
  ]);
  // Where the built pages ask for the live version: the re-rendered ones ask the same.
  const attribute = (name: string) =>
    new RegExp(`<script data-catalogue-version="[^"]*" data-url="([^"]*)" data-key="([^"]*)"`)
      .exec(home)
      ?.[name === 'url' ? 1 : 2]?.replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const versionUrl = attribute('url') || undefined;
  const anonKey = attribute('key') || undefined;
  const byFile = new Map(pathnames.map((pathname) => [pageFile(pathname), pathname]));

  // The pages rendered again, each with the version it is current at; the others are served
  // from the built files, current at `builtVersion` while the bundle is the live catalogue.
  const rendered = new Map<string, { html: string; version: string }>();
  let builtVersion: string | null = null;
  let shownDelta = '{}';
  let version = BUNDLE_VERSION;
  const builtFiles = new Map<string, Promise<string>>();
  let renderer: ReturnType<typeof pageRenderer> | null = null;

  let running: Promise<void> | null = null;
  let again = false;
  let lastSeen = '';
  const waiters: (() => void)[] = [];

  async function refresh(): Promise<void> {
    // The version first: rows read after it are at least that new, never older.
    const live = await readVersion(engine);
    const rows = await liveCatalogueRows((sql) => engine.query<FallbackRow>(sql));
    const delta = rowsDelta(bundled, rows);
    const key = JSON.stringify(delta);
    if (key === shownDelta) {
      // What the pages show did not change: they are current at this version.
      for (const page of rendered.values()) page.version = live;
      if (key === '{}') builtVersion = live;
    } else if (key === '{}') {
      rendered.clear();
      builtVersion = live;
    } else {
      builtVersion = null;
      const started = Date.now();
      renderer ??= pageRenderer(renderDir, template);
      const catalogue: PageCatalogue = { version: live, versionUrl, anonKey, delta };
      await renderer.render(
        { pathnames: renderOrder(pathnames, delta), rows, catalogue },
        (pathname, html) => rendered.set(pageFile(pathname), { html, version: live }),
      );
      log(`Pages rendered again for catalogue version ${live} in ${Date.now() - started} ms`);
    }
    shownDelta = key;
    version = live;
  }

  function schedule(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await refresh();
        } catch (error) {
          log(`Could not render the pages again: ${String(error)}`);
        }
      } while (again);
    })().finally(() => {
      running = null;
      if (!again && version === lastSeen) waiters.splice(0).forEach((resolve) => resolve());
    });
  }

  async function check(): Promise<void> {
    const live = await readVersion(engine).catch(() => lastSeen);
    if (live === lastSeen) return;
    lastSeen = live;
    schedule();
  }

  const unlisten = await engine
    .listen('catalogue_version', (payload) => {
      lastSeen = payload;
      schedule();
    })
    .catch(() => undefined);
  const poll = setInterval(() => void check(), POLL_MS);
  poll.unref();
  await check();

  return {
    async page(relative) {
      if (!byFile.has(relative)) return null;
      const page = rendered.get(relative);
      if (page)
        return { body: stampVersion(page.html, page.version), key: `${relative}@${page.version}` };
      // Not rendered again yet for a catalogue other than the bundle's: as built (it says so).
      if (builtVersion === null) return null;
      let built = builtFiles.get(relative);
      if (!built) builtFiles.set(relative, (built = readFile(path.join(appDir, relative), 'utf8')));
      const html = await built;
      if (pageVersion(html) === null) return null;
      return { body: stampVersion(html, builtVersion), key: `${relative}@built${builtVersion}` };
    },
    async documentHeaders() {
      const live = await readVersion(engine).catch(() => null);
      const headers: Record<string, string> = {};
      if (live !== null) headers['server-timing'] = serverTiming(live);
      return headers;
    },
    async current() {
      await check();
      if (!running && version === lastSeen) return;
      const done = new Promise<void>((resolve) => waiters.push(resolve));
      if (!running) schedule();
      await done;
    },
    async close() {
      clearInterval(poll);
      await unlisten?.().catch(() => undefined);
      await running;
      await renderer?.close();
    },
  };
}
