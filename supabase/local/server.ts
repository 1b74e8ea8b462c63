// Starts the local Supabase-compatible stack in one process: database (PGlite or
// PostgreSQL), Postgres wire protocol for PGlite, the API (auth, rest, realtime, storage,
// functions) and, when the caller hands one in, an app host serving an app beside the API.
import { createServer } from 'node:http';
import { rm } from 'node:fs/promises';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { LocalConfig } from './config.ts';
import type { ServerContext } from './context.ts';
import type { Engine } from './db/engine.ts';
import { prepareDatabase, resetPostgres, type PrepareReport } from './db/migrate.ts';
import { openPgliteThread, type ThreadedPglite } from './db/pglite-thread.ts';
import { openPostgres } from './db/postgres.ts';
import { checkExposure, isLoopbackHost } from './exposure.ts';
import { createApiGateway } from './http/api-gateway.ts';
import { originAllowList } from './http/cors.ts';
import { assertPortFree, closeServer, listen, PortInUseError } from './http/listen.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { logStatuses } from './http/status-log.ts';
import { verifyJwt } from './jwt.ts';
import { createAuth } from './auth/index.ts';
import { createRest } from './rest/index.ts';
import { createStorage } from './storage/index.ts';
import { createFunctions } from './functions/index.ts';
import { attachRealtime, type Realtime } from './realtime/index.ts';

export interface LocalServer {
  config: LocalConfig;
  engine: Engine;
  report: PrepareReport;
  apiUrl: string;
  dbUrl?: string;
  /** Where the app host serves its app, when one was handed in. */
  appUrl?: string;
  close(): Promise<void>;
}

export interface StartOptions {
  reset?: boolean;
  /** Use this already-open engine (tests) instead of opening one from the config. */
  engine?: Engine;
  /** Serve the Postgres wire protocol for PGlite on config.dbPort (default: true). */
  wireProtocol?: boolean;
  log?: (line: string) => void;
  /** An app to serve beside the API (npm start's built app); started once the API listens. */
  appHost?: AppHost;
}

/** What an app host is given: the API it talks to, and the database behind it. */
export interface HostedApi {
  apiUrl: string;
  config: LocalConfig;
  engine: Engine;
  log: (line: string) => void;
}

/**
 * Serves an app beside the API in the same process. The server knows nothing of the app: the
 * caller (the CLI, a test) hands it in, and it is closed before the API.
 */
export interface AppHost {
  start(api: HostedApi): Promise<{ url: string; close(): Promise<void> }>;
}

async function openDatabase(config: LocalConfig, options: StartOptions): Promise<Engine> {
  if (options.engine) return options.engine;
  if (config.databaseUrl) {
    const engine = await openPostgres(config.databaseUrl);
    if (options.reset) await resetPostgres(engine);
    return engine;
  }
  if (options.reset && config.dataDir) await rm(config.dataDir, { recursive: true, force: true });
  if (options.reset) await rm(config.storageDir, { recursive: true, force: true });
  // Security/availability: PGlite runs in a worker thread, so one heavy request cannot
  // freeze the API's event loop.
  return openPgliteThread({ dataDir: config.dataDir });
}

export async function startLocalServer(
  config: LocalConfig,
  options: StartOptions = {},
): Promise<LocalServer> {
  const log = options.log ?? (() => undefined);
  const notice = checkExposure(config);
  if (notice) log(notice);
  // A second backend on the same ports or data directory stops here, before it opens (and
  // would corrupt) the first one's database.
  let unlock: (() => Promise<void>) | undefined;
  if (!options.engine) {
    await assertPortFree(config.apiPort, config.host, 'API');
    if (!config.databaseUrl && options.wireProtocol !== false)
      await assertPortFree(
        config.dbPort,
        isLoopbackHost(config.host) ? config.host : '127.0.0.1',
        'database',
      );
    if (!config.databaseUrl && config.dataDir) unlock = await lockDataDir(config.dataDir);
  }
  let engine: Engine;
  let report: PrepareReport;
  try {
    engine = await openDatabase(config, options);
  } catch (error) {
    await unlock?.();
    throw error;
  }
  try {
    report = await prepareDatabase(engine, { log });
  } catch (error) {
    if (!options.engine) await engine.close();
    await unlock?.();
    throw error;
  }

  const ctx: ServerContext = {
    config,
    engine,
    verify: (token) => verifyJwt(token, config.jwtSecret),
    log,
  };

  const toClose: (() => Promise<void>)[] = [];
  try {
    let dbUrl: string | undefined = config.databaseUrl;
    // Security: PGlite's wire protocol accepts any password, so it stays on loopback.
    const wireHost = isLoopbackHost(config.host) ? config.host : '127.0.0.1';
    if (engine.kind === 'pglite' && options.wireProtocol !== false && 'serveWire' in engine) {
      await (engine as ThreadedPglite)
        .serveWire(config.dbPort, wireHost)
        .catch((error: NodeJS.ErrnoException) => {
          throw error.code === 'EADDRINUSE' ? new PortInUseError(config.dbPort, 'database') : error;
        });
      dbUrl = `postgresql://postgres:postgres@${wireHost}:${config.dbPort}/postgres`;
    } else if (engine.kind === 'pglite' && options.wireProtocol !== false && 'wire' in engine) {
      const socket = new PGLiteSocketServer({
        db: (engine as Engine & { wire: ConstructorParameters<typeof PGLiteSocketServer>[0]['db'] })
          .wire,
        port: config.dbPort,
        host: wireHost,
      });
      await socket.start().catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EADDRINUSE' ? new PortInUseError(config.dbPort, 'database') : error;
      });
      toClose.push(() => socket.stop());
      dbUrl = `postgresql://postgres:postgres@${wireHost}:${config.dbPort}/postgres`;
    }

    const api = createServer(
      createApiGateway(
        [createAuth(ctx), createRest(ctx), createStorage(ctx), createFunctions(ctx)],
        {
          apiKeys: [config.anonKey, config.serviceRoleKey],
          allowOrigin: originAllowList([config.siteUrl, ...config.redirectUrls]),
          maxBodyBytes: config.maxBodyBytes,
          onError: (error) => log(`error: ${error instanceof Error ? error.stack : String(error)}`),
        },
      ),
    );
    if (config.statusLog) logStatuses(api, config.statusLog);
    const realtime: Realtime = await attachRealtime(ctx, api);
    toClose.push(() => realtime.close());
    const apiPort = await listen(api, config.apiPort, config.host, 'API');
    // Websockets first: an open (upgraded) socket would keep close(api) waiting forever.
    toClose.push(async () => {
      await realtime.close();
      await closeServer(api);
    });
    const apiUrl = `http://${config.host}:${apiPort}`;

    let appUrl: string | undefined;
    if (options.appHost) {
      const app = await options.appHost.start({ apiUrl, config, engine, log });
      toClose.push(() => app.close());
      appUrl = app.url;
    }

    let closed: Promise<void> | undefined;
    return {
      config: { ...config, apiPort },
      engine,
      report,
      apiUrl,
      dbUrl,
      appUrl,
      close() {
        closed ??= (async () => {
          for (const fn of toClose.reverse()) await fn().catch(() => undefined);
          if (!options.engine) await engine.close();
          await unlock?.();
        })();
        return closed;
      },
    };
  } catch (error) {
    for (const fn of toClose.reverse()) await fn().catch(() => undefined);
    if (!options.engine) await engine.close();
    await unlock?.();
    throw error;
  }
}
