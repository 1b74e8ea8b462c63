// The hardening figure: a light client's latency (one-row REST read, every 25 ms) while another
// client runs the attack of each numbered finding (bench/attack-list.ts) against `npm run
// backend`'s setup (PGlite in its worker with a data folder; the 5-group regex is stopped at
// anon's 3 s bound and the database reopened). Prints p50/p99/max under each attack;
// `ATTACK=15 npm run bench -- attack-latency` runs only finding 15's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../supabase/local/config.ts';
import { prepareDatabase } from '../supabase/local/db/migrate.ts';
import { openPgliteThread } from '../supabase/local/db/pglite-thread.ts';
import { startLocalServer } from '../supabase/local/server.ts';
import { attacksOn } from './attack-list.ts';
import { percentile } from './support.ts';

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

  const attacks = attacksOn({
    apiUrl: server.apiUrl,
    anonKey: key,
    serviceRoleKey: config.serviceRoleKey,
    engine,
  });
  try {
    // ATTACK=15 (or a comma list) runs only the attacks of those findings.
    const only = process.env.ATTACK?.split(',').map((n) => `${n.trim()}:`);
    for (const [label, attack] of attacks) {
      if (only && !only.some((prefix) => label.startsWith(prefix))) continue;
      const latencies: number[] = [];
      const failures: string[] = [];
      let running = true;
      const light = (async () => {
        while (running) {
          const t = performance.now();
          // A read that fails is counted and named, not fatal: the figure is what a client sees.
          await api('/rest/v1/products?select=id&limit=1').catch((error: Error) =>
            failures.push(String((error.cause as Error | undefined)?.message ?? error.message)),
          );
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
      console.log(`finding ${label} (attack ${Math.round(attackMs)} ms)`);
      console.log(
        `  light client: ${latencies.length} reads, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms${failures.length ? `; ${failures.length} failed (${[...new Set(failures)].join(', ')})` : ''}`,
      );
    }
  } finally {
    await server.close();
    await engine.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
