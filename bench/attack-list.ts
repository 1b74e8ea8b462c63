// The hardening attacks, one for each numbered finding (the limits they probe:
// docs/local-server.md#limits), for bench/attack-latency.ts: what one hostile client sends while a
// light client's latency is measured.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Engine } from '../supabase/local/db/engine.ts';

export interface AttackTarget {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  engine: Engine;
}

export type Attack = [label: string, run: () => Promise<unknown>];

const PASSWORD = 'correct-horse-42';
const REGEX = String.raw`match.^(.*)(.*)(.*)(.*)(.*)\5\4\3\2\1$`;
const repeat = async (n: number, task: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < n; i++) await task(i);
};

export function attacksOn(target: AttackTarget): Attack[] {
  const { apiUrl, anonKey, serviceRoleKey } = target;
  const send = (route: string, init: RequestInit & { key?: string; bearer?: string } = {}) =>
    fetch(`${apiUrl}${route}`, {
      ...init,
      headers: {
        apikey: init.key ?? anonKey,
        authorization: `Bearer ${init.bearer ?? init.key ?? anonKey}`,
        'content-type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const post = async (
    route: string,
    body: unknown,
    extra: { bearer?: string; key?: string } = {},
  ) => {
    const response = await send(route, { method: 'POST', body: JSON.stringify(body), ...extra });
    return (await response.json().catch(() => null)) as Record<string, unknown> | null;
  };
  const signUp = async (label: string) => {
    const session = await post('/auth/v1/signup', {
      email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: PASSWORD,
    });
    return session as { access_token: string; refresh_token: string; user: { id: string } };
  };
  const order = () => ({
    customer_name: 'Flood',
    phone: '+91 98765 43210',
    address_line1: '7 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin_code: '560025',
    items: [{ productId: 'mdr40', quantity: 1 }],
    payment_method: 'cod',
  });
  const lead = (i: number, products: string[] = []) => ({
    name: `Flood ${i}`,
    phone: `98765${String(10000 + i).slice(-5)}`,
    interested_products: products,
  });

  return [
    [
      '1: 5-group regex GET (anon)',
      () => send(`/rest/v1/products?select=id&longDescription=${encodeURIComponent(REGEX)}`),
    ],
    [
      '2: realtime regex filter on leads, then 20 lead inserts',
      async () => {
        const client = createClient(apiUrl, anonKey, {
          auth: { persistSession: false, autoRefreshToken: false },
          realtime: { transport: WebSocket as never },
        });
        const joined = new Promise((resolve) => {
          client
            .channel('attack')
            .on(
              'postgres_changes' as never,
              { event: '*', schema: 'public', table: 'leads', filter: `message=${REGEX}|^q0` },
              () => undefined,
            )
            .subscribe((status: string) => {
              if (status !== 'JOINING') resolve(status);
            });
        });
        await Promise.race([joined, new Promise((r) => setTimeout(r, 3000))]);
        await repeat(20, (i) => post('/rest/v1/leads', lead(i)));
        await client.removeAllChannels();
      },
    ],
    [
      '3: 60 wrong two-step codes, then a replayed one',
      async () => {
        const { access_token: bearer } = await signUp('totp');
        const factor = (await post(
          '/auth/v1/factors',
          { factor_type: 'totp', friendly_name: 'bench' },
          { bearer },
        )) as { id: string };
        await repeat(60, async (i) => {
          const challenge = (await post(
            `/auth/v1/factors/${factor.id}/challenge`,
            {},
            { bearer },
          )) as {
            id: string;
          };
          await post(
            `/auth/v1/factors/${factor.id}/verify`,
            { challenge_id: challenge?.id, code: String(100000 + i) },
            { bearer },
          );
        });
      },
    ],
    [
      '4: 60 recover requests for random addresses',
      () => repeat(60, (i) => post('/auth/v1/recover', { email: `flood${i}@example.com` })),
    ],
    [
      '5: 40 parallel password guesses at one account',
      async () => {
        await post('/auth/v1/signup', { email: 'victim@example.com', password: PASSWORD });
        await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            post('/auth/v1/token?grant_type=password', {
              email: 'victim@example.com',
              password: `guess-${i}`,
            }),
          ),
        );
      },
    ],
    [
      '6: 60 sign-ups with forged X-Forwarded-For',
      () =>
        repeat(60, (i) =>
          send('/auth/v1/signup', {
            method: 'POST',
            headers: { 'x-forwarded-for': `203.0.113.${i}` },
            body: JSON.stringify({
              email: `xff${i}-${Date.now()}@example.com`,
              password: PASSWORD,
            }),
          }),
        ),
    ],
    [
      '7: a 200-order POST, then 25 single orders',
      async () => {
        await post('/rest/v1/orders', Array.from({ length: 200 }, order));
        await repeat(25, () => post('/rest/v1/orders', order()));
      },
    ],
    [
      '8: a rotated refresh token reused 20 times at once',
      async () => {
        const { refresh_token } = await signUp('refresh');
        await post('/auth/v1/token?grant_type=refresh_token', { refresh_token });
        await Promise.all(
          Array.from({ length: 20 }, () =>
            post('/auth/v1/token?grant_type=refresh_token', { refresh_token }),
          ),
        );
      },
    ],
    [
      '9: 30 sign-ups with weak passwords',
      () =>
        repeat(30, (i) =>
          post('/auth/v1/signup', {
            email: `weak${i}-${Date.now()}@example.com`,
            password: ['aaaaaaaa', '12345678', '        ', 'password'][i % 4],
          }),
        ),
    ],
    [
      '10: 30 OTP requests (create_user false) and sign-ups probing for accounts',
      () =>
        repeat(30, async (i) => {
          await post('/auth/v1/otp', {
            phone: `+9198765${String(i).padStart(5, '0')}`,
            create_user: false,
          });
          await post('/auth/v1/signup', { email: 'victim@example.com', password: PASSWORD });
        }),
    ],
    [
      '11: 30 OTP and phone sign-ups for new numbers (SMS sign-up off)',
      () =>
        repeat(30, async (i) => {
          const phone = `+9191234${String(i).padStart(5, '0')}`;
          await post('/auth/v1/otp', { phone });
          await post('/auth/v1/signup', { phone, password: PASSWORD });
        }),
    ],
    [
      '12: 20 leads naming a hidden product',
      async () => {
        await target.engine.query("update public.products set hidden = true where id = 'mdr60'");
        await repeat(20, (i) => post('/rest/v1/leads', lead(100 + i, ['mdr60'])));
      },
    ],
    [
      '13: bad input (7-dim arrays, 1,700 columns, or= 3,500 deep behind a quote)',
      async () => {
        const seven = `${'{'.repeat(7)}1${'}'.repeat(7)}`;
        const deepOr = `(name.eq."x,${'or('.repeat(3500)}id.eq.1${')'.repeat(3500)})`;
        await repeat(10, async () => {
          await send(`/rest/v1/products?select=id&features=cs.${seven}`);
          await send(`/rest/v1/products?select=${Array(1700).fill('id').join(',')}`);
          await send(`/rest/v1/products?or=${encodeURIComponent(deepOr)}`);
          await post('/rest/v1/leads', {
            name: 'Deep',
            interested_products: JSON.parse(
              seven.replace(/\{/g, '[').replace(/\}/g, ']'),
            ) as unknown,
          });
        });
      },
    ],
    [
      '15: filter amplification: 10 addresses join distinct ilike filters on products (the database evaluates them) until refused, then eq filters (answered without it) until refused; 20 stock changes, each awaited by a subscriber on another address',
      async () => {
        const url = `${apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonKey}&vsn=1.0.0`;
        const open = async (localAddress: string) => {
          const ws = new WebSocket(url, { localAddress });
          await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
          // Heartbeats, as a client does: an idle socket is closed after 60 s (and its filters
          // with it), which would make the attacker's filters look fewer than it held.
          const beat = setInterval(
            () =>
              ws.send(
                JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'hb' }),
              ),
            20_000,
          );
          ws.once('close', () => clearInterval(beat));
          return ws;
        };
        const join = (ws: WebSocket, ref: string, filters: string[]) => {
          const reply = new Promise<string>((resolve) => {
            const onMessage = (data: WebSocket.RawData) => {
              const frame = JSON.parse(String(data)) as {
                ref: string;
                payload: { status: string };
              };
              if (frame.ref !== ref) return;
              ws.off('message', onMessage);
              resolve(frame.payload.status);
            };
            ws.on('message', onMessage);
          });
          const changes = filters.map((filter) => ({
            event: 'UPDATE',
            schema: 'public',
            table: 'products',
            filter,
          }));
          ws.send(
            JSON.stringify({
              topic: `realtime:amp-${ref}`,
              event: 'phx_join',
              payload: { config: { postgres_changes: changes } },
              ref,
            }),
          );
          return reply;
        };
        const sockets: WebSocket[] = [];
        const held = { sql: 0, exact: 0 };
        for (let a = 0; a < 10; a++) {
          const ws = await open(`127.0.0.${10 + a}`);
          sockets.push(ws);
          for (const kind of ['sql', 'exact'] as const) {
            for (let c = 0; c < 100; c++) {
              const filters = Array.from({ length: 100 }, (_, i) => {
                const n = a * 100_000 + c * 100 + i;
                return kind === 'sql' ? `name=ilike.%x${n}%` : `name=eq.x${n}`;
              });
              if ((await join(ws, `${a}-${kind}-${c}`, filters)) !== 'ok') break;
              held[kind] += 100;
            }
          }
        }
        console.log(
          `  (attacker holds ${held.sql} distinct filters on products the database evaluates, ${held.exact} answered without it)`,
        );
        // The desk: another address, one filter, hearing of each change as it commits.
        const desk = await open('127.0.0.30');
        sockets.push(desk);
        const heard: (() => void)[] = [];
        desk.on('message', (data) => {
          if ((JSON.parse(String(data)) as { event: string }).event === 'postgres_changes')
            heard.shift()?.();
        });
        if ((await join(desk, 'desk', ['id=eq.mdr40'])) !== 'ok') console.log('  desk refused');
        const waits: number[] = [];
        await repeat(20, async (i) => {
          const started = performance.now();
          const event = new Promise<void>((resolve) => heard.push(resolve));
          await target.engine.query(
            `update public.products set "stockQuantity" = "stockQuantity" + $1 where id = 'mdr40'`,
            [i % 2 ? 1 : -1],
          );
          const timeout = new Promise<void>((r) => setTimeout(r, 30_000));
          await Promise.race([event, timeout]);
          waits.push(performance.now() - started);
        });
        waits.sort((x, y) => x - y);
        console.log(
          `  desk hears of a change after p50 ${waits[10]!.toFixed(0)} ms, max ${waits[19]!.toFixed(0)} ms (20 changes, one at a time)`,
        );
        for (const ws of sockets) ws.close();
      },
    ],
    [
      '14: 10 users made and deleted by the service role',
      () =>
        repeat(10, async (i) => {
          const user = (await post(
            '/auth/v1/admin/users',
            {
              email: `deleted${i}-${Date.now()}@example.com`,
              password: PASSWORD,
              email_confirm: true,
            },
            { key: serviceRoleKey },
          )) as { id: string };
          await send(`/auth/v1/admin/users/${user.id}`, { method: 'DELETE', key: serviceRoleKey });
        }),
    ],
  ];
}
