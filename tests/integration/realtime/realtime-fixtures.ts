// Shared by the realtime integration tests: a published table with row-level security,
// user tokens, and subscriptions that collect events through the real supabase-js client.
import { randomUUID } from 'node:crypto';
import type {
  RealtimeChannel,
  RealtimePostgresChangesPayload,
  SupabaseClient,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../../../supabase/local/jwt.ts';
import type { TestServer } from '../../support/local-server.ts';
import { reinstallRealtimeCapture } from '../../support/realtime.ts';

/** anon sees public rows; a signed-in user also sees the rows they own. */
export const RT_ITEMS_SQL = `
  create table public.rt_items (
    id bigint generated always as identity primary key,
    name text not null,
    qty integer not null default 0,
    price numeric(10, 2),
    tags text[] not null default '{}',
    public boolean not null default false,
    owner uuid,
    created_at timestamptz not null default now()
  );
  alter table public.rt_items enable row level security;
  create policy rt_items_public on public.rt_items for select to anon, authenticated using (public);
  create policy rt_items_own on public.rt_items for select to authenticated using (owner = auth.uid());
  create policy rt_items_insert on public.rt_items for insert to anon, authenticated with check (true);
  grant select, insert on public.rt_items to anon, authenticated;
  alter publication supabase_realtime add table public.rt_items;
`;

export type Item = {
  id: number;
  name: string;
  qty: number;
  price: number | null;
  tags: string[];
  public: boolean;
  owner: string | null;
  created_at: string;
};
export type Change = RealtimePostgresChangesPayload<Item>;

export async function createItemsTable(server: TestServer): Promise<void> {
  await server.engine.exec(RT_ITEMS_SQL);
  await reinstallRealtimeCapture(server.engine);
}

export async function insertItem(
  server: TestServer,
  values: { name: string; qty?: number; public?: boolean; owner?: string | null; price?: number },
): Promise<Item> {
  const { rows } = await server.engine.query<Item>(
    `insert into public.rt_items (name, qty, public, owner, price)
     values ($1, $2, $3, $4, $5) returning *`,
    [
      values.name,
      values.qty ?? 0,
      values.public ?? false,
      values.owner ?? null,
      values.price ?? null,
    ],
  );
  // bigint comes back as text from PostgreSQL and as a number from PGlite; events carry a number.
  return { ...rows[0]!, id: Number(rows[0]!.id) };
}

export function userToken(server: TestServer, sub = randomUUID(), expiresIn = 3600) {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    { sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + expiresIn },
    server.config.jwtSecret,
  );
}

export interface Subscription {
  channel: RealtimeChannel;
  events: Change[];
  statuses: string[];
}

/** Subscribes with supabase-js and resolves once the server confirmed the join. */
export function subscribe(
  client: SupabaseClient,
  filter: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string; table?: string },
  name = `rt-${randomUUID()}`,
): Promise<Subscription> {
  const events: Change[] = [];
  const statuses: string[] = [];
  const channel = client.channel(name).on(
    'postgres_changes',
    // The overloads of .on() want a literal event type; the tests pass it through.
    { schema: 'public', table: 'rt_items', ...filter } as { event: '*'; schema: string },
    (payload: Change) => events.push(payload),
  );
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      statuses.push(status);
      if (status === 'SUBSCRIBED') resolve({ channel, events, statuses });
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        reject(error ?? new Error(status));
      }
    });
  });
}

export async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

/** Waits for the event about row `id` (and `type`), then returns every event received so far. */
export async function eventFor(sub: Subscription, id: number, type = 'INSERT'): Promise<Change> {
  const rowId = (e: Change) => (e.eventType === 'DELETE' ? e.old.id : e.new.id);
  await until(
    () => sub.events,
    (events) => events.some((e) => rowId(e) === id && e.eventType === type),
  );
  return sub.events.find((e) => rowId(e) === id && e.eventType === type)!;
}

/** A raw Phoenix socket (no supabase-js), for frame-level checks. */
export class RawSocket {
  readonly frames: unknown[] = [];
  readonly binary: Buffer[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) this.binary.push(data as Buffer);
      else this.frames.push(JSON.parse(String(data)));
    });
  }

  /** `from`: the loopback address to connect from (127.0.0.2 ...), as another client would. */
  static open(server: TestServer, query: string, from?: string): Promise<RawSocket> {
    const url = `${server.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`;
    const ws = new WebSocket(url, from ? { localAddress: from } : {});
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(
      typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame),
    );
  }

  async next<T>(match: (frame: T) => boolean, ms = 10_000): Promise<T> {
    const found = await until(
      () => (this.frames as T[]).find(match),
      (f) => f !== undefined,
      ms,
    );
    return found!;
  }

  close(): void {
    this.ws.close();
  }
}

/** The HTTP status a websocket upgrade is refused with. */
export function upgradeStatus(server: TestServer, query: string): Promise<number> {
  return RawSocket.open(server, query).then(
    (s) => {
      s.close();
      return 101;
    },
    (error: Error) => Number(/HTTP (\d+)/.exec(error.message)?.[1] ?? 0),
  );
}
