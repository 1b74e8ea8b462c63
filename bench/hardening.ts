// The request limits' figures: how fast the API answers while a 1,000-row insert runs (target:
// under 50 ms), and lead insert throughput with 0 and with 20,000 leads already stored that
// day (target: within 20% of each other, as lead_analytics is kept by counters).
import { randomUUID } from 'node:crypto';
import type { EngineKind } from '../supabase/local/db/engine.ts';
import { load, percentile, startBenchServer, type BenchServer } from './support.ts';

const LEAD_REQUESTS = 400;
const CONCURRENCY = 8;

function headersFor(key: string): Record<string, string> {
  return { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' };
}

/** Latency of GET /auth/v1/health and a one-row REST read while 1,000 leads are inserted. */
async function healthDuringBulkInsert({ server }: BenchServer, kind: EngineKind): Promise<void> {
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    name: `Bulk ${i}`,
    email: `bulk${i}@example.in`,
    source: 'import',
  }));
  const service = headersFor(server.config.serviceRoleKey);
  const anon = headersFor(server.config.anonKey);
  for (const [label, path] of [
    ['auth health', '/auth/v1/health'],
    ['REST read', '/rest/v1/site_settings?select=id&limit=1'],
  ] as const) {
    const latencies: number[] = [];
    let inserting = true;
    const insert = fetch(`${server.apiUrl}/rest/v1/leads`, {
      method: 'POST',
      headers: { ...service, prefer: 'return=minimal' },
      body: JSON.stringify(rows),
    }).then(async (res) => {
      inserting = false;
      if (res.status !== 201) throw new Error(`bulk insert: ${res.status} ${await res.text()}`);
    });
    const started = performance.now();
    while (inserting) {
      const t = performance.now();
      const res = await fetch(`${server.apiUrl}${path}`, { headers: anon });
      await res.arrayBuffer();
      if (inserting) latencies.push(performance.now() - t);
    }
    await insert;
    const took = performance.now() - started;
    console.log(
      `${kind.padEnd(8)} ${label.padEnd(11)} during a 1,000-row insert (${took.toFixed(0)} ms): ` +
        `${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `max ${Math.max(0, ...latencies).toFixed(1)} ms`,
    );
  }
}

async function leadThroughput({ server }: BenchServer, kind: EngineKind, label: string) {
  const headers = { ...headersFor(server.config.anonKey), prefer: 'return=minimal' };
  const r = await load(LEAD_REQUESTS, CONCURRENCY, async (i) => {
    const res = await fetch(`${server.apiUrl}/rest/v1/leads`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        id: randomUUID(),
        name: `Bench ${i}`,
        email: `bench${i}@example.in`,
        source: i % 2 ? 'contact' : 'chat',
      }),
    });
    if (res.status !== 201) throw new Error(`lead insert: ${res.status} ${await res.text()}`);
  });
  const rate = LEAD_REQUESTS / r.seconds;
  console.log(
    `${kind.padEnd(8)} lead insert with ${label.padEnd(13)} ${rate.toFixed(0).padStart(5)} req/s, ` +
      `p50 ${percentile(r.latencies, 50).toFixed(1)} ms, p99 ${percentile(r.latencies, 99).toFixed(1)} ms`,
  );
  return rate;
}

async function measure(kind: EngineKind): Promise<void> {
  const bench = await startBenchServer(kind);
  try {
    await healthDuringBulkInsert(bench, kind);
    const engine = bench.server.engine;
    await engine.query('delete from public.leads');
    const empty = await leadThroughput(bench, kind, '0 that day');
    // 20,000 leads captured today, inserted as the database owner (the triggers still count).
    await engine.query(
      `insert into public.leads (name, source, created_at)
       select 'Earlier ' || g, 'chat', now() - (g % 600) * interval '1 second'
       from generate_series(1, 20000) g`,
    );
    const full = await leadThroughput(bench, kind, '20,000 today');
    console.log(
      `${kind.padEnd(8)} throughput at 20,000 is ${((full / empty) * 100).toFixed(0)}% of at 0`,
    );
  } finally {
    await bench.stop();
  }
}

export async function run(): Promise<void> {
  for (const kind of ['pglite', 'postgres'] as const) await measure(kind);
}
