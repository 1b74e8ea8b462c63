// Issue 28's figure: a light client's latency (one-row REST read, every 25 ms) while another
// client runs each attack of the issue against `npm run backend`'s setup (PGlite in its
// worker with a data folder): the 5-group regex (stopped at anon's 3 s bound, then the
// database reopened), 60 recover requests, 60 wrong two-step codes, 40 parallel password
// guesses at one account, a 200-order POST then 25 single orders. Prints p50/p99/max.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../supabase/local/config.ts';
import { prepareDatabase } from '../supabase/local/db/migrate.ts';
import { openPgliteThread } from '../supabase/local/db/pglite-thread.ts';
import { startLocalServer } from '../supabase/local/server.ts';
import { percentile } from './support.ts';

const REGEX = String.raw`match.^(.*)(.*)(.*)(.*)(.*)\5\4\3\2\1$`;

export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mgrid-attack-'));
  const engine = await openPgliteThread({ dataDir });
  await prepareDatabase(engine);
  const config = configFromEnv(
    {},
    { apiPort: 0, dataDir, storageDir: path.join(dataDir, 'storage'), verbose: false },
  );
  const server = await startLocalServer(config, { engine, wireProtocol: false });
  const key = config.anonKey;
  const headers = {
    apikey: key,
    authorization: `Bearer ${key}`,
    'content-type': 'application/json',
  };
  const api = (route: string, init: RequestInit = {}) =>
    fetch(`${server.apiUrl}${route}`, { ...init, headers }).then((r) => r.arrayBuffer());

  const victim = 'victim@example.com';
  await api('/auth/v1/signup', {
    method: 'POST',
    body: JSON.stringify({ email: victim, password: 'correct-horse-42' }),
  });
  const order = () => ({
    customer_name: 'Flood',
    phone: '+91 98765 43210',
    address_line1: '7 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin_code: '560025',
    items: [{ productId: 'mdr40', quantity: 1 }],
    payment_method: 'cod',
  });

  const attacks: [string, () => Promise<unknown>][] = [
    [
      '40 parallel password guesses at one account',
      () =>
        Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            api('/auth/v1/token?grant_type=password', {
              method: 'POST',
              body: JSON.stringify({ email: victim, password: `guess-${i}` }),
            }),
          ),
        ),
    ],
    [
      'a 200-order POST, then 25 single orders',
      async () => {
        await api('/rest/v1/orders', {
          method: 'POST',
          body: JSON.stringify(Array.from({ length: 200 }, order)),
        });
        for (let i = 0; i < 25; i++) {
          await api('/rest/v1/orders', { method: 'POST', body: JSON.stringify(order()) });
        }
      },
    ],
    [
      '5-group regex GET',
      () => api(`/rest/v1/products?select=id&longDescription=${encodeURIComponent(REGEX)}`),
    ],
    [
      '60 recover requests',
      async () => {
        for (let i = 0; i < 60; i++) {
          await api('/auth/v1/recover', {
            method: 'POST',
            body: JSON.stringify({ email: `flood${i}@example.com` }),
          });
        }
      },
    ],
    [
      '60 sign-ups with forged X-Forwarded-For',
      async () => {
        for (let i = 0; i < 60; i++) {
          await fetch(`${server.apiUrl}/auth/v1/signup`, {
            method: 'POST',
            headers: { ...headers, 'x-forwarded-for': `203.0.113.${i}` },
            body: JSON.stringify({ email: `xff${i}@example.com`, password: 'correct-horse-42' }),
          }).then((r) => r.arrayBuffer());
        }
      },
    ],
  ];
  try {
    for (const [label, attack] of attacks) {
      const latencies: number[] = [];
      let running = true;
      const light = (async () => {
        while (running) {
          const t = performance.now();
          await api('/rest/v1/products?select=id&limit=1');
          latencies.push(performance.now() - t);
          await new Promise((r) => setTimeout(r, 25));
        }
      })();
      const started = performance.now();
      await attack();
      const attackMs = performance.now() - started;
      // Past any reopen, so the figures include getting back to normal.
      await new Promise((r) => setTimeout(r, 2000));
      running = false;
      await light;
      console.log(
        `attack latency (${label}): attack ${Math.round(attackMs)} ms; light client ${latencies.length} reads, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
      );
    }
  } finally {
    await server.close();
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
