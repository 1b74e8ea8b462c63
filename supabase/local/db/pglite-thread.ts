// PGlite in a worker thread behind the same Engine interface as the in-thread engine
// (pglite.ts): the server's event loop only passes messages, so a 1,000-row insert or a
// slow query no longer stops auth, REST, realtime and the app from answering.
import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Engine, Queryable, QueryResult } from './engine.ts';
import type { WorkerReply, WorkerRequest } from './pglite-protocol.ts';

export interface ThreadedPglite extends Engine {
  /** Serves the Postgres wire protocol from the worker (PGLiteSocketServer). */
  serveWire(port: number, host: string): Promise<void>;
  /** The data directory as a tarball (as PGlite's dumpDataDir). */
  dumpDataDir(): Promise<Uint8Array>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** An Error carrying every field the worker sent (code, detail, hint, ...), as pg errors do. */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'PGlite worker error'));
  Object.assign(error, fields);
  return error;
}

/** tsx's ESM API entry (package exports `./esm/api` -> import), as a file URL. */
function tsxApiUrl(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(path.join(path.dirname(manifest), pkg.exports['./esm/api']!.import.default))
    .href;
}

export async function openPgliteThread(
  options: { dataDir?: string } = {},
): Promise<ThreadedPglite> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // The worker is TypeScript like the rest of the server: it loads through tsx's API, as the
  // CLI loads through tsx (a worker does not inherit the main thread's loader hooks).
  const tsx = tsxApiUrl();
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`,
    { eval: true, workerData: { dataDir: options.dataDir } },
  );
  const pending = new Map<number, Pending>();
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerReply) => {
      if ('ready' in message) resolve();
      else if ('notify' in message) {
        for (const handler of handlers.get(message.notify) ?? []) handler(message.payload);
      } else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if ('error' in message) waiting?.reject(rebuildError(message.error));
        else waiting?.resolve(message.result);
      }
    });
    const fail = (error: Error) => {
      failure = error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PGlite worker exited (code ${code})`)));
  });
  await ready;

  function call<T>(request: Omit<WorkerRequest, 'id'>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const queryable = (tx?: number): Queryable => ({
    query: <Row>(sql: string, params: unknown[] = []) =>
      call<QueryResult<Row>>({ op: 'query', sql, params, tx }),
    exec: async (sql: string) => {
      await call({ op: 'exec', sql, tx });
    },
  });

  let closed: Promise<void> | undefined;
  return {
    kind: 'pglite',
    ...queryable(),
    async transaction(fn) {
      const tx = nextId++;
      await new Promise<void>((resolve, reject) => {
        pending.set(tx, { resolve: () => resolve(), reject });
        worker.postMessage({ op: 'begin', id: tx });
      });
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await call({ op: 'rollback', tx }).catch(() => undefined);
        throw error;
      }
      await call({ op: 'commit', tx });
      return result;
    },
    async listen(channel, onNotify) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await call({ op: 'listen', channel });
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
      };
    },
    async serveWire(port, host) {
      await call({ op: 'serve', port, host });
    },
    dumpDataDir: () => call<Uint8Array>({ op: 'dump' }),
    close() {
      closed ??= (async () => {
        if (!failure) await call({ op: 'close' }).catch(() => undefined);
        await worker.terminate();
      })();
      return closed;
    },
  };
}
