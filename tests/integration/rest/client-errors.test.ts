// Browser error reports through the API as a phone sends them: a beacon (text/plain
// body, the apikey in the address, no headers of ours) stores each report once, scrubbed of
// personal data; batches past the limits are refused in words and store nothing; only a
// superadmin reads them, grouped by message and top frame.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';

const STACK =
  'Error: Cannot read properties of undefined\n' +
  '    at placeOrder (http://localhost:4173/assets/checkout-page-AbC123.js:1:2345)\n' +
  '    at onClick (http://localhost:4173/assets/app-Xyz789.js:4:567)';

let ids = 0;
function report(overrides: Record<string, unknown> = {}) {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    kind: 'error',
    message: 'Cannot read properties of undefined',
    stack: STACK,
    route: '/checkout',
    release: '1.4.0',
    user_agent: 'ignored: the request says',
    occurred_at: new Date().toISOString(),
    ...overrides,
  };
}

describe('client error reports', () => {
  let server: TestServer;
  /** A POST as navigator.sendBeacon makes it: text/plain, the key in the query string. */
  const beacon = async (batch: unknown) => {
    const response = await fetch(
      `${server.url}/rest/v1/rpc/report_client_errors?apikey=${server.anonKey}`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Phone/1.0' },
        body: JSON.stringify(batch),
      },
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const stored = async () =>
    (
      await server.engine.query<{ message: string; route: string; user_agent: string }>(
        'select message, route, user_agent, top_frame from public.client_errors order by received_at, id',
      )
    ).rows;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stores a beacon batch once, scrubbed of personal data', async () => {
    const first = report({
      message:
        'Order for ravi.kumar@example.com, phone +91 98765 43210, token eyJhbGciOi.eyJzdWIi.c2ln failed',
      route: '/order-success/3f2a1b4c-1111-4222-8333-444455556666?phone=9876543210',
    });
    expect(await beacon({ session: 'page-1', reports: [first] })).toEqual({
      status: 200,
      body: 1,
    });
    // The same batch again (a second tab, a retried beacon): nothing new.
    expect(await beacon({ session: 'page-1', reports: [first] })).toEqual({
      status: 200,
      body: 0,
    });
    expect(await stored()).toEqual([
      {
        message: 'Order for [email], phone [number], token [token] failed',
        route: '/order-success/[id]',
        user_agent: 'Phone/1.0',
        top_frame: 'http://localhost:4173/assets/checkout-page-AbC123.js:1:2345',
      },
    ]);
  });

  it('lets only a superadmin read them, grouped by message and top frame', async () => {
    await beacon({ session: 'page-2', reports: [report(), report({ release: '1.5.0' })] });
    const anon = await server.client().from('client_errors').select('message');
    expect(anon.error?.message).toBe('permission denied for table client_errors');
    const anonGroups = await server.client().rpc('client_error_groups');
    expect(anonGroups.error?.message).toBe('permission denied for function client_error_groups');

    const user = server.client();
    await user.auth.signInWithPassword({ email: 'user@mgrid.local', password: 'mgrid-demo' });
    expect((await user.from('client_errors').select('message')).data).toEqual([]);
    expect((await user.rpc('client_error_groups')).data).toEqual([]);

    const superadmin = server.client();
    await superadmin.auth.signInWithPassword({
      email: 'superadmin@mgrid.local',
      password: 'mgrid-demo',
    });
    const { data, error } = await superadmin.rpc('client_error_groups');
    expect(error).toBeNull();
    expect(
      (data as Record<string, unknown>[]).map(({ first_seen, last_seen, ...group }) => {
        expect(Date.parse(String(last_seen))).toBeGreaterThanOrEqual(
          Date.parse(String(first_seen)),
        );
        return group;
      }),
    ).toEqual([
      {
        message: 'Cannot read properties of undefined',
        top_frame: 'http://localhost:4173/assets/checkout-page-AbC123.js:1:2345',
        kind: 'error',
        reports: 2,
        releases: ['1.4.0', '1.5.0'],
        routes: ['/checkout'],
        latest_stack: STACK,
      },
      {
        message: 'Order for [email], phone [number], token [token] failed',
        top_frame: 'http://localhost:4173/assets/checkout-page-AbC123.js:1:2345',
        kind: 'error',
        reports: 1,
        releases: ['1.4.0'],
        routes: ['/order-success/[id]'],
        latest_stack: STACK,
      },
    ]);
  });

  it('refuses a batch above the limits in words and stores none of it', async () => {
    const before = (await stored()).length;
    const big = await beacon({
      session: 'page-3',
      reports: Array.from({ length: 11 }, () => report()),
    });
    expect(big).toMatchObject({
      status: 400,
      body: { message: 'Too many error reports in one batch (at most 10).' },
    });

    // This address has sent 3 reports; 5 are allowed in the window.
    await server.engine.query('update private.client_error_limits set max_reports = 5');
    expect(await beacon({ session: 'page-3', reports: [report(), report()] })).toEqual({
      status: 200,
      body: 2,
    });
    const refused = await beacon({ session: 'page-4', reports: [report()] });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Too many error reports from this connection. Please try again later.' },
    });
    expect((await stored()).length).toBe(before + 2);

    // Per session as well: a fresh address budget, the session's own is spent.
    await server.engine.query("delete from private.client_error_budget where key like 'ip:%'");
    await server.engine.query('update private.client_error_limits set max_reports = 2');
    const session = await beacon({ session: 'page-3', reports: [report()] });
    expect(session).toMatchObject({
      status: 429,
      body: { message: 'Too many error reports from this session. Please try again later.' },
    });
    expect((await stored()).length).toBe(before + 2);
  });

  it('checks a spent budget before reading a single report', async () => {
    await server.engine.query('update private.client_error_limits set max_reports = 30');
    await server.engine.query('delete from private.client_error_budget');
    const sent = Array.from({ length: 3 }, (_, i) =>
      beacon({ session: `spent-${i}`, reports: Array.from({ length: 10 }, () => report()) }),
    );
    expect((await Promise.all(sent)).map((a) => a.status)).toEqual([200, 200, 200]);
    // A report that cannot even be read (its id is no uuid) would be a 400 if it were read.
    const refused = await beacon({ session: 'spent-9', reports: [report({ id: 'not-a-uuid' })] });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Too many error reports from this connection. Please try again later.' },
    });
    // With budget left, the same report is read and refused for what it is.
    await server.engine.query('delete from private.client_error_budget');
    const unreadable = await beacon({
      session: 'spent-9',
      reports: [report({ id: 'not-a-uuid' })],
    });
    expect(unreadable).toMatchObject({ status: 400, body: { code: '22P02' } });
  });
});
