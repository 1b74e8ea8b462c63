// The order desk and stock at a shop's scale:
// (a) 50,000 orders written straight into the database (a year of them, most delivered, a few
//     at each step, spread over states and names), then the desk's first page and a filtered
//     search (status + text + a date range) through REST as an admin: p50/p95 over 30 runs, on
//     PGlite and PostgreSQL;
// (b) 200 buyers at once, each in its own PostgreSQL connection and transaction, ordering one
//     of the last 50 units of a product: none oversold (final stock 0, exactly 50 units in
//     the orders that stand), and how many orders a second the database decided.
import type { Engine, EngineKind } from '../supabase/local/db/engine.ts';
import { prepareDatabase } from '../supabase/local/db/migrate.ts';
import { openPostgres } from '../supabase/local/db/postgres.ts';
import { asRequest } from '../supabase/local/db/request.ts';
import { startPostgresCluster } from '../tests/support/postgres-cluster.ts';
import { machineLine, percentile, startBenchServer } from './support.ts';

const ORDERS = 50_000;
const ROUNDS = 30;
const BUYERS = 200;
const UNITS = 50;

const figures = (label: string, ms: number[]) =>
  console.log(
    `  ${label}: p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms (${ms.length} runs)`,
  );

/**
 * A year of orders, imported with the triggers off (pricing, stock and events are not what is
 * measured). Deterministic: every value comes from the row number.
 */
async function seedOrders(engine: Engine): Promise<void> {
  await engine.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      `with names as (
         select array['Aarav', 'Vivaan', 'Aditya', 'Ananya', 'Diya', 'Ishaan', 'Kavya', 'Rohan',
                      'Priya', 'Arjun', 'Meera', 'Sanjay', 'Lakshmi', 'Farhan', 'Gurpreet', 'Neha'] as first,
                array['Sharma', 'Patel', 'Reddy', 'Iyer', 'Singh', 'Khan', 'Das', 'Nair', 'Joshi',
                      'Kulkarni', 'Mehta', 'Gupta', 'Chatterjee', 'Rao', 'Verma'] as last,
                array['Maharashtra', 'Karnataka', 'Tamil Nadu', 'Delhi', 'Gujarat', 'Telangana',
                      'Uttar Pradesh', 'West Bengal', 'Rajasthan', 'Kerala', 'Punjab', 'Haryana'] as states,
                array['Mumbai', 'Bengaluru', 'Chennai', 'New Delhi', 'Ahmedabad', 'Hyderabad',
                      'Lucknow', 'Kolkata', 'Jaipur', 'Kochi', 'Ludhiana', 'Gurugram'] as cities
       ), rows as (
         select g, (g * 7919) % 100 as bucket,
                -- Over a year, denser lately (a growing shop): (x^2) of 365 days.
                now() - (power(((g::bigint * 104729) % 100000) / 100000.0, 2) * 365) * interval '1 day' as at
         from generate_series(1, $1::int) g
       )
       insert into public.orders (id, customer_name, phone, email, address_line1, city, state,
         pin_code, items, subtotal_in_paise, gst_in_paise, total_in_paise, payment_method,
         status, payment_status, cancel_reason, courier, tracking_number, placed_at, created_at)
       select gen_random_uuid(),
              n.first[1 + g % 16] || ' ' || n.last[1 + (g / 16) % 15],
              '+91 9' || lpad(((g::bigint * 7907) % 1000000000)::text, 9, '0'),
              case when g % 4 = 0 then null else 'buyer' || g || '@example.in' end,
              g || ' Station Road', n.cities[1 + g % 12], n.states[1 + g % 12],
              (400001 + g % 90000)::text,
              jsonb_build_array(jsonb_build_object('productId', 'ml01', 'quantity', 1 + g % 3)),
              296525 * (1 + g % 3), 53375 * (1 + g % 3), 349900 * (1 + g % 3),
              case when g % 3 = 0 then 'upi' else 'cod' end,
              s.status,
              case when s.status = 'delivered' or (s.status <> 'cancelled' and g % 3 = 0) then 'paid'
                   when s.status = 'cancelled' and g % 3 = 0 then 'refunded' else 'pending' end,
              case when s.status = 'cancelled' then 'Customer asked to cancel' end,
              case when s.status in ('shipped', 'delivered') then 'Delhivery' end,
              case when s.status in ('shipped', 'delivered') then lpad(g::text, 12, '0') end,
              r.at, r.at
       from rows r cross join names n
       cross join lateral (select case
         -- Old orders are settled; the last days hold the work in progress.
         when r.at > now() - interval '3 days' then
           (array['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled'])[1 + r.bucket % 6]
         when r.bucket < 6 then 'cancelled' else 'delivered' end as status) s`,
      [ORDERS],
    );
  });
  await engine.query('analyze public.orders');
}

