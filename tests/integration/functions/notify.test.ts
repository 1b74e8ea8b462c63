// supabase/functions/notify on the real local server, wired as `npm start` wires it: the
// app host's webhook lands each buyer message in the local mail/SMS outbox. An order placed
// with an email and a phone, then confirmed, packed and shipped by an admin, gives one email
// and one SMS per event naming the order, its status and the tracking; a second run, or two
// runs at once, send nothing twice; a failing provider is recorded and tried again later;
// only the service role may run it.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startNotificationSender,
  type NotificationSender,
} from '../../../supabase/local/app-host/notifications.ts';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';

interface Answer {
  status: number;
  body: { claimed?: number; sent?: number; failed?: { id: string; error: string }[] } & {
    error?: string;
    msg?: string;
  };
}

interface Outboxed {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
}

let server: TestServer;
let sender: NotificationSender;
let admin: SupabaseClient;

async function invoke(key = server.serviceRoleKey): Promise<Answer> {
  const response = await fetch(`${server.url}/functions/v1/notify`, {
    method: 'POST',
    headers: { apikey: server.anonKey, authorization: `Bearer ${key}` },
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** Everything the outbox holds for one recipient, oldest first. */
async function outbox(recipient: string): Promise<Outboxed[]> {
  const response = await fetch(
    `${server.url}/auth/v1/outbox?recipient=${encodeURIComponent(recipient)}&limit=100`,
    {
      headers: { apikey: server.serviceRoleKey, authorization: `Bearer ${server.serviceRoleKey}` },
    },
  );
  const rows = (await response.json()) as Outboxed[];
  return rows.reverse().map(({ channel, recipient: to, subject, body }) => ({
    channel,
    recipient: to,
    subject,
    body,
  }));
}

let buyer = 0;
/** A guest's order with an email and a phone, as the app's outbox sends it. */
async function placeOrder() {
  buyer += 1;
  const id = randomUUID();
  const phone = `98765 ${String(10000 + buyer)}`;
  const email = `buyer${buyer}.notify@example.com`;
  const { error } = await server
    .client()
    .from('orders')
    .insert({
      id,
      customer_name: 'Asha Patil',
      phone,
      email,
      address_line1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pin_code: '411001',
      items: [{ productId: 'ml01', quantity: 1 }],
      payment_method: 'cod',
    });
  expect(error).toBeNull();
  const number = `MG-${id.slice(0, 8).toUpperCase()}`;
  return { id, number, email, sms: `91${phone.replace(/\D/g, '')}` };
}

async function act(orderId: string, action: string, args: Record<string, unknown> = {}) {
  const { error } = await admin.rpc('order_action', { order_id: orderId, action, args });
  expect(error).toBeNull();
}

async function stored(orderId: string) {
  const { rows } = await server.engine.query<{
    channel: string;
    sent: boolean;
    attempts: number;
    last_error: string | null;
  }>(
    `select channel, sent_at is not null as sent, attempts, last_error
     from public.notifications where order_id = $1 order by created_at, channel`,
    [orderId],
  );
  return rows;
}

const SHIPPING = {
  courier: 'Delhivery',
  tracking_number: '1490 2231 7781',
  tracking_url: 'https://www.delhivery.com/track/package/149022317781',
};

describe.each(ENGINES)('notify function on %s', (kind) => {
  beforeAll(async () => {
    server = await startTestServer(kind);
    // Called by the tests, not by its timer or the database's wake-up, so each run is counted.
    sender = await startNotificationSender(
      { apiUrl: server.url, config: server.config, engine: server.engine, log: () => undefined },
      { intervalMs: 0, listen: false },
    );
    admin = server.client();
    const { error } = await admin.auth.signInWithPassword({
      email: 'admin@mgrid.local',
      password: 'mgrid-demo',
    });
    expect(error).toBeNull();
    // The seed's demo order was placed before the sender ran: its two messages go first.
    expect(await invoke()).toEqual({ status: 200, body: { claimed: 2, sent: 2, failed: [] } });
  });
  afterAll(async () => {
    await sender?.close();
    await server?.stop();
  });
  afterEach(() => {
    delete process.env.NOTIFY_RETRY_SECONDS;
    process.env.NOTIFY_WEBHOOK_URL = sender.webhookUrl;
  });

  it('sends one email and one SMS per event, naming the order, its status and tracking', async () => {
    const order = await placeOrder();
    await act(order.id, 'confirm');
    await act(order.id, 'pack');
    await act(order.id, 'ship', SHIPPING);

    expect(await invoke()).toEqual({ status: 200, body: { claimed: 8, sent: 8, failed: [] } });

    const n = order.number;
    expect(await outbox(order.email)).toEqual(
      [
        [
          `We have received your order ${n}`,
          `Hello Asha Patil, thank you for your order ${n} of ₹3,649 (cash on delivery). Status: received. We will confirm it shortly.`,
        ],
        [
          `Your order ${n} is confirmed`,
          `Hello Asha Patil, your order ${n} is confirmed. We will tell you when it is packed and shipped.`,
        ],
        [
          `Your order ${n} is packed`,
          `Hello Asha Patil, your order ${n} is packed and will ship soon.`,
        ],
        [
          `Your order ${n} has shipped`,
          `Hello Asha Patil, your order ${n} has shipped with Delhivery, tracking number 149022317781. Track it at https://www.delhivery.com/track/package/149022317781`,
        ],
      ].map(([subject, body]) => ({ channel: 'email', recipient: order.email, subject, body })),
    );
    expect(await outbox(order.sms)).toEqual(
      [
        `MGRID: we have received your order ${n} of ₹3,649. We will confirm it shortly.`,
        `MGRID: your order ${n} is confirmed.`,
        `MGRID: your order ${n} is packed and will ship soon.`,
        `MGRID: your order ${n} has shipped with Delhivery, tracking number 149022317781. https://www.delhivery.com/track/package/149022317781`,
      ].map((body) => ({ channel: 'sms', recipient: order.sms, subject: null, body })),
    );
    const rows = await stored(order.id);
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.sent && r.attempts === 1 && r.last_error === null)).toBe(true);

    // A second run finds nothing to send.
    expect(await invoke()).toEqual({ status: 200, body: { claimed: 0, sent: 0, failed: [] } });
    expect(await outbox(order.email)).toHaveLength(4);
    expect(await outbox(order.sms)).toHaveLength(4);
  });

  it('two runs at once send each message once', async () => {
    const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
    for (const order of orders) await act(order.id, 'confirm');
    const answers = await Promise.all([invoke(), invoke(), invoke()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.body.sent!, 0)).toBe(12);
    for (const order of orders) {
      expect((await outbox(order.email)).map((m) => m.subject)).toEqual([
        `We have received your order ${order.number}`,
        `Your order ${order.number} is confirmed`,
      ]);
      expect(await outbox(order.sms)).toHaveLength(2);
    }
  });

  it('records a failing provider and tries again after the retry delay', async () => {
    const failing: Server = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"message": "SMS gateway down for maintenance"}');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      process.env.NOTIFY_WEBHOOK_URL = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/`;
      process.env.NOTIFY_RETRY_SECONDS = '2';
      const order = await placeOrder();
      const answer = await invoke();
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ claimed: 2, sent: 0 });
      expect(answer.body.failed!.map((f) => f.error)).toEqual([
        'webhook answered 503: {"message": "SMS gateway down for maintenance"}',
        'webhook answered 503: {"message": "SMS gateway down for maintenance"}',
      ]);
      expect(await stored(order.id)).toEqual([
        {
          channel: 'email',
          sent: false,
          attempts: 1,
          last_error: 'webhook answered 503: {"message": "SMS gateway down for maintenance"}',
        },
        {
          channel: 'sms',
          sent: false,
          attempts: 1,
          last_error: 'webhook answered 503: {"message": "SMS gateway down for maintenance"}',
        },
      ]);

      // The provider is back, but the messages wait for their retry time.
      process.env.NOTIFY_WEBHOOK_URL = sender.webhookUrl;
      expect((await invoke()).body).toEqual({ claimed: 0, sent: 0, failed: [] });
      await new Promise((resolve) => setTimeout(resolve, 2200));
      expect((await invoke()).body).toEqual({ claimed: 2, sent: 2, failed: [] });
      expect(await stored(order.id)).toEqual([
        { channel: 'email', sent: true, attempts: 2, last_error: null },
        { channel: 'sms', sent: true, attempts: 2, last_error: null },
      ]);
      expect((await outbox(order.email)).map((m) => m.subject)).toEqual([
        `We have received your order ${order.number}`,
      ]);
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it('refuses callers without the service role, and sends nothing for them', async () => {
    const order = await placeOrder();
    expect(await invoke(server.anonKey)).toEqual({
      status: 403,
      body: { error: 'Only the service role may send notifications' },
    });
    const session = (await admin.auth.getSession()).data.session!;
    expect((await invoke(session.access_token)).status).toBe(403);
    const response = await fetch(`${server.url}/functions/v1/notify`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await stored(order.id)).toEqual([
      { channel: 'email', sent: false, attempts: 0, last_error: null },
      { channel: 'sms', sent: false, attempts: 0, last_error: null },
    ]);
    // The service role cannot be had through the database either: the claim is its alone.
    const { error } = await admin.rpc('claim_notifications', {});
    expect(error?.code).toBe('42501');
    expect((await invoke()).body).toMatchObject({ claimed: 2, sent: 2 });
  });

  it('locally, the app host sends new messages by itself as the database writes them', async () => {
    const live = await startNotificationSender(
      { apiUrl: server.url, config: server.config, engine: server.engine, log: () => undefined },
      { intervalMs: 0 },
    );
    try {
      const order = await placeOrder();
      const deadline = Date.now() + 10_000;
      while ((await outbox(order.sms)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await outbox(order.sms)).map((m) => m.body)).toEqual([
        `MGRID: we have received your order ${order.number} of ₹3,649. We will confirm it shortly.`,
      ]);
    } finally {
      await live.close();
    }
  });
});
