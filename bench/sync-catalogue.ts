// The data layer against the local backend (PGlite): time to the first full pull of 1,000 and
// 5,000 products, search latency per keystroke over 5,000 products, and time from reconnect
// until 100 leads queued offline are in Postgres. IndexedDB is fake-indexeddb (in memory, in
// Node): a browser's IndexedDB is slower per write, so read the pull figures as a floor.
import 'fake-indexeddb/auto';
import WebSocket from 'ws';
import { submitLead } from '../sync/leads/actions.ts';
import { queryCatalogue } from '../sync/products/catalogue-query.ts';
import { productsStore } from '../sync/products/queries.ts';
import { rankedSearch } from '../sync/products/search-loader.ts';
import { createSync } from '../sync/data-layer.ts';
import type { Sync } from '../sync/engine/runtime.ts';
import { startLocalServer, type LocalServer } from '../supabase/local/server.ts';
import { percentile, startBenchServer } from './support.ts';

let databases = 0;

function client(server: LocalServer): Promise<Sync> {
  return createSync({
    config: { mode: 'live', supabaseUrl: server.apiUrl, supabaseKey: server.config.anonKey },
    databaseName: `bench-${process.pid}-${databases++}`,
    multiInstance: false,
    supabase: { realtimeTransport: WebSocket },
  });
}

async function until(ok: () => boolean | Promise<boolean>, ms = 300_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function addProducts(server: LocalServer, from: number, to: number): Promise<void> {
  await server.engine.query(
    `insert into public.products (id, name, category, price, mrp, hsn_code, "shortDescription",
       features, specifications, images, "stockQuantity", rank, rating, reviews, "seoKeywords")
     select 'bench-' || i,
            'MGRID B' || i || ' ' || (array['Crossline Laser', 'Distance Meter', 'Tripod', 'Laser Receiver', 'Target Plate'])[1 + i % 5],
            (array['Tools', 'Accessories'])[1 + i % 2],
            '₹' || (500 + i % 40000), '₹' || (900 + i % 40000), '9015',
            'Bench product ' || i || ' for catalogue sync timing.',
            array['Feature one', 'Feature two', 'Feature three'],
            jsonb_build_object('Range', (i % 100) || ' m', 'Accuracy', '±1 mm'),
            array['/images/products/sl02.webp'], i % 500, 100 + i, 4.2, i % 300,
            array['laser', 'level']
     from generate_series($1::int, $2::int) as i`,
    [from, to],
  );
}

async function timeFullPull(server: LocalServer, expected: number): Promise<number> {
  const sync = await client(server);
  const started = performance.now();
  const store = productsStore(sync);
  try {
    await until(async () => (await store.ready()) && store.get().length >= expected);
    return performance.now() - started;
  } finally {
    await sync.stop();
  }
}

async function searchLatency(server: LocalServer): Promise<{ build: number; latencies: number[] }> {
  const sync = await client(server);
  try {
    const store = productsStore(sync);
    await until(async () => (await store.ready()) && store.get().length >= 5000);
    const products = store.get();
    // The ranked search itself (a list switches to it once its index is whole, built in idle
    // slices): the first call builds the index whole, here timed as its build.
    const ranked = await rankedSearch();
    let started = performance.now();
    queryCatalogue(products, { search: 'c' }, ranked);
    const build = performance.now() - started;
    const latencies: number[] = [];
    for (const typed of ['crossline laser', 'distnce meter', 'tripod 1600', 'b4242']) {
      for (let n = 1; n <= typed.length; n++) {
        started = performance.now();
        queryCatalogue(products, { search: typed.slice(0, n) }, ranked);
        latencies.push(performance.now() - started);
      }
    }
    return { build, latencies };
  } finally {
    await sync.stop();
  }
}

async function reconnectFlush(server: LocalServer): Promise<{ server: LocalServer; ms: number }> {
  const sync = await client(server);
  try {
    await until(() => sync.status.get().collections.products!.lastSyncedAt !== null);
    const config = server.config;
    const engine = server.engine;
    await server.close();
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      ids.push(
        await submitLead({ name: `Offline lead ${i}`, phone: '9876543210', source: 'bench' }, sync),
      );
    }
    await until(() => sync.status.get().pendingWrites === 100);
    const restarted = await startLocalServer(config, { engine, wireProtocol: false });
    const started = performance.now();
    sync.retry(); // what the browser's "online" event does
    await until(async () => {
      const { rows } = await engine.query<{ n: string }>(
        'select count(*) as n from public.leads where id = any($1::uuid[])',
        [ids],
      );
      return Number(rows[0]!.n) === 100;
    });
    return { server: restarted, ms: performance.now() - started };
  } finally {
    await sync.stop();
  }
}

export async function run(): Promise<void> {
  const bench = await startBenchServer('pglite');
  let server = bench.server;
  try {
    const seeded = Number(
      (
        await server.engine.query<{ n: string }>(
          'select count(*) as n from public.products where not hidden',
        )
      ).rows[0]!.n,
    );
    await addProducts(server, 1, 1000);
    const pull1k = await timeFullPull(server, seeded + 1000);
    await addProducts(server, 1001, 5000);
    const pull5k = await timeFullPull(server, seeded + 5000);
    const search = await searchLatency(server);
    const flush = await reconnectFlush(server);
    server = flush.server;

    const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
    console.log(`first full pull, ${seeded + 1000} products: ${ms(pull1k)}`);
    console.log(`first full pull, ${seeded + 5000} products: ${ms(pull5k)}`);
    console.log(
      `search over ${seeded + 5000} products: index build ${ms(search.build)}; per keystroke p50 ${ms(percentile(search.latencies, 50))}, p95 ${ms(percentile(search.latencies, 95))}, max ${ms(Math.max(...search.latencies))} (${search.latencies.length} keystrokes)`,
    );
    console.log(`reconnect until 100 queued leads are in Postgres: ${ms(flush.ms)}`);
  } finally {
    await server.close();
    await bench.stop().catch(() => undefined);
  }
}
