// The real local Supabase-compatible server for integration tests: a fresh migrated and
// seeded database (PGlite or PostgreSQL), the API on a free port, and supabase-js clients.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { EngineKind, Engine } from '../../supabase/local/db/engine.ts';
import { configFromEnv, type LocalConfig } from '../../supabase/local/config.ts';
import { startLocalServer, type LocalServer } from '../../supabase/local/server.ts';
import { freshDatabase } from './databases.ts';

export interface TestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  config: LocalConfig;
  engine: Engine;
  /** A supabase-js client as a browser would make it (no session persisted). */
  client(key?: string): SupabaseClient;
  /** Stops the API and starts it again on the same port with the same database. */
  restart(): Promise<void>;
  /** Stops the API only (the database stays), e.g. to test offline clients. */
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

export const UNTHROTTLED = {
  signInSignUps: 100_000,
  tokenRefresh: 100_000,
  tokenVerifications: 100_000,
  emailSent: 100_000,
};

export async function startTestServer(
  kind: EngineKind,
  overrides: Partial<LocalConfig> = {},
): Promise<TestServer> {
  const db = await freshDatabase(kind);
  const storageDir = mkdtempSync(path.join(tmpdir(), 'mgrid-storage-'));
  let config = configFromEnv(
    {},
    {
      apiPort: 0,
      dataDir: undefined,
      storageDir,
      verbose: false,
      // The suites sign in and send mail many times from 127.0.0.1; the limits themselves are
      // tested with low values (tests/integration/auth/rate-limits.test.ts).
      authRateLimits: UNTHROTTLED,
      // `npm run bench -- compat` counts the suites' requests and 5xx answers from this file.
      statusLog: process.env.API_STATUS_LOG || undefined,
      ...overrides,
    },
  );
  let server: LocalServer | undefined = await startLocalServer(config, {
    engine: db.engine,
    wireProtocol: false,
  });
  config = { ...config, apiPort: server.config.apiPort };
  const url = server.apiUrl;

  const test: TestServer = {
    url,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    config,
    engine: db.engine,
    client(key = config.anonKey) {
      return createClient(url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      });
    },
    async stopApi() {
      await server?.close();
      server = undefined;
    },
    async startApi() {
      server ??= await startLocalServer(config, { engine: db.engine, wireProtocol: false });
    },
    async restart() {
      await test.stopApi();
      await test.startApi();
    },
    async stop() {
      await test.stopApi();
      await db.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
  return test;
}
