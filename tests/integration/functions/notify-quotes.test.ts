// Quotations through supabase/functions/notify on the real local server: staff save
// and send a buyer's requested quote, and the buyer's email and SMS arrive in the local
// outbox with the quote's number, total, validity and a link to its page on the site
// (SITE_URL + /quote/<token>); the shop's email about a buyer's change request links to the
// quote desk.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startNotificationSender,
  type NotificationSender,
} from '../../../supabase/local/app-host/notifications.ts';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';

interface Outboxed {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
}

const SITE = 'https://shop.mgrid.test';
// Valid for 30 days from today: '2026-12-26' and '26 December 2026'.
const VALID = new Date(Date.now() + 30 * 86_400_000);
const VALID_DATE = VALID.toISOString().slice(0, 10);
const VALID_WORDS = VALID.toLocaleDateString('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

describe.each(ENGINES)('quotation messages through the notify function on %s', (kind) => {
  let server: TestServer;
  let sender: NotificationSender;
  let admin: SupabaseClient;
  const previousSite = process.env.SITE_URL;

  const invoke = async () => {
    const response = await fetch(`${server.url}/functions/v1/notify`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${server.serviceRoleKey}` },
    });
    return { status: response.status, body: (await response.json()) as { sent: number } };
  };
  const outbox = async (recipient: string): Promise<Outboxed[]> => {
    const response = await fetch(
      `${server.url}/auth/v1/outbox?recipient=${encodeURIComponent(recipient)}&limit=100`,
      {
        headers: {
          apikey: server.serviceRoleKey,
          authorization: `Bearer ${server.serviceRoleKey}`,
        },
      },
    );
    const rows = (await response.json()) as Outboxed[];
    return rows.reverse().map(({ channel, recipient: to, subject, body }) => ({
      channel,
      recipient: to,
      subject,
      body,
    }));
  };

  beforeAll(async () => {
    process.env.SITE_URL = `${SITE}/`;
    server = await startTestServer(kind);
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
    // Whatever the seed left unsent goes first.
    expect((await invoke()).status).toBe(200);
  });
  afterAll(async () => {
    await sender?.close();
    await server?.stop();
    if (previousSite === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = previousSite;
  });

  it('sends the buyer the quote by email and SMS with the link to its page', async () => {
    const id = randomUUID();
    const email = `contractor.${kind}@example.com`;
    const { error } = await server
      .client()
      .from('leads')
      .insert({
        id,
        name: 'Ravi Kulkarni',
        phone: '98450 12345',
        email,
        source: 'quote',
        quote_request: {
          lines: [
            { productId: 'sl02', quantity: 10 },
            { productId: 'tp160', quantity: 10 },
          ],
          delivery_state: 'Karnataka',
        },
      });
    expect(error).toBeNull();
    const saved = await admin.rpc('quote_action', {
      quote_id: id,
      action: 'save',
      args: {
        lines: [
          { productId: 'sl02', quantity: 10, discount_percent: 5 },
          { productId: 'tp160', quantity: 10, discount_percent: 5 },
        ],
        valid_until: VALID_DATE,
      },
    });
    expect(saved.error).toBeNull();
    const number = (saved.data as { number: string }).number;
    const sent = await admin.rpc('quote_action', { quote_id: id, action: 'send', args: {} });
    expect(sent.error).toBeNull();
    const token = (sent.data as { token: string }).token;

    expect(await invoke()).toMatchObject({ status: 200, body: { sent: 2 } });
    const link = `${SITE}/quote/${token}`;
    expect(await outbox(email)).toEqual([
      {
        channel: 'email',
        recipient: email,
        subject: `Your quotation ${number} from MGRID`,
        body: `Hello Ravi Kulkarni, here is your quotation ${number} for ₹1,34,881, valid until ${VALID_WORDS}. View it, download the PDF and accept it online: ${link}`,
      },
    ]);
    expect(await outbox('919845012345')).toContainEqual({
      channel: 'sms',
      recipient: '919845012345',
      subject: null,
      body: `MGRID: quotation ${number} for ₹1,34,881, valid until ${VALID_WORDS}: ${link}`,
    });

    // The buyer asks for changes: the shop's inbox gets a link to the quote desk.
    const asked = await server
      .client()
      .rpc('ask_quote_changes', { token, message: 'Can you deliver by Friday?' });
    expect(asked.error).toBeNull();
    const { rows } = await server.engine.query<{ contact_email: string }>(
      `select contact_email from public.site_settings where id = 'default'`,
    );
    expect(await invoke()).toMatchObject({ status: 200, body: { sent: 1 } });
    const shop = await outbox(rows[0]!.contact_email);
    expect(shop.at(-1)).toEqual({
      channel: 'email',
      recipient: rows[0]!.contact_email,
      subject: `Changes asked for quotation ${number}`,
      body: `Ravi Kulkarni asks for changes to quotation ${number}: "Can you deliver by Friday?" Open it in the quote desk: ${SITE}/admin/quotes/${id}`,
    });
  });
});
