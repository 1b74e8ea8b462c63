// One websocket speaking Phoenix channels as supabase/realtime's RealtimeChannel does:
// heartbeat, phx_join (postgres_changes, broadcast, presence), access_token, phx_leave,
// and the replies, system messages and phx_close a hosted project sends.
import type { WebSocket, RawData } from 'ws';
import type { ServerContext } from '../context.ts';
import { bindingId, parseBinding, type Binding } from './bindings.ts';
import { Channel, type ChannelSocket } from './channel.ts';
import { decodeFrame, encodeMessage, UserBroadcast, type Message, type Vsn } from './frames.ts';
import type { Hub } from './hub.ts';
import { exactColumn } from './filter-exact.ts';
import { filterKey } from './filter-sql.ts';
import {
  MAX_PENDING_FRAME_BYTES,
  joinRefusal,
  type AddressLoad,
  type FilterRegistry,
  type HeldFilters,
} from './limits.ts';
import type { TableMeta } from './table-meta.ts';
import { checkToken } from './tokens.ts';

export interface SessionDeps {
  ctx: ServerContext;
  hub: Hub;
  /** Installs capture triggers, checks bindings and starts the change feed; an error message on failure. */
  subscribeChanges(bindings: Binding[]): Promise<string | undefined>;
  /** Stops the change feed when nobody listens any more. */
  changesReleased(): void;
  /** The filters held per table across the server (see limits.ts). */
  filters: FilterRegistry;
  /** A table's columns, to tell the filters answered without the database (filter-exact.ts). */
  tableMeta(schema: string, table: string): Promise<TableMeta | undefined>;
}

/**
 * A join's filters per table that the database evaluates, for the server-wide bound on filter
 * work per change; equality on a plain column costs no database work (filter-exact.ts).
 */
async function filtersByTable(requested: Payload[], deps: SessionDeps): Promise<HeldFilters> {
  const byTable = new Map<string, string[]>();
  const metas = new Map<string, Promise<TableMeta | undefined>>();
  for (const raw of requested) {
    const parsed = parseBinding(raw);
    if (!parsed.ok || parsed.binding.filters.length === 0) continue;
    const { schema, table: name } = parsed.binding;
    const table = `${schema}.${name}`;
    if (!metas.has(table))
      metas.set(
        table,
        deps.tableMeta(schema, name).catch(() => undefined),
      );
    const meta = await metas.get(table);
    const keys = byTable.get(table) ?? [];
    for (const f of parsed.binding.filters) {
      if (!meta || !exactColumn(f, meta)) keys.push(filterKey(f));
    }
    if (keys.length) byTable.set(table, keys);
  }
  return [...byTable];
}

const TOKEN_RECHECK_MS = 5 * 60_000;
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;
type Payload = Record<string, unknown>;

