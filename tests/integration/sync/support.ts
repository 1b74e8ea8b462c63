// Data layers on fake-indexeddb against the real local server, with short retry timings.
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { createSync } from '../../../sync/data-layer.ts';
import type { Sync, SyncRuntime } from '../../../sync/engine/runtime.ts';
import { runtimeOf } from '../../../sync/engine/runtime-of.ts';
import type { SupabaseOptions } from '../../../sync/engine/supabase.ts';
import type { EngineKind } from '../../../supabase/local/db/engine.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { suiteValue } from '../../support/suite-value.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import type { Product } from '../../../sync/products/model.ts';

let counter = 0;

export const FAST = {
  retryMs: 300,
  productRetryDelaysMs: [100, 200, 400],
  realtimeReconnectMs: 500,
  pullBatchSize: 1000,
} as const;

export function uniqueName(prefix: string): string {
  return `${prefix}-${process.pid}-${Date.now()}-${counter++}`;
}

const open = new Set<Sync>();

/**
 * A client of `server` (its URL and anon key), as the app would start it. Open-source RxDB
 * allows 13 open collections per process and a client has 12: stop one (or call
 * stopClients()) before starting the next.
 */
export async function startClient(
  server: Pick<TestServer, 'url' | 'anonKey'>,
  databaseName = uniqueName('client'),
  supabase: Omit<SupabaseOptions, 'realtimeTransport'> = {},
): Promise<Sync> {
  const sync = await createSync({
    config: { mode: 'live', supabaseUrl: server.url, supabaseKey: server.anonKey },
    databaseName,
    multiInstance: false,
    supabase: { ...supabase, realtimeTransport: WebSocket },
    timing: FAST,
  });
  const stop = sync.stop.bind(sync);
  open.add(sync);
  return Object.assign(sync, {
    stop: async () => {
      open.delete(sync);
      await stop();
    },
  });
}

/** A client of `server` once it has found no session, as a device nobody signed in on. */
export async function signedOutClient(server: Pick<TestServer, 'url' | 'anonKey'>): Promise<Sync> {
  const sync = await startClient(server);
  await until(
    () => sync.session.get().status,
    (s) => s === 'signed-out',
  );
  return sync;
}

/** Stops every client still running (for afterEach, so a failed test does not leak one). */
export async function stopClients(): Promise<void> {
  await Promise.all([...open].map((sync) => sync.stop()));
}

/**
 * A real server for the describe block this is called in, started before its first test and
 * stopped after its last; after each test every client is stopped (so a failed test leaks
 * none), then `afterEachTest` runs (e.g. starting again an API a test stopped).
 */
export function withServer(
  kind: EngineKind = 'pglite',
  afterEachTest?: (server: TestServer) => Promise<void>,
): TestServer {
  const server = suiteValue(
    'The test server',
    () => startTestServer(kind),
    (started) => started.stop(),
  );
  afterEach(async () => {
    await stopClients();
    await afterEachTest?.(server);
  });
  return server;
}

export const internals = (sync: Sync): SyncRuntime => runtimeOf(sync);

/** Polls until `ok(value)`; fails with the last value seen. */
export async function until<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

export async function localIds(
  sync: Sync,
  collection:
    'products' | 'leads' | 'orders' | 'registrations' | 'banners' | 'services' | 'dealers',
) {
  const docs = await (
    internals(sync).db.collections[collection] as unknown as {
      find(): { exec(): Promise<{ id: string }[]> };
    }
  )
    .find()
    .exec();
  return docs.map((d) => d.id).sort();
}

/**
 * Product `id` once the first pull has brought it onto the device. Before that, catalogue
 * reads answer from the bundled catalogue (as the pages do), so they cannot tell.
 */
export async function storedProduct(sync: Sync, id: string): Promise<Product> {
  await until(
    () => localIds(sync, 'products'),
    (ids) => ids.includes(id),
  );
  return (await getProduct(id, sync)) as Product;
}
