// The app host's renderer (a worker thread, so rendering never holds up the API): renders the
// pre-rendered pages again with the live catalogue after a publish. Built beside the
// pre-renderer (plugin.ts) into one plain module the host loads; it renders exactly as the
// build does (src/app/prerender.tsx, compose.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { renderPage } from '../../src/app/prerender.tsx';
import { composePage } from './compose.ts';
import type { PageCatalogue } from './catalogue-check.ts';
import type { CollectionRows } from '../../sync/fallback/page-rows.ts';

export interface PageWorkerData {
  /** The built shell with its stylesheets inline (plugin.ts). */
  template: string;
}

export interface RenderRequest {
  id: number;
  pathnames: string[];
  rows: CollectionRows;
  catalogue: PageCatalogue;
}

/** One answer per page as it is rendered (in the order asked), then one saying `done`. */
export interface RenderAnswer {
  id: number;
  pathname?: string;
  html?: string;
  done?: boolean;
  error?: string;
}

const { template } = workerData as PageWorkerData;

parentPort?.on('message', (request: RenderRequest) => {
  void (async () => {
    try {
      for (const pathname of request.pathnames) {
        const body = await renderPage('http://localhost', pathname, request.rows);
        const html = composePage(template, pathname, body, request.catalogue);
        parentPort?.postMessage({ id: request.id, pathname, html } satisfies RenderAnswer);
      }
      parentPort?.postMessage({ id: request.id, done: true } satisfies RenderAnswer);
    } catch (error) {
      parentPort?.postMessage({ id: request.id, error: String(error) } satisfies RenderAnswer);
    }
  })();
});
