// REST throughput of the local server: requests per second and p50/p99 latency for a
// catalogue read and a lead insert, 16 concurrent clients, on PGlite and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { EngineKind } from '../supabase/local/db/engine.ts';
import { load, percentile, startBenchServer } from './support.ts';

const CONCURRENCY = 16;
const REQUESTS = 800;

async function measure(kind: EngineKind): Promise<void> {
  const { server, stop } = await startBenchServer(kind);
  const key = server.config.anonKey;
  const headers = {
    apikey: key,
    authorization: `Bearer ${key}`,
    'content-type': 'application/json',
  };
  try {
    const read = await load(REQUESTS, CONCURRENCY, async () => {
      const res = await fetch(`${server.apiUrl}/rest/v1/products?select=*&order=rank.asc`, {
        headers,
      });
      if (!res.ok) throw new Error(`catalogue read: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    });
    const insert = await load(REQUESTS, CONCURRENCY, async (i) => {
      const res = await fetch(`${server.apiUrl}/rest/v1/leads`, {
        method: 'POST',
        headers: { ...headers, prefer: 'return=minimal' },
        body: JSON.stringify({
          id: randomUUID(),
          name: `Bench ${i}`,
          email: `bench${i}@example.in`,
          phone: '9876543210',
          source: 'contact',
        }),
      });
      if (res.status !== 201) throw new Error(`lead insert: ${res.status} ${await res.text()}`);
    });
    for (const [label, r] of [
      ['catalogue read', read],
      ['lead insert', insert],
    ] as const) {
      console.log(
        `${kind.padEnd(8)} ${label.padEnd(15)} ${(REQUESTS / r.seconds).toFixed(0).padStart(6)} req/s  p50 ${percentile(r.latencies, 50).toFixed(1)} ms  p99 ${percentile(r.latencies, 99).toFixed(1)} ms  (${CONCURRENCY} clients, ${REQUESTS} requests)`,
      );
    }
  } finally {
    await stop();
  }
}

export async function run(): Promise<void> {
  for (const kind of ['pglite', 'postgres'] as const) await measure(kind);
}
