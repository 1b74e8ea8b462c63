// PGlite in a worker thread behind the same Engine interface as the in-thread engine
// (pglite.ts): the server's event loop only passes messages, so a 1,000-row insert or a
// slow query no longer stops auth, REST, realtime and the app from answering.
//
// PGlite neither enforces statement_timeout nor lets a statement be cancelled, and it runs
// one statement at a time: one slow anonymous query (a backtracking regex) would hold every
// request. So the bound is enforced here: a statement that overruns its transaction's
// statement_timeout stops the worker, the data folder is reopened in a new one (durable, as
// after kill -9), and the statement answers 57014 as PostgreSQL's own timeout does.
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
  /** How many times an overrunning statement made the worker reopen the database. */
  readonly reopens: number;
}

type Pending = {
  request: WorkerRequest;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

/** An Error carrying every field the worker sent (code, detail, hint, ...), as pg errors do. */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'PGlite worker error'));
  Object.assign(error, fields);
  return error;
}

/** PostgreSQL's own error for an overrun (SQLSTATE 57014, query_canceled). */
export function statementTimeoutError(): Error {
  return Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
    severity: 'ERROR',
  });
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
  options: { dataDir?: string; loadDataDir?: Uint8Array } = {},
): Promise<ThreadedPglite> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const tsx = tsxApiUrl();
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const pending = new Map<number, Pending>();
  const handlers = new Map<string, Set<(payload: string) => void>>();
  /** statement_timeout in ms per open transaction (0 or absent: unbounded). */
  const bounds = new Map<number, number>();
  /** Transactions that died with a stopped worker: nothing to roll back. */
  const lost = new Set<number>();
  let nextId = 1;
  let failure: Error | undefined;
  let wire: { port: number; host: string } | undefined;
  let reopens = 0;
  let closing = false;

  // The worker is TypeScript like the rest of the server: it loads through tsx's API, as the
  // CLI loads through tsx (a worker does not inherit the main thread's loader hooks).
  function start(
    loadDataDir?: Uint8Array,
    standby = false,
  ): { worker: Worker; ready: Promise<void> } {
    const worker = new Worker(
      `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`,
      { eval: true, workerData: { dataDir: options.dataDir, loadDataDir, standby } },
    );
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: WorkerReply) => {
        if (worker !== current?.worker) return;
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
        reject(error);
        if (worker !== current?.worker) return;
        failure = error;
        for (const waiting of pending.values()) waiting.reject(error);
        pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`PGlite worker exited (code ${code})`)));
    });
    // A standby that is never used ends with the engine: not an unhandled rejection.
    ready.catch(() => undefined);
    return { worker, ready };
  }

  let current: { worker: Worker; ready: Promise<void> } | undefined;
  current = start(options.loadDataDir);
  await current.ready;
  // Only a data folder can be reopened (see call), so only then is a standby kept.
  let standby = options.dataDir ? start(undefined, true) : undefined;

  /**
   * Stops the worker stuck in transaction `tx` and reopens the data folder in a new one.
   * Only that transaction held PGlite (one at a time), so every other request still
   * waiting was never run: it is sent again to the new worker.
   */
  function reopen(tx: number): void {
    const stuck = current!.worker;
    reopens++;
    const again: Pending[] = [];
    for (const [id, waiting] of pending) {
      if (id === tx || waiting.request.tx === tx) waiting.reject(statementTimeoutError());
      else again.push(waiting);
    }
    pending.clear();
    bounds.delete(tx);
    lost.add(tx);
    if (standby) {
      current = standby;
      standby = undefined;
      current.worker.postMessage({ open: true });
    } else current = start();
    void stuck.terminate();
    void current.ready.then(() => {
      if (!closing) standby = start(undefined, true);
    });
    void current.ready.then(
      async () => {
        for (const waiting of again) {
          pending.set(waiting.request.id, waiting);
          current!.worker.postMessage(waiting.request);
        }
        for (const channel of handlers.keys()) await call({ op: 'listen', channel });
        if (wire) await call({ op: 'serve', ...wire });
      },
      (error: Error) => {
        for (const waiting of again) waiting.reject(error);
      },
    );
  }

  function post(request: WorkerRequest, settle: Omit<Pending, 'request'>): void {
    pending.set(request.id, { request, ...settle });
    const target = current!;
    void target.ready.then(
      () => {
        if (target === current && pending.has(request.id)) target.worker.postMessage(request);
      },
      () => undefined,
    );
  }

  function call<T>(request: Omit<WorkerRequest, 'id'>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    const bound = request.tx === undefined ? 0 : (bounds.get(request.tx) ?? 0);
    return new Promise<T>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const settle = {
        resolve: (value: unknown) => {
          clearTimeout(timer);
          resolve(value as T);
        },
        reject: (error: Error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      post({ ...request, id }, settle);
      // Without a data folder a reopen would lose the database, so only then is it unbounded.
      if (bound > 0 && options.dataDir && (request.op === 'query' || request.op === 'exec')) {
        timer = setTimeout(() => {
          if (pending.has(id) && !closing) reopen(request.tx!);
        }, bound);
      }
    });
  }

  const queryable = (tx?: number): Queryable => ({
    query: <Row>(sql: string, params: unknown[] = []) =>
      call<QueryResult<Row>>({ op: 'query', sql, params, tx }),
    exec: async (sql: string) => {
      await call({ op: 'exec', sql, tx });
    },
    ...(tx === undefined
      ? {}
      : {
          boundStatements: (ms: number) => {
            bounds.set(tx, ms);
          },
        }),
  });

  let closed: Promise<void> | undefined;
  return {
    kind: 'pglite',
    ...queryable(),
    get reopens() {
      return reopens;
    },
    async transaction(fn) {
      if (failure) throw failure;
      const tx = nextId++;
      await new Promise<void>((resolve, reject) => {
        post({ op: 'begin', id: tx }, { resolve: () => resolve(), reject });
      });
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        // A transaction lost with its worker answers at once, not after the reopen.
        if (!lost.delete(tx)) await call({ op: 'rollback', tx }).catch(() => undefined);
        bounds.delete(tx);
        throw error;
      }
      bounds.delete(tx);
      if (lost.delete(tx)) throw statementTimeoutError();
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
      wire = { port, host };
    },
    dumpDataDir: () => call<Uint8Array>({ op: 'dump' }),
    close() {
      closing = true;
      closed ??= (async () => {
        await current!.ready.catch(() => undefined);
        if (!failure) await call({ op: 'close' }).catch(() => undefined);
        const worker = current!.worker;
        current = undefined;
        await standby?.worker.terminate();
        await worker.terminate();
      })();
      return closed;
    },
  };
}
