// The back office through the REST API with an admin's token, on PGlite: the leads desk's
// first page and a filtered search over 50,000 leads (each with the exact count, as the desk
// asks), and one publish_products of 200 drafted products.
import { percentile, startBenchServer } from './support.ts';

const LEADS = 50_000;
const ROUNDS = 40;
const PUBLISHES = 5;

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

async function timed(rounds: number, task: () => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const t = performance.now();
    await task();
    latencies.push(performance.now() - t);
  }
  return latencies;
}

const figures = (label: string, ms: number[]) =>
  console.log(
    `${label}: p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms (${ms.length} runs)`,
  );

export async function run(): Promise<void> {
  const { server, engine, stop } = await startBenchServer('pglite');
  try {
    const seeded = performance.now();
    await engine.query(
      `insert into public.leads (name, email, company, source, created_at, interested_products)
       select 'Lead ' || n || case when n % 50 = 0 then ' Sharma' else '' end,
              'lead' || n || '@example.in',
              'Company ' || (n % 900),
              (array['chat', 'contact', 'field', 'newsletter'])[1 + n % 4],
              now() - (n % 30) * interval '1 day' - n * interval '1 second',
              case when n % 3 = 0 then array['ml01'] else '{}' end
       from generate_series(1, $1::int) as n`,
      [LEADS],
    );
    console.log(`seeded ${LEADS} leads in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const api = server.apiUrl;
    const key = server.config.anonKey;
    const token = await adminToken(api, key);
    const headers = { apikey: key, authorization: `Bearer ${token}`, prefer: 'count=exact' };
    const get = async (query: string) => {
      const res = await fetch(`${api}/rest/v1/leads?${query}`, { headers });
      if (res.status !== 200 && res.status !== 206)
        throw new Error(`${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const order = 'order=created_at.desc,id.desc&limit=25&offset=0&_deleted=eq.false&select=*';
    figures('lead list, first page of 50,000', await timed(ROUNDS, () => get(order)));
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const filter = `or=(name.ilike.*Sharma*,email.ilike.*Sharma*,company.ilike.*Sharma*)&source=eq.chat&status=eq.new&created_at=gte.${since}`;
    figures(
      'lead search (text, source, status, date)',
      await timed(ROUNDS, () => get(`${filter}&${order}`)),
    );

    let round = 0;
    const publish = await timed(PUBLISHES, async () => {
      round += 1;
      const upserts = Array.from({ length: 200 }, (_, n) => ({
        id: `bench-${round}-${n}`,
        name: `Bench product ${n}`,
        category: 'Accessories',
        price: '₹999',
        _base_modified: null,
      }));
      const res = await fetch(`${api}/rest/v1/rpc/publish_products`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ upserts, deletions: [], force: false }),
      });
      const body = (await res.json()) as { ok?: boolean };
      if (!body.ok) throw new Error(`publish failed: ${JSON.stringify(body).slice(0, 200)}`);
    });
    figures('publish_products, 200 drafted products', publish);
  } finally {
    await stop();
  }
}
