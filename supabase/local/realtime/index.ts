// Supabase Realtime for the local server: `/realtime/v1/websocket`, Phoenix channels with
// postgres_changes (filtered by row-level security per subscriber), broadcast and presence.
// Changes come from the capture triggers of sql/realtime.sql, so every write path (REST,
// RPC, triggers, SQL on port 54322) reaches subscribers.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ServerContext } from '../context.ts';
import { syncCapture } from './capture.ts';
import { ChangeFeed } from './change-feed.ts';
import { checkBindings } from './check-bindings.ts';
import { deliverChanges } from './deliver.ts';
import { VSNS, type Vsn } from './frames.ts';
import { Hub } from './hub.ts';
import { FilterRegistry, MAX_SOCKETS_PER_ADDRESS, type AddressLoad } from './limits.ts';
import { Session } from './session.ts';
import { TableCatalog } from './table-meta.ts';

export interface Realtime {
  close(): Promise<void>;
}

const PATHS = new Set(['/realtime/v1/websocket', '/realtime/v1/websocket/']);
const MAX_FRAME_BYTES = 4 * 1024 * 1024;
/** Phoenix closes sockets that sent nothing (not even a heartbeat) for 60 s. */
const IDLE_MS = 60_000;

function refuse(socket: Duplex, status: number, reason: string, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

export async function attachRealtime(ctx: ServerContext, server: Server): Promise<Realtime> {
  const { engine } = ctx;
  await syncCapture(engine);
  const catalog = new TableCatalog(engine);
  const hub = new Hub();
  const sessions = new Set<Session>();
  const delivery = { engine, catalog, log: ctx.log };
  const feed = new ChangeFeed({
    engine,
    deliver: (changes) => deliverChanges(delivery, changes, () => hub.changeSubscribers),
    wanted: () => hub.changeSubscribers.size > 0,
    log: ctx.log,
  });
  void feed.cleanup();

  let syncing: Promise<void> | undefined;
  const deps = {
    ctx,
    hub,
    async subscribeChanges(bindings: Parameters<typeof checkBindings>[2]) {
      try {
        syncing ??= syncCapture(engine).finally(() => (syncing = undefined));
        await syncing;
        const error = await checkBindings(engine, catalog, bindings);
        if (!error) await feed.resume();
        return error;
      } catch (error) {
        ctx.log(`realtime: subscribing failed: ${(error as Error).message}`);
        return 'Realtime was unable to connect to the project database';
      }
    },
    changesReleased: () => feed.wake(),
    filters: new FilterRegistry(),
    tableMeta: (schema: string, table: string) => catalog.byName(schema, table),
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const addresses = new Map<string, AddressLoad>();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!PATHS.has(url.pathname)) return refuse(socket, 404, 'Not Found', 'Not found');
    const header = req.headers['x-api-key'] ?? req.headers.apikey;
    const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
    if (!apikey) return refuse(socket, 401, 'Unauthorized', 'API key is missing');
    // Security: the socket's default identity is its key, so only the project's keys open one.
    if (apikey !== ctx.config.anonKey && apikey !== ctx.config.serviceRoleKey) {
      return refuse(socket, 401, 'Unauthorized', 'Invalid API key');
    }
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (!VSNS.includes(vsn)) {
      return refuse(socket, 400, 'Bad Request', `Unsupported serializer version: ${vsn}`);
    }
    // Security: one address holds a bounded number of sockets (and of filters: limits.ts).
    const address = req.socket.remoteAddress ?? '';
    const load = addresses.get(address) ?? { sockets: 0, filterChars: 0 };
    if (load.sockets >= MAX_SOCKETS_PER_ADDRESS) {
      return refuse(socket, 429, 'Too Many Requests', 'Too many connections from this address');
    }
    load.sockets += 1;
    addresses.set(address, load);
    // Released when the TCP socket closes, whether or not the upgrade completed.
    socket.once('close', () => {
      load.sockets -= 1;
      if (load.sockets === 0) addresses.delete(address);
    });
    wss.handleUpgrade(req, socket, head, (ws) => {
      const session = new Session(ws, vsn as Vsn, apikey, deps, load);
      sessions.add(session);
      ws.on('close', () => sessions.delete(session));
    });
  };
  server.on('upgrade', onUpgrade);

  const idle = setInterval(() => {
    for (const s of sessions) if (Date.now() - s.lastSeen > IDLE_MS) s.terminate();
  }, IDLE_MS / 2);
  idle.unref();

  let closing: Promise<void> | undefined;
  return {
    close() {
      closing ??= (async () => {
        server.off('upgrade', onUpgrade);
        clearInterval(idle);
        // Clients see the socket drop and reconnect with their backoff (1, 2, 5, 10 s).
        const closed = [...sessions].map(
          (s) => new Promise<void>((resolve) => s.onClosed(resolve)),
        );
        for (const s of sessions) s.close(1001, 'server shutting down');
        const grace = setTimeout(() => sessions.forEach((s) => s.terminate()), 1_000);
        await Promise.all(closed);
        clearTimeout(grace);
        await feed.close();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      })();
      return closing;
    },
  };
}