async function adminToken(api: string, anonKey: string): Promise<string> {
  const res = await fetch(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@mgrid.local', password: 'mgrid-demo' }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`admin sign-in failed: ${res.status}`);
  return body.access_token;
}

const day = (daysAgo: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function deskOn(kind: EngineKind): Promise<void> {
  const { server, engine, stop } = await startBenchServer(kind);
  try {
    const seeded = performance.now();
    await seedOrders(engine);
    console.log(
      `${kind}: seeded ${ORDERS.toLocaleString('en-IN')} orders in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const api = server.apiUrl;
    const key = server.config.anonKey;
    const token = await adminToken(api, key);
    const desk = async (filters: Record<string, unknown>) => {
      const res = await fetch(`${api}/rest/v1/rpc/admin_orders`, {
        method: 'POST',
        headers: {
          apikey: key,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ filters, page: 1, page_size: 50 }),
      });
      if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      return (await res.json()) as {
        total: number;
        rows: unknown[];
        counts: Record<string, number>;
      };
    };
    const timed = async (filters: Record<string, unknown>) => {
      const ms: number[] = [];
      let last = await desk(filters); // warm-up, not counted
      for (let i = 0; i < ROUNDS; i += 1) {
        const t = performance.now();
        last = await desk(filters);
        ms.push(performance.now() - t);
      }
      return { ms, last };
    };
    const first = await timed({});
    figures(`admin_orders first page of ${first.last.total.toLocaleString('en-IN')}`, first.ms);
    const filters = {
      status: 'delivered',
      search: 'sharma',
      date_from: day(90),
      date_to: day(0),
    };
    const search = await timed(filters);
    figures(
      `admin_orders delivered + "sharma" + last 90 days (${search.last.total} match)`,
      search.ms,
    );
    const phone = await timed({ search: '9 00790 7' });
    figures(`admin_orders search by phone digits (${phone.last.total} match)`, phone.ms);
  } finally {
    await stop();
  }
}

/** Each buyer in its own connection and transaction; all start before any inserts. */
async function lastUnits(): Promise<void> {
  const cluster = await startPostgresCluster(BUYERS + 50);
  const setup = await openPostgres(cluster.url, 4);
  const buyers = await openPostgres(cluster.url, BUYERS);
  try {
    await prepareDatabase(setup, { log: () => undefined });
    await setup.query(`update public.products set "stockQuantity" = $1 where id = 'lr60'`, [UNITS]);
    let arrived = 0;
    let release!: () => void;
    const allIn = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const results = await Promise.allSettled(
      Array.from({ length: BUYERS }, (_, i) =>
        asRequest(buyers, null, async (tx) => {
          await tx.query('select 1');
          if (++arrived === BUYERS) {
            started = performance.now();
            release();
          }
          await allIn;
          await tx.query(
            `insert into public.orders (customer_name, phone, address_line1, city, state,
               pin_code, items, payment_method)
             values ($1, '9876543210', '1 Road', 'Pune', 'Maharashtra', '411001',
                     '[{"productId": "lr60", "quantity": 1}]', 'upi')`,
            [`Buyer ${i}`],
          );
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    const reasons = new Set(
      results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])),
    );
    const { rows } = await setup.query<{ stock: number; units: number; orders: number }>(
      `select (select "stockQuantity" from public.products where id = 'lr60')::int as stock,
              coalesce(sum((i ->> 'quantity')::int), 0)::int as units, count(distinct o.id)::int as orders
       from public.orders o, jsonb_array_elements(o.items) i
       where i ->> 'productId' = 'lr60'`,
    );
    const { stock, units, orders } = rows[0]!;
    const verdict =
      stock === 0 && units === UNITS && orders === accepted ? 'none oversold' : 'OVERSOLD';
    console.log(
      `postgres: ${BUYERS} buyers (one connection each) for the last ${UNITS} units: ${accepted} orders stand, ${BUYERS - accepted} refused (${[...reasons].join('; ')}); final stock ${stock}, ${units} units in orders: ${verdict}`,
    );
    console.log(
      `  decided in ${(seconds * 1000).toFixed(0)} ms: ${(BUYERS / seconds).toFixed(0)} orders a second`,
    );
  } finally {
    await buyers.close();
    await setup.close();
    await cluster.stop();
  }
}

export async function run(): Promise<void> {
  console.log(machineLine());
  await deskOn('pglite');
  await deskOn('postgres');
  await lastUnits();
}
