// One test file's backend: a fresh migrated and seeded database (PGlite), the local Supabase
// API on the port the app was built for, and the built app on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Engine } from '../../../supabase/local/db/engine.ts';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { startLocalServer } from '../../../supabase/local/server.ts';
import { shopHost } from '../../../supabase/local/app-host/shop-host.ts';
import { freshDatabase } from '../../support/databases.ts';
import { freePort } from '../../support/postgres-cluster.ts';
import { UNTHROTTLED } from '../../support/local-server.ts';
import { describeCspReport, recordCspViolation } from './csp-violations.ts';

export interface Stack {
  appUrl: string;
  engine: Engine;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Serve this built app instead of the suite's shared build (the update test swaps it). */
  appDir?: string;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const db = await freshDatabase('pglite');
  const storageDir = mkdtempSync(path.join(tmpdir(), 'mgrid-e2e-storage-'));
  // The app's port is chosen first so it is the site URL: mailed links may only lead there.
  const appPort = await freePort();
  const config = {
    ...configFromEnv({ SITE_URL: `http://localhost:${appPort}` }),
    apiPort: inject('e2eApiPort'),
    dataDir: undefined,
    storageDir,
    verbose: false,
    authRateLimits: UNTHROTTLED,
  };
  const server = await startLocalServer(config, {
    engine: db.engine,
    wireProtocol: false,
    appHost: shopHost({
      appDir: options.appDir ?? inject('e2eAppDir'),
      appPort,
      onCspReport: (report) => recordCspViolation(describeCspReport(report)),
    }),
  });
  if (!server.appUrl) throw new Error('the local server did not serve the app');
  return {
    appUrl: server.appUrl,
    engine: db.engine,
    async stop() {
      await server.close();
      await db.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
