// Realtime delivery latency: from the start of an insert to the postgres_changes event at a
// subscriber (supabase-js over a websocket, anon, row-level security checked per change),
// one insert at a time, for inserts made with SQL and through the REST API.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { EngineKind } from '../supabase/local/db/engine.ts';
import { percentile, startBenchServer } from './support.ts';

const INSERTS = 200;

const TABLE_SQL = `
  create table public.bench_rt (id bigint generated always as identity primary key, n int not null, public boolean not null default true);
  alter table public.bench_rt enable row level security;
  create policy bench_rt_read on public.bench_rt for select to anon using (public);
  create policy bench_rt_write on public.bench_rt for insert to anon with check (true);
  grant select, insert on public.bench_rt to anon;
  alter publication supabase_realtime add table public.bench_rt;
`;

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Inserts rows numbered from..from+INSERTS one at a time, each awaited until delivered. */
async function measure(
  from: number,
  insert: (n: number) => Promise<unknown>,
  arrived: Map<number, () => void>,
) {
  const latencies: number[] = [];
  for (let n = from; n < from + INSERTS; n++) {
    const started = performance.now();
    const delivered = new Promise<void>((resolve) => arrived.set(n, resolve));
    await insert(n);
    await delivered;
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function bench(kind: EngineKind): Promise<void> {
  const bench = await startBenchServer(kind);
  const { server } = bench;
  const subscriber = client(server.apiUrl, server.config.anonKey);
  const writer = client(server.apiUrl, server.config.anonKey);
  try {
    await server.engine.exec(TABLE_SQL);
    const arrived = new Map<number, () => void>();
    const channel = subscriber
      .channel('bench')
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'bench_rt' },
        (payload: { new: { n: number } }) => arrived.get(payload.new.n)?.(),
      );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        else if (status !== 'CLOSED') reject(error ?? new Error(status));
      }),
    );
    const viaSql = await measure(
      0,
      (n) => server.engine.query('insert into public.bench_rt (n) values ($1)', [n]),
      arrived,
    );
    const viaRest = await measure(
      INSERTS,
      async (n) => {
        const { error } = await writer.from('bench_rt').insert({ n });
        if (error) throw new Error(error.message);
      },
      arrived,
    );
    for (const [path, latencies] of [
      ['SQL insert', viaSql],
      ['REST insert', viaRest],
    ] as const) {
      console.log(
        `${kind.padEnd(8)} ${path.padEnd(11)} ${INSERTS} inserts  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms`,
      );
    }
  } finally {
    await subscriber.removeAllChannels();
    await bench.stop();
  }
}

export async function run(): Promise<void> {
  for (const kind of ['pglite', 'postgres'] as const) await bench(kind);
}