const isObject = (v: unknown): v is Payload =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export class Session implements ChannelSocket {
  private readonly channels = new Map<string, Channel>();
  /** The filter characters each joined channel holds (see limits.ts). */
  private readonly filterChars = new Map<string, number>();
  /** The filters each joined channel holds per table (see limits.ts). */
  private readonly heldFilters = new Map<string, HeldFilters>();
  private queue: Promise<void> = Promise.resolve();
  private pendingBytes = 0;
  private closed = false;
  lastSeen = Date.now();

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    private readonly apikey: string,
    private readonly deps: SessionDeps,
    /** Shared by every socket of this session's address (see limits.ts). */
    private readonly load: AddressLoad = { sockets: 1, filterChars: 0 },
  ) {
    ws.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    ws.on('close', () => this.dispose());
    ws.on('error', () => undefined);
  }

  send(frame: string | Buffer): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    // A client that stopped reading would otherwise hold every change in memory.
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) return void this.ws.terminate();
    this.ws.send(frame);
  }

  isJoined(channel: Channel): boolean {
    return this.channels.get(channel.topic) === channel;
  }

  message(
    joinRef: string | null,
    ref: string | null,
    topic: string,
    event: string,
    payload: unknown,
  ) {
    this.send(encodeMessage(this.vsn, { joinRef, ref, topic, event, payload }));
  }

  private reply(m: Message, status: 'ok' | 'error', response: Payload = {}) {
    this.message(m.joinRef, m.ref, m.topic, 'phx_reply', { status, response });
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    this.lastSeen = Date.now();
    let m: Message;
    try {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
      m = decodeFrame(this.vsn, bytes, isBinary);
    } catch (error) {
      this.deps.ctx.log(`realtime: ignored a malformed frame: ${(error as Error).message}`);
      return;
    }
    if (m.topic === 'phoenix') {
      if (m.event === 'heartbeat') this.reply(m, 'ok');
      return;
    }
    // Security: a client sending frames faster than they are handled would hold them all in
    // memory; past the cap its socket is closed.
    const size = frameSize(data);
    if (this.pendingBytes + size > MAX_PENDING_FRAME_BYTES) {
      this.deps.ctx.log('realtime: closed a socket that sent frames faster than they are handled');
      return this.terminate();
    }
    this.pendingBytes += size;
    // In order per socket: a broadcast right after a join must find the channel joined.
    this.queue = this.queue
      .then(() => this.handle(m))
      .catch((error: Error) => this.deps.ctx.log(`realtime: ${m.event} failed: ${error.stack}`))
      .finally(() => (this.pendingBytes -= size));
  }

  private async handle(m: Message): Promise<void> {
    if (m.event === 'phx_join') return this.join(m);
    const channel = this.channels.get(m.topic);
    if (!channel || (m.joinRef !== null && m.joinRef !== channel.joinRef)) {
      return this.reply(m, 'error', { reason: 'unmatched topic' });
    }
    if (m.event === 'phx_leave') {
      this.reply(m, 'ok');
      return this.remove(channel);
    }
    if (m.event === 'access_token') return this.refreshToken(channel, m.payload as Payload);
    if (m.event === 'broadcast') return this.broadcast(channel, m);
    if (m.event === 'presence') return this.presence(channel, m);
    // Anything else is ignored, as hosted does.
  }

  private async join(m: Message): Promise<void> {
    if (!m.topic.startsWith('realtime:')) {
      return this.reply(m, 'error', { reason: 'unmatched topic' });
    }
    if (m.topic === 'realtime:') {
      return this.reply(m, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
    }
    const previous = this.channels.get(m.topic);
    if (previous) this.remove(previous);

    const payload = m.payload as Payload;
    const newApi = 'config' in payload;
    const config = isObject(payload.config) ? payload.config : {};
    const requested = newApi ? changeParams(config.postgres_changes) : [];
    const filters = requested.map((p) => (typeof p.filter === 'string' ? p.filter : ''));
    const heldFilterChars = this.load.filterChars;
    const refusal = joinRefusal({
      openChannels: this.channels.size,
      changeBindings: requested.length,
      filters,
      heldFilterChars,
    });
    if (refusal) return this.reply(m, 'error', { reason: refusal });
    const held = await filtersByTable(requested, this.deps);
    if (this.closed) return;
    const tableRefusal = this.deps.filters.hold(held, this.load);
    if (tableRefusal) return this.reply(m, 'error', { reason: tableRefusal });
    let kept = false;
    try {
      kept = await this.joinHeld(m, payload, newApi, config, filters, held);
    } finally {
      if (!kept) this.deps.filters.release(held, this.load);
    }
  }

  /** The rest of a join whose filters are held; whether the channel was joined (and keeps them). */
  private async joinHeld(
    m: Message,
    payload: Payload,
    newApi: boolean,
    config: Payload,
    filters: string[],
    held: HeldFilters,
  ): Promise<boolean> {
    const given = payload.access_token ?? payload.user_token;
    const token = typeof given === 'string' && !given.startsWith('sb_') ? given : this.apikey;
    const check = await checkToken(this.deps.ctx, token);
    if (!check.ok) {
      this.reply(m, 'error', { reason: `${check.code}: ${check.message}` });
      return false;
    }
    if (this.closed) return false;

    const isPrivate = config.private === true;
    const subTopic = m.topic.slice('realtime:'.length);
    // Security: private channels are authorized by policies on realtime.messages, which the
    // local server does not keep; only the service role may join them.
    if (isPrivate && check.role !== 'service_role') {
      const reason = `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`;
      this.reply(m, 'error', { reason });
      return false;
    }

    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    const channel = new Channel(
      this,
      m.topic,
      m.joinRef,
      `${isPrivate ? 'private' : 'public'}:${m.topic}`,
      newApi,
      token,
      check.claims,
      check.role,
      {
        self: broadcast.self === true,
        ack: broadcast.ack === true,
        presenceKey:
          typeof presence.key === 'string' && presence.key ? presence.key : crypto.randomUUID(),
        presence: presence.enabled === true,
      },
    );

    const params = newApi ? changeParams(config.postgres_changes) : topicParams(subTopic);
    const parsed = params.map(parseBinding);
    const failed = parsed.find((p) => !p.ok);
    let error = failed && !failed.ok ? failed.error : undefined;
    const bindings = parsed.flatMap((p) => (p.ok ? [p.binding] : []));
    if (!error && bindings.length > 0) {
      // Registered (still without bindings) before the feed starts, so it cannot pause meanwhile.
      this.deps.hub.changeSubscribers.add(channel);
      error = await this.deps.subscribeChanges(bindings);
      if (error || this.closed) {
        this.deps.hub.changeSubscribers.delete(channel);
        this.deps.changesReleased();
      }
    }
    if (this.closed) return false;

    // Bindings go live before the reply: whatever commits once the client is SUBSCRIBED is delivered.
    if (!error) channel.bindings = bindings;
    this.channels.set(m.topic, channel);
    const chars = filters.reduce((sum, f) => sum + f.length, 0);
    this.filterChars.set(m.topic, chars);
    this.load.filterChars += chars;
    this.heldFilters.set(m.topic, held);
    this.deps.hub.join(channel.hubTopic, channel);
    this.reply(m, 'ok', {
      postgres_changes: params.map((p, i) => {
        const result = parsed[i]!;
        return { ...p, id: result.ok ? result.binding.id : bindingId(p) };
      }),
    });
    if (params.length > 0) {
      if (error) channel.system('postgres_changes', 'error', error);
      else channel.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
    if (channel.options.presence) this.syncPresence(channel);
    this.watchToken(channel, check.exp);
    return true;
  }

  private async refreshToken(channel: Channel, payload: Payload): Promise<void> {
    const token = payload.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.token) return;
    const check = await checkToken(this.deps.ctx, token);
    if (this.channels.get(channel.topic) !== channel) return;
    if (!check.ok) return this.shutdown(channel, check.message);
    channel.token = token;
    channel.claims = check.claims;
    channel.role = check.role;
    this.watchToken(channel, check.exp);
  }

  /** Hosted re-checks the token every 5 minutes and when it expires, closing the channel then. */
  private watchToken(channel: Channel, exp: number): void {
    clearTimeout(channel.tokenTimer);
    const wait = Math.min(Math.max(exp * 1000 - Date.now(), 0) + 500, TOKEN_RECHECK_MS);
    channel.tokenTimer = setTimeout(async () => {
      if (this.channels.get(channel.topic) !== channel) return;
      const check = await checkToken(this.deps.ctx, channel.token);
      if (this.channels.get(channel.topic) !== channel) return;
      if (check.ok) this.watchToken(channel, check.exp);
      else this.shutdown(channel, check.message);
    }, wait);
    channel.tokenTimer.unref();
  }

  private shutdown(channel: Channel, message: string): void {
    channel.system('system', 'error', message);
    this.message(channel.joinRef, channel.joinRef, channel.topic, 'phx_close', {});
    this.remove(channel);
  }

  private broadcast(channel: Channel, m: Message): void {
    let b: UserBroadcast | undefined;
    if (m.payload instanceof UserBroadcast) b = m.payload;
    else {
      const p = m.payload as Payload;
      if (typeof p.event === 'string') {
        b = new UserBroadcast(p.event, true, Buffer.from(JSON.stringify(p.payload ?? {})));
      }
    }
    if (b) this.deps.hub.broadcast(channel.hubTopic, channel, b, channel.options.self);
    if (channel.options.ack) this.reply(m, 'ok');
  }

  private presence(channel: Channel, m: Message): void {
    const p = m.payload as Payload;
    if (p.event === 'track') {
      if (!isObject(p.payload)) {
        return this.reply(m, 'error', { reason: 'Presence track payload must be a map' });
      }
      if (!channel.presenceSynced) this.syncPresence(channel);
      this.deps.hub.track(channel.hubTopic, channel, channel.options.presenceKey, p.payload);
    } else if (p.event === 'untrack') {
      this.deps.hub.untrack(channel.hubTopic, channel);
    }
    this.reply(m, 'ok');
  }

  private syncPresence(channel: Channel): void {
    channel.presenceSynced = true;
    channel.sendPresence('presence_state', this.deps.hub.presenceState(channel.hubTopic));
  }

  private remove(channel: Channel): void {
    clearTimeout(channel.tokenTimer);
    this.channels.delete(channel.topic);
    this.load.filterChars -= this.filterChars.get(channel.topic) ?? 0;
    this.filterChars.delete(channel.topic);
    this.deps.filters.release(this.heldFilters.get(channel.topic) ?? [], this.load);
    this.heldFilters.delete(channel.topic);
    this.deps.hub.leave(channel.hubTopic, channel);
    if (this.deps.hub.changeSubscribers.delete(channel)) this.deps.changesReleased();
  }

  private dispose(): void {
    this.closed = true;
    for (const channel of [...this.channels.values()]) this.remove(channel);
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  terminate(): void {
    this.ws.terminate();
  }

  onClosed(fn: () => void): void {
    if (this.ws.readyState === this.ws.CLOSED) fn();
    else this.ws.once('close', fn);
  }
}

function frameSize(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, b) => sum + b.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function changeParams(value: unknown): Payload[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** Realtime's first API named the table in the topic: realtime:schema[:table[:filter]]. */
function topicParams(subTopic: string): Payload[] {
  const [schema, table, ...rest] = subTopic.split(':');
  const params: Payload = { schema };
  if (table !== undefined) params.table = table;
  if (rest.length > 0) params.filter = rest.join(':');
  return [params];
}
