// Quotations, the buyer's acceptance and the desk: a sent quote becomes an order at
// its prices, agreeing to the paisa (lines, GST, delivery, total, and the invoice it is
// confirmed with); accepting is refused in words before it is sent, after it expired, after
// staff changed it, after it was declined and once it has been accepted; two accepts at once
// (two PostgreSQL connections) make one order; the buyer's request for changes reaches the
// timeline and the shop's inbox, at most 10 an hour from one address; admin_quotes and admin_quote are staff-only.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs } from '../support/db-actors.ts';
import { act } from '../fixtures/orders.ts';
import {
  DELIVERY,
  FIELD_QUOTE,
  acceptQuote,
  quoteAction,
  requestQuote,
  storedQuote,
} from '../fixtures/quotes.ts';

interface StoredOrder {
  quote_id: string | null;
  user_id: string | null;
  items: Record<string, unknown>[];
  subtotal_in_paise: number;
  gst_in_paise: number;
  delivery_fee_in_paise: number;
  total_in_paise: number;
  tax_split: string;
  buyer_gstin: string | null;
  state: string;
}

describe.each(ENGINES)('accepting quotations on %s', (kind) => {
  const { db, a } = withActors(kind);
  const orderOf = async (id: string) =>
    (
      await db.engine.query<StoredOrder>(
        `select quote_id, user_id, items, subtotal_in_paise::int as subtotal_in_paise,
                gst_in_paise::int as gst_in_paise, delivery_fee_in_paise::int as delivery_fee_in_paise,
                total_in_paise::int as total_in_paise, tax_split, buyer_gstin, state
         from public.orders where id = $1`,
        [id],
      )
    ).rows[0]!;
  /** A field quote of 10 SL02 at 5% off and 3 ML01 at ₹3,399 (list ₹3,499), ₹250 delivery, sent. */
  const sentQuote = async (extra: Record<string, unknown> = {}) => {
    const id = randomUUID();
    await quoteAction(db.engine, a.admin, id, 'save', {
      ...FIELD_QUOTE,
      buyer_gstin: '29AAGCB7383J1Z4',
      lines: [
        { productId: 'sl02', quantity: 10, discount_percent: 5 },
        { productId: 'ml01', quantity: 3, unit_in_paise: 339_900 },
      ],
      delivery_fee_in_paise: 25_000,
      ...extra,
    });
    await quoteAction(db.engine, a.admin, id, 'send', { channels: ['email'] });
    return storedQuote(db.engine, id);
  };

  it('places the order at the quote’s prices, agreeing to the paisa, and invoices it so', async () => {
    const quote = await sentQuote();
    // SL02: ₹11,999 - 5% = ₹11,399.05 a unit; ML01 at ₹3,399 (2.86% below its list price).
    const answer = await acceptQuote(db.engine, a.user, quote.token, quote.revision);
    expect(answer.order_number).toBe(
      `MG-${answer.order_id.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
    );
    const order = await orderOf(answer.order_id);
    expect(order).toMatchObject({
      quote_id: quote.id,
      user_id: a.user.id,
      subtotal_in_paise: quote.subtotal_in_paise,
      gst_in_paise: quote.gst_in_paise,
      delivery_fee_in_paise: 25_000,
      total_in_paise: quote.total_in_paise,
      tax_split: 'igst',
      buyer_gstin: '29AAGCB7383J1Z4',
      state: 'Karnataka',
    });
    expect(quote.total_in_paise).toBe(11_399_050 + 1_019_700 + 25_000);
    expect(order.items).toEqual([
      {
        productId: 'sl02',
        name: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
        quantity: 10,
        unitPriceInPaise: 1_139_905,
        listUnitPriceInPaise: 1_199_900,
        discountPercent: 5,
        discountInPaise: 599_950,
        gstRate: 18,
        priceInclusive: true,
        hsnCode: '9015',
        lineAmountInPaise: 11_399_050,
        gstInPaise: 1_738_838,
        lineTotalInPaise: 11_399_050,
      },
      expect.objectContaining({
        productId: 'ml01',
        quantity: 3,
        unitPriceInPaise: 339_900,
        listUnitPriceInPaise: 339_900,
        discountInPaise: 0,
        lineAmountInPaise: 1_019_700,
      }),
    ]);
    const after = await storedQuote(db.engine, quote.id);
    expect(after).toMatchObject({ status: 'converted', order_id: answer.order_id });

    const confirmed = await act(db.engine, a.admin, answer.order_id, 'confirm');
    const invoice = await db.engine.query<{ total: number; lines: Record<string, unknown>[] }>(
      `select total_in_paise::int as total, lines from public.invoices
       where order_id = $1 and kind = 'invoice'`,
      [answer.order_id],
    );
    expect(confirmed.invoice_number).toBeTruthy();
    expect(invoice.rows[0]!.total).toBe(quote.total_in_paise);
    expect(invoice.rows[0]!.lines[0]).toMatchObject({
      unit_price_in_paise: 1_199_900,
      discount_in_paise: 599_950,
      taxable_in_paise: 11_399_050 - 1_738_838,
      total_in_paise: 11_399_050,
    });
  });

  it('refuses in words: not sent, changed, expired, declined, already accepted', async () => {
    const draft = randomUUID();
    await quoteAction(db.engine, a.admin, draft, 'save', {
      ...FIELD_QUOTE,
      lines: [{ productId: 'tp160', quantity: 2 }],
    });
    const draftToken = (await storedQuote(db.engine, draft)).token;
    expect((await pgError(acceptQuote(db.engine, null, draftToken, 1))).message).toBe(
      'This quotation is not ready yet.',
    );

    const quote = await sentQuote();
    await quoteAction(db.engine, a.admin, quote.id, 'save', { notes: 'Price held for 15 days' });
    await quoteAction(db.engine, a.admin, quote.id, 'send', { channels: ['sms'] });
    const changed = await pgError(acceptQuote(db.engine, null, quote.token, quote.revision));
    expect(changed.message).toBe(
      'This quotation was changed after you opened it. Please review the new version.',
    );
    expect(changed.code).toBe('23514');

    await db.engine.query(`update public.quotes set valid_until = '2026-11-01' where id = $1`, [
      quote.id,
    ]);
    expect((await pgError(acceptQuote(db.engine, null, quote.token, 2))).message).toBe(
      'This quotation expired on 1 November 2026. Ask us for a new one.',
    );
    const expired = await runAs<{ quote: { status: string } }>(
      db.engine,
      null,
      'select public.get_quote($1) as quote',
      [quote.token],
    );
    expect(expired.rows[0]!.quote.status).toBe('expired');

    const declined = await sentQuote();
    await quoteAction(db.engine, a.admin, declined.id, 'decline', {
      reason: 'Customer bought locally',
    });
    expect((await pgError(acceptQuote(db.engine, null, declined.token, 1))).message).toBe(
      'This quotation was declined. Ask us for a new one.',
    );

    const once = await sentQuote();
    const first = await acceptQuote(db.engine, null, once.token, 1);
    expect((await pgError(acceptQuote(db.engine, null, once.token, 1))).message).toBe(
      `This quotation has already been accepted: order ${first.order_number}.`,
    );
    expect(
      (await pgError(quoteAction(db.engine, a.admin, once.id, 'save', { notes: 'x' }))).message,
    ).toBe(`This quotation has already been accepted: order ${first.order_number}.`);
    expect(
      (
        await pgError(
          acceptQuote(db.engine, null, (await sentQuote()).token, 1, {
            ...DELIVERY,
            pin_code: '12',
          }),
        )
      ).message,
    ).toBe('Please enter a valid 6-digit PIN code');
    const orders = await db.engine.query<{ n: number }>(
      'select count(*)::int as n from public.orders where quote_id = any ($1::uuid[])',
      [[quote.id, declined.id, once.id, draft]],
    );
    expect(orders.rows[0]!.n).toBe(1);
  });

  it('gives the order the request’s lead and marks the lead converted', async () => {
    const lead = await requestQuote(db.engine, null, {
      request: { lines: [{ productId: 'tp160', quantity: 3 }], delivery_state: 'Karnataka' },
    });
    const saved = await quoteAction(db.engine, a.admin, lead, 'save', {});
    await quoteAction(db.engine, a.admin, lead, 'send', { channels: ['sms'] });
    const quote = await storedQuote(db.engine, lead);
    const answer = await acceptQuote(db.engine, null, quote.token, quote.revision);
    const { rows } = await db.engine.query<{ lead_id: string; status: string; notes: string }>(
      `select o.lead_id, l.status, l.notes from public.orders o
       join public.leads l on l.id = o.lead_id where o.id = $1`,
      [answer.order_id],
    );
    expect(rows).toEqual([
      {
        lead_id: lead,
        status: 'converted',
        notes: `Quotation ${saved.number} accepted: order ${answer.order_number} of ₹6,597.`,
      },
    ]);
  });

  it('never lets a client set quote_id on an order it places itself', async () => {
    const quote = await sentQuote();
    const id = randomUUID();
    await runAs(
      db.engine,
      null,
      `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
         items, payment_method, quote_id)
       values ($1, 'Asha', '9876543210', '1 Road', 'Pune', 'Maharashtra', '411001',
               '[{"productId": "sl02", "quantity": 10}]', 'cod', $2)`,
      [id, quote.id],
    );
    const order = await orderOf(id);
    expect(order.quote_id).toBeNull();
    // Priced by the order rule: 10 at the bulk ₹11,999, no discount.
    expect(order.subtotal_in_paise).toBe(11_999_000);
  });

  it('takes the buyer’s changes to the timeline and the shop’s inbox', async () => {
    const quote = await sentQuote();
    await runAs(db.engine, null, 'select public.ask_quote_changes($1, $2)', [
      quote.token,
      'Can you do 12 units at the same price?',
    ]);
    const events = await db.engine.query<{ kind: string; message: string }>(
      `select kind, detail ->> 'message' as message from public.quote_events
       where quote_id = $1 and kind = 'change_requested'`,
      [quote.id],
    );
    expect(events.rows).toEqual([
      { kind: 'change_requested', message: 'Can you do 12 units at the same price?' },
    ]);
    const mail = await db.engine.query<{
      recipient: string;
      subject: string;
      body: string;
      link_path: string;
    }>(
      `select n.recipient, n.subject, n.body, n.link_path from public.notifications n
       join public.site_settings s on s.id = 'default' and n.recipient = s.contact_email
       where n.quote_id = $1`,
      [quote.id],
    );
    expect(mail.rows).toEqual([
      {
        recipient: expect.stringContaining('@') as string,
        subject: `Changes asked for quotation ${quote.number}`,
        body: `Ravi Kulkarni asks for changes to quotation ${quote.number}: "Can you do 12 units at the same price?" Open it in the quote desk: {link}`,
        link_path: `/admin/quotes/${quote.id}`,
      },
    ]);
    expect(
      (
        await pgError(
          runAs(db.engine, null, 'select public.ask_quote_changes($1, $2)', [quote.token, ' ']),
        )
      ).message,
    ).toBe('Please write what you would like changed.');
  });

  it('takes at most 10 messages an hour from one address across all its quotations', async () => {
    const quotes = [await sentQuote(), await sentQuote(), await sentQuote()];
    const ask = (token: string, ip: string, words: string) =>
      asRequest(
        db.engine,
        null,
        (tx) => tx.query('select public.ask_quote_changes($1, $2)', [token, words]),
        { headers: { 'x-forwarded-for': ip } },
      );
    for (let i = 0; i < 10; i++) await ask(quotes[i % 3]!.token, '203.0.113.40', `Change ${i}`);
    const refused = await pgError(ask(quotes[2]!.token, '203.0.113.40', 'One more'));
    expect([refused.code, refused.message]).toEqual([
      'PT429',
      'You have sent us many messages about quotations: please call us instead.',
    ]);
    // Another address still reaches the shop; nothing of the refused message was kept.
    await ask(quotes[2]!.token, '203.0.113.41', 'From the site office');
    const { rows } = await db.engine.query<{ message: string }>(
      `select detail ->> 'message' as message from public.quote_events
       where quote_id = any ($1) and kind = 'change_requested' order by created_at`,
      [quotes.map((q) => q.id)],
    );
    expect(rows.map((r) => r.message)).toEqual([
      ...Array.from({ length: 10 }, (_, i) => `Change ${i}`),
      'From the site office',
    ]);
    const mails = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from public.notifications n
       join public.site_settings s on s.id = 'default' and n.recipient = s.contact_email
       where n.quote_id = any ($1)`,
      [quotes.map((q) => q.id)],
    );
    expect(mails.rows[0]!.n).toBe(11);
  });

  it('lists quotes for staff with counts and search, and shows one with its events', async () => {
    const requested = await requestQuote(db.engine, null, {
      name: 'Meera Desk',
      request: { lines: [{ productId: 'tp160', quantity: 4 }], delivery_state: 'Kerala' },
    });
    const sent = await sentQuote({ customer_name: 'Meera Desk' });
    const desk = await runAs<{
      answer: {
        rows: { id: string; status: string }[];
        total: number;
        counts: Record<string, number>;
      };
    }>(
      db.engine,
      a.admin,
      `select public.admin_quotes('{"search": "meera desk"}'::jsonb, 1, 10) as answer`,
    );
    expect(desk.rows[0]!.answer.rows.map((r) => [r.id, r.status])).toEqual([
      [sent.id, 'sent'],
      [requested, 'requested'],
    ]);
    expect(desk.rows[0]!.answer).toMatchObject({ total: 2, counts: { requested: 1, sent: 1 } });
    const onlySent = await runAs<{ answer: { total: number } }>(
      db.engine,
      a.admin,
      `select public.admin_quotes('{"search": "meera desk", "status": ["sent"]}'::jsonb, 1, 10) as answer`,
    );
    expect(onlySent.rows[0]!.answer.total).toBe(1);

    const one = await runAs<{
      quote: { events: { kind: string }[]; lead: { id: string } | null; stored_status: string };
    }>(db.engine, a.admin, 'select public.admin_quote($1) as quote', [requested]);
    expect(one.rows[0]!.quote).toMatchObject({
      stored_status: 'requested',
      lead: { id: requested },
    });
    expect(one.rows[0]!.quote.events.map((e) => e.kind)).toEqual(['requested']);

    expect((await pgError(runAs(db.engine, a.user, 'select public.admin_quotes()'))).code).toBe(
      '42501',
    );
    expect(
      (await pgError(runAs(db.engine, null, 'select public.admin_quote($1)', [requested]))).code,
    ).toBe('42501');
  });

  if (kind === 'postgres') {
    it('makes one order from two accepts at the same moment (two connections)', async () => {
      const quote = await sentQuote();
      const engine = await openPostgres(db.url!, 2);
      try {
        let arrived = 0;
        let release!: () => void;
        const allIn = new Promise<void>((resolve) => (release = resolve));
        const results = await Promise.allSettled(
          [0, 1].map(() =>
            asRequest(engine, null, async (tx) => {
              await tx.query('select 1');
              if (++arrived === 2) release();
              await allIn;
              const { rows } = await tx.query<{ answer: { order_number: string } }>(
                'select public.accept_quote($1, $2, $3::jsonb, $4) as answer',
                [quote.token, quote.revision, JSON.stringify(DELIVERY), 'cod'],
              );
              return rows[0]!.answer.order_number;
            }),
          ),
        );
        const placed = results.filter((r) => r.status === 'fulfilled');
        const refused = results.filter((r) => r.status === 'rejected');
        expect(placed).toHaveLength(1);
        expect(refused.map((r) => (r.reason as Error).message)).toEqual([
          `This quotation has already been accepted: order ${(placed[0] as PromiseFulfilledResult<string>).value}.`,
        ]);
        const orders = await db.engine.query<{ n: number }>(
          'select count(*)::int as n from public.orders where quote_id = $1',
          [quote.id],
        );
        expect(orders.rows[0]!.n).toBe(1);
      } finally {
        await engine.close();
      }
    });
  }
});
