// Starts the real local server for benchmarks, outside Vitest: PGlite in memory, or a
// throwaway PostgreSQL cluster, each migrated and seeded.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import path from 'node:path';
import type { Engine, EngineKind } from '../supabase/local/db/engine.ts';
import { openPgliteThread } from '../supabase/local/db/pglite-thread.ts';
import { openPostgres } from '../supabase/local/db/postgres.ts';
import { configFromEnv } from '../supabase/local/config.ts';
import { startLocalServer, type LocalServer } from '../supabase/local/server.ts';
import { startPostgresCluster } from '../tests/support/postgres-cluster.ts';

export interface BenchServer {
  server: LocalServer;
  /** The database itself, for seeding bulk data. */
  engine: Engine;
  stop(): Promise<void>;
}

export async function startBenchServer(kind: EngineKind): Promise<BenchServer> {
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'mgrid-bench-'));
  const cluster = kind === 'postgres' ? await startPostgresCluster() : undefined;
  // PGlite in its worker thread, as `npm start` runs it.
  const engine = cluster ? await openPostgres(cluster.url, 20) : await openPgliteThread();
  const config = configFromEnv({}, { apiPort: 0, dataDir: undefined, storageDir, verbose: false });
  const server = await startLocalServer(config, { engine, wireProtocol: false });
  // Benchmarks send thousands of leads from 127.0.0.1: lift the per-IP lead limit.
  await engine.query('update private.lead_limits set max_leads = 1000000');
  return {
    server,
    engine,
    async stop() {
      await server.close();
      await engine.close();
      await cluster?.stop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** p-th percentile (0..100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Runs `task` from `concurrency` workers until `total` calls are done; returns latencies in ms. */
export async function load(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await task(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** The date and the machine, printed above browser figures (they depend on both). */
export function machineLine(): string {
  const cpus = os.cpus();
  const load = os.loadavg()[0]!.toFixed(1);
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus.length} x ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load}`;
}

/** Lighthouse's "slow 4G" for CDP's Network.emulateNetworkConditions: 1.6 Mbps down, 750 kbps up, 150 ms round trips. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Debian's Chromium (or CHROMIUM_PATH), as the browser benchmarks drive it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
