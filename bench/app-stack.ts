// The production build served as `npm start` serves it, for the browser benchmarks: the app
// built against a local Supabase server on a free port, both served by supabase/local.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../supabase/local/config.ts';
import { openPglite } from '../supabase/local/db/pglite.ts';
import { startLocalServer } from '../supabase/local/server.ts';
import { shopHost } from '../supabase/local/app-host/shop-host.ts';
import { freePort } from '../tests/support/postgres-cluster.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface AppStack {
  appUrl: string;
  /** The Supabase API the app was built against, and its public (anon) key. */
  apiUrl: string;
  anonKey: string;
  query(sql: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startAppStack(): Promise<AppStack> {
  const apiPort = await freePort();
  const appDir = path.join(ROOT, '.tmp', 'bench-dist');
  const { anonKey } = configFromEnv({});
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', appDir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
        VITE_SUPABASE_ANON_KEY: anonKey,
      },
    },
  );
  const storageDir = mkdtempSync(path.join(tmpdir(), 'mgrid-bench-storage-'));
  const engine = await openPglite();
  const config = {
    ...configFromEnv({}),
    apiPort,
    dataDir: undefined,
    storageDir,
    verbose: false,
  };
  const server = await startLocalServer(config, {
    engine,
    wireProtocol: false,
    appHost: shopHost({ appDir, appPort: 0 }),
  });
  if (!server.appUrl) throw new Error('the local server did not serve the app');
  return {
    appUrl: server.appUrl,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    anonKey,
    async query(sql) {
      await engine.query(sql);
    },
    async stop() {
      await server.close();
      await engine.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
