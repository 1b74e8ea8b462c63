// Starts the local Supabase-compatible stack in one process: database (PGlite or
// PostgreSQL), Postgres wire protocol for PGlite, the API (auth, rest, realtime, storage,
// functions) and, for `npm start`, the built app.
import { createServer, type Server } from 'node:http';
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
import { verifyJwt } from './jwt.ts';
import { createAuth } from './auth/index.ts';
import { createRest } from './rest/index.ts';
import { createStorage } from './storage/index.ts';
import { createFunctions } from './functions/index.ts';
import { attachRealtime, type Realtime } from './realtime/index.ts';
import { createAppServer } from './static.ts';
import { securityHeaders } from './security-headers.ts';

export interface LocalServer {
  config: LocalConfig;
  engine: Engine;
  report: PrepareReport;
  apiUrl: string;
  dbUrl?: string;
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
  /** Where the app server's Content-Security-Policy violation reports go (default: log). */
  onCspReport?: (report: unknown) => void;
}

/**
 * Whether the shop has Google Analytics set up (site settings): only then does the CSP list
 * its hosts. Read per page, so turning it on needs no restart.
 */
async function analyticsConfigured(engine: Engine): Promise<boolean> {
  try {
    const { rows } = await engine.query<{ on: boolean }>(
      "select ga_measurement_id is not null as on from public.site_settings where id = 'default'",
    );
    return rows[0]?.on === true;
  } catch {
    return false;
  }
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    what: string,
  ) {
    super(
      `Port ${port} (${what}) is already in use: is another MGRID backend or a Supabase stack running? Stop it or choose another port (see README, "Configuration").`,
    );
  }
}

function listen(server: Server, port: number, host: string, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, what) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
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
  const engine = await openDatabase(config, options);
  const report = await prepareDatabase(engine, { log });

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
    const realtime: Realtime = await attachRealtime(ctx, api);
    toClose.push(() => realtime.close());
    const apiPort = await listen(api, config.apiPort, config.host, 'API');
    // Websockets first: an open (upgraded) socket would keep close(api) waiting forever.
    toClose.push(async () => {
      await realtime.close();
      await close(api);
    });
    const apiUrl = `http://${config.host}:${apiPort}`;

    let appUrl: string | undefined;
    if (config.appDir) {
      const app = createAppServer(config.appDir, {
        securityHeaders: async (file) =>
          securityHeaders({
            supabaseUrl: config.appSupabaseUrl ?? apiUrl,
            // Only documents and the service worker run under their CSP: the site settings
            // are read for those, not for every script, style and image.
            analytics: /\.html$|^sw\.js$/.test(file) && (await analyticsConfigured(engine)),
            report: true,
          }),
        onCspReport:
          options.onCspReport ??
          ((report) => log(`Content-Security-Policy violation: ${JSON.stringify(report)}`)),
      });
      const appPort = await listen(app, config.appPort, config.host, 'app');
      toClose.push(() => close(app));
      appUrl = `http://localhost:${appPort}`;
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
        })();
        return closed;
      },
    };
  } catch (error) {
    for (const fn of toClose.reverse()) await fn().catch(() => undefined);
    if (!options.engine) await engine.close();
    throw error;
  }
}
