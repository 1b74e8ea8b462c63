// Quotations, the buyer's side and the staff's edits: a request (a lead with
// quote_request) makes a priced quote or is refused in words; a buyer reads only their quote,
// by its link's token or their account, and visitors cannot select public.quotes; staff save
// (numbered in a series of its own per financial year, consecutive, a refused save taking no
// number), discount up to their limit or their permission's (until it expires), and send
// (email and SMS with the link); field quotes arrive through staff_commands once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs } from '../support/db-actors.ts';
import {
  FIELD_QUOTE,
  quoteAction,
  requestQuote,
  storedQuote,
  type QuoteLine,
} from '../fixtures/quotes.ts';

const SL02 = 'MGRID SL02 Self-Levelling Crossline Laser Pro';
const TOKEN = 'dev1ce-made-token_0123456789abcdefghij';

// 10 SL02 at the bulk price ₹11,999 and 10 TP160 at ₹2,199, GST (18%) included, delivered free.
const LIST_TOTAL = 11_999_00 * 10 + 2_199_00 * 10;
const LIST_GST = 1_830_356 + 335_441;

describe.each(ENGINES)('quotations on %s', (kind) => {
  const { db, a } = withActors(kind);
  const setClock = (at: string | null) =>
    db.engine.query('update private.document_clock set fixed_at = $1::timestamptz', [at]);
  const lines = (discount?: number): QuoteLine[] => [
    {
      productId: 'sl02',
      quantity: 10,
      ...(discount === undefined ? {} : { discount_percent: discount }),
    },
    {
      productId: 'tp160',
      quantity: 10,
      ...(discount === undefined ? {} : { discount_percent: discount }),
    },
  ];
  const fieldQuote = (quoteLines: QuoteLine[] = lines(), actor = a.admin, id = randomUUID()) =>
    quoteAction(db.engine, actor, id, 'save', { ...FIELD_QUOTE, lines: quoteLines });
  const getQuote = async (token: string, actor: typeof a.user | null = null) =>
    (
      await runAs<{ quote: Record<string, unknown> | null }>(
        db.engine,
        actor,
        'select public.get_quote($1) as quote',
        [token],
      )
    ).rows[0]!.quote;

  describe('a buyer asks for a quote', () => {
    it('makes a requested quote priced as an order would be, with the device’s token', async () => {
      const id = await requestQuote(db.engine, null, {
        request: {
          token: TOKEN,
          lines: [
            { productId: 'sl02', quantity: 6 },
            { productId: 'tp160', quantity: 10 },
            { productId: 'sl02', quantity: 4 },
          ],
          company: 'Kulkarni Interiors LLP',
          gstin: '29aagcb7383j1z4',
          delivery_state: 'karnataka',
        },
      });
      const quote = await storedQuote(db.engine, id);
      expect(quote).toMatchObject({
        status: 'requested',
        token: TOKEN,
        revision: 1,
        number: null,
        lead_id: id,
        user_id: null,
        customer_name: 'Ravi Kulkarni',
        delivery_state: 'Karnataka',
        buyer_gstin: '29AAGCB7383J1Z4',
        buyer_legal_name: 'Kulkarni Interiors LLP',
        subtotal_in_paise: LIST_TOTAL,
        gst_in_paise: LIST_GST,
        delivery_fee_in_paise: 0,
        total_in_paise: LIST_TOTAL,
        tax_split: 'igst',
        igst_in_paise: LIST_GST,
        cgst_in_paise: 0,
      });
      expect(quote.lines).toEqual([
        {
          productId: 'sl02',
          name: SL02,
          hsn: '9015',
          quantity: 10,
          list_unit_in_paise: 1_199_900,
          unit_in_paise: 1_199_900,
          discount_percent: 0,
          net_unit_in_paise: 1_199_900,
          price_inclusive: true,
          gst_rate: 18,
          amount_in_paise: 11_999_000,
          discount_in_paise: 0,
          taxable_in_paise: 11_999_000 - 1_830_356,
          gst_in_paise: 1_830_356,
          total_in_paise: 11_999_000,
        },
        expect.objectContaining({ productId: 'tp160', quantity: 10, unit_in_paise: 219_900 }),
      ]);
      const lead = await db.engine.query<{ source: string; interested_products: string[] }>(
        'select source, interested_products from public.leads where id = $1',
        [id],
      );
      expect(lead.rows[0]).toEqual({ source: 'quote', interested_products: ['sl02', 'tp160'] });
      const events = await db.engine.query<{ kind: string; actor_role: string }>(
        'select kind, actor_role from public.quote_events where quote_id = $1',
        [id],
      );
      expect(events.rows).toEqual([{ kind: 'requested', actor_role: 'customer' }]);
    });

    it('refuses a request with problems in words, storing no lead', async () => {
      const ask = (request: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
        pgError(requestQuote(db.engine, null, { request, ...extra }));
      const ok = { lines: [{ productId: 'sl02', quantity: 2 }], delivery_state: 'Goa' };
      expect((await ask({ ...ok, gstin: '29AAGCB7383J1Z5' })).message).toMatch(/check/i);
      expect((await ask({ ...ok, delivery_state: 'Atlantis' })).message).toBe(
        'Please choose a valid Indian state or union territory',
      );
      expect((await ask({ ...ok, lines: [] })).message).toBe(
        'A quotation needs at least one product.',
      );
      expect(
        (
          await ask({
            ...ok,
            lines: Array.from({ length: 51 }, () => ({ productId: 'sl02', quantity: 1 })),
          })
        ).message,
      ).toBe('A quotation can have at most 50 lines.');
      expect((await ask({ ...ok, lines: [{ productId: 'sl02', quantity: 0 }] })).message).toBe(
        'Quantity must be a whole number from 1 to 10000',
      );
      expect((await ask({ ...ok, lines: [{ productId: 'nope', quantity: 1 }] })).message).toBe(
        'Product nope is not available',
      );
      expect((await ask(ok, { phone: null, email: null })).message).toBe(
        'Please give a phone number or an email address so we can send your quotation.',
      );
      const error = await ask({ ...ok, gstin: '29AAGCB7383J1Z4' });
      expect(error.message).toBe('Please enter the registered business name for the GST invoice');
      expect(error.code).toBe('23514');
      const leads = await db.engine.query<{ n: number }>(
        `select count(*)::int as n from public.leads where quote_request ->> 'delivery_state' = 'Goa'`,
      );
      expect(leads.rows[0]!.n).toBe(0);
    });
  });

  describe('who reads a quote', () => {
    it('gives the link’s holder that quote, the account its own, visitors no table', async () => {
      const mine = await requestQuote(db.engine, a.user, {
        request: { lines: [{ productId: 'ml01', quantity: 1 }], delivery_state: 'Maharashtra' },
      });
      const theirs = await requestQuote(db.engine, a.user2, {
        request: { lines: [{ productId: 'tp160', quantity: 1 }], delivery_state: 'Goa' },
      });
      const token = (await storedQuote(db.engine, mine)).token;
      expect(token).toMatch(/^[0-9a-f]{64}$/);

      const seen = await getQuote(token);
      expect(seen).toMatchObject({
        id: mine,
        status: 'requested',
        number: null,
        buyer: { name: 'Ravi Kulkarni', state: 'Maharashtra', state_code: '27' },
        seller: {
          legal_name: 'MGRID Tools Private Limited',
          gstin: '27AABCM1234F1ZX',
          state_code: '27',
        },
        tax_split: 'cgst_sgst',
        // 1 ML01 at ₹3,499 (GST included), below ₹5,000: ₹150 delivery.
        subtotal_in_paise: 349_900,
        total_in_paise: 364_900,
        delivery_fee_in_paise: 15_000,
        amount_in_words: 'Rupees Three Thousand Six Hundred Forty-Nine Only',
      });
      expect(seen).not.toHaveProperty('lead_id');
      expect(await getQuote('0'.repeat(64))).toBeNull();

      const denied = await pgError(runAs(db.engine, null, 'select * from public.quotes'));
      expect(denied.code).toBe('42501');
      expect(
        (await pgError(runAs(db.engine, null, 'select * from public.quote_events'))).code,
      ).toBe('42501');
      const timeline = await runAs(db.engine, a.user, 'select * from public.quote_events');
      expect(timeline.rows).toEqual([]);
      const own = await runAs<{ id: string }>(db.engine, a.user, 'select id from public.quotes');
      expect(own.rows.map((r) => r.id)).toEqual([mine]);
      const other = await runAs<{ id: string }>(db.engine, a.user2, 'select id from public.quotes');
      expect(other.rows.map((r) => r.id)).toEqual([theirs]);

      const list = await runAs<{ quotes: { id: string; total_in_paise: number }[] }>(
        db.engine,
        a.user,
        'select public.my_quotes() as quotes',
      );
      expect(list.rows[0]!.quotes.map((q) => [q.id, q.total_in_paise])).toEqual([[mine, 364_900]]);
      const none = await runAs<{ quotes: unknown[] }>(
        db.engine,
        null,
        'select public.my_quotes() as quotes',
      );
      expect(none.rows[0]!.quotes).toEqual([]);
    });
  });

  describe('numbering', () => {
    it('numbers quotes in their own series per financial year, consecutive, none taken by a refusal', async () => {
      await setClock('2026-11-26T10:00:00+05:30');
      try {
        const first = await fieldQuote();
        expect(first.number).toMatch(/^MG\/QT\/2026-27\/\d{5}$/);
        const sequence = Number(first.number.slice(-5));
        const refused = await pgError(fieldQuote(lines(8)));
        expect(refused.message).toBe('A discount of 8% needs permission: your limit is 5%.');
        const second = await fieldQuote();
        const resaved = await quoteAction(db.engine, a.admin, first.id, 'save', {
          notes: 'Revised',
        });
        expect(resaved).toMatchObject({ number: first.number, revision: 2, status: 'draft' });
        const third = await fieldQuote();
        expect([second.number, third.number]).toEqual([
          `MG/QT/2026-27/${String(sequence + 1).padStart(5, '0')}`,
          `MG/QT/2026-27/${String(sequence + 2).padStart(5, '0')}`,
        ]);
        // Invoices keep their own series.
        const invoices = await db.engine.query<{ kind: string }>(
          `select kind from private.document_counters where financial_year = '26-27' order by kind`,
        );
        expect(invoices.rows.map((r) => r.kind)).toContain('quote');

        await setClock('2027-04-01T00:30:00+05:30');
        expect((await fieldQuote()).number).toBe('MG/QT/2027-28/00001');
        expect((await fieldQuote()).number).toBe('MG/QT/2027-28/00002');
      } finally {
        await setClock(null);
      }
    });
  });

  if (kind === 'postgres') {
    it('gives 8 quotes saved at the same moment 8 consecutive numbers (one connection each)', async () => {
      const engine = await openPostgres(db.url!, 8);
      try {
        let arrived = 0;
        let release!: () => void;
        const allIn = new Promise<void>((resolve) => (release = resolve));
        const numbers = await Promise.all(
          Array.from({ length: 8 }, () =>
            asRequest(engine, a.admin.claims, async (tx) => {
              await tx.query('select 1');
              if (++arrived === 8) release();
              await allIn;
              const { rows } = await tx.query<{ answer: { number: string } }>(
                `select public.quote_action($1, 'save', $2::jsonb) as answer`,
                [randomUUID(), JSON.stringify({ ...FIELD_QUOTE, lines: lines() })],
              );
              return Number(rows[0]!.answer.number.slice(-5));
            }),
          ),
        );
        const sorted = [...numbers].sort((x, y) => x - y);
        expect(sorted).toEqual(Array.from({ length: 8 }, (_, i) => sorted[0]! + i));
      } finally {
        await engine.close();
      }
    });
  }

  describe('discounts', () => {
    const grant = (user: string, maxPercent: number, expiresAt: string | null) =>
      runAs(
        db.engine,
        a.superadmin,
        `insert into public.user_permissions (user_id, permission_type, max_percent, expires_at)
         values ($1, 'quotes.discount', $2, $3::timestamptz)`,
        [user, maxPercent, expiresAt],
      );

    it('lets staff give up to the site limit, more only with an unexpired permission that covers it', async () => {
      const staff = await db.engine.query<{ id: string }>(
        `insert into auth.users (instance_id, id, aud, role, email, raw_user_meta_data)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
                 'authenticated', 'field.sales@mgrid.test', '{"full_name": "Field Sales"}')
         returning id`,
      );
      const sales = staff.rows[0]!.id;
      await db.engine.query(`update public.users set role = 'admin' where id = $1`, [sales]);
      const salesActor = {
        id: sales,
        email: 'field.sales@mgrid.test',
        claims: {
          role: 'authenticated',
          aud: 'authenticated',
          sub: sales,
          email: 'field.sales@mgrid.test',
        },
      };

      const five = await fieldQuote(lines(5), salesActor);
      const saved = await storedQuote(db.engine, five.id);
      // 5% off: ₹1,13,990.50 and ₹20,890.50 (GST included).
      expect(
        saved.lines.map((l) => [l.amount_in_paise, l.discount_in_paise, l.gst_in_paise]),
      ).toEqual([
        [11_399_050, 599_950, 1_738_838],
        [2_089_050, 109_950, 318_669],
      ]);
      expect(saved.total_in_paise).toBe(13_488_100);

      expect((await pgError(fieldQuote(lines(8), salesActor))).message).toBe(
        'A discount of 8% needs permission: your limit is 5%.',
      );
      // A unit below the list price is a discount too: ₹10,799.10 is 10% off ₹11,999.
      expect(
        (
          await pgError(
            fieldQuote([{ productId: 'sl02', quantity: 10, unit_in_paise: 1_079_910 }], salesActor),
          )
        ).message,
      ).toBe('A discount of 10% needs permission: your limit is 5%.');
      expect(
        (
          await pgError(
            fieldQuote([{ productId: 'sl02', quantity: 10, unit_in_paise: 1_299_900 }], salesActor),
          )
        ).message,
      ).toBe(`The unit price of ${SL02} cannot be above its list price of ₹11,999.`);

      expect(
        (
          await pgError(
            runAs(
              db.engine,
              a.superadmin,
              `insert into public.user_permissions (user_id, permission_type) values ($1, 'quotes.discount')`,
              [sales],
            ),
          )
        ).message,
      ).toBe('A quotes.discount permission needs its largest discount (max_percent, 0 to 100).');
      await grant(sales, 10, new Date(Date.now() - 60_000).toISOString());
      expect((await pgError(fieldQuote(lines(8), salesActor))).message).toBe(
        'A discount of 8% needs permission: your limit is 5%.',
      );
      await grant(sales, 10, new Date(Date.now() + 86_400_000).toISOString());
      const eight = await fieldQuote(lines(8), salesActor);
      expect((await storedQuote(db.engine, eight.id)).lines[0]).toMatchObject({
        discount_percent: 8,
        amount_in_paise: 11_039_080,
      });
      expect((await pgError(fieldQuote(lines(12.5), salesActor))).message).toBe(
        'A discount of 12.5% needs permission: your limit is 10%.',
      );
      // A superadmin has no limit.
      await fieldQuote(lines(30), a.superadmin);
    });

    it('prices a request saved as it is at today’s list price, a price rise not counted as a discount', async () => {
      const id = await requestQuote(db.engine, null, {
        request: { lines: [{ productId: 'ml01', quantity: 1 }], delivery_state: 'Goa' },
      });
      await db.engine.query(`update public.products set price = '₹3,699' where id = 'ml01'`);
      try {
        const saved = await quoteAction(db.engine, a.admin, id, 'save', {});
        expect(saved).toMatchObject({ status: 'draft', revision: 2 });
        const quote = await storedQuote(db.engine, id);
        expect(quote.lines[0]).toMatchObject({ unit_in_paise: 369_900, discount_percent: 0 });
        expect(quote).toMatchObject({ delivery_fee_in_paise: 15_000, total_in_paise: 384_900 });
      } finally {
        await db.engine.query(`update public.products set price = '₹3,499' where id = 'ml01'`);
      }
    });
  });

  describe('sending', () => {
    it('sends by email and SMS with the link, and records the buyer’s first view of each revision', async () => {
      const saved = await fieldQuote(lines(5));
      const sent = await quoteAction(db.engine, a.admin, saved.id, 'send', {});
      expect(sent).toMatchObject({ status: 'sent', revision: 1 });
      const quote = await storedQuote(db.engine, saved.id);
      const validUntil = new Date(`${quote.valid_until}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const messages = await db.engine.query(
        `select channel, recipient, subject, body, link_path from public.notifications
         where quote_id = $1 order by channel`,
        [saved.id],
      );
      expect(messages.rows).toEqual([
        {
          channel: 'email',
          recipient: 'ravi@example.com',
          subject: `Your quotation ${saved.number} from MGRID`,
          body: `Hello Ravi Kulkarni, here is your quotation ${saved.number} for ₹1,34,881, valid until ${validUntil}. View it, download the PDF and accept it online: {link}`,
          link_path: `/quote/${quote.token}`,
        },
        {
          channel: 'sms',
          recipient: '+919845012345',
          subject: null,
          body: `MGRID: quotation ${saved.number} for ₹1,34,881, valid until ${validUntil}: {link}`,
          link_path: `/quote/${quote.token}`,
        },
      ]);

      await getQuote(quote.token);
      await getQuote(quote.token);
      await getQuote(quote.token, a.admin);
      await quoteAction(db.engine, a.admin, saved.id, 'save', { notes: 'Free tripod bag' });
      await quoteAction(db.engine, a.admin, saved.id, 'send', { channels: ['sms'] });
      expect(await getQuote(quote.token)).toMatchObject({
        revision: 2,
        status: 'sent',
        notes: 'Free tripod bag',
      });
      const events = await db.engine.query<{ kind: string; revision: string | null }>(
        `select kind, detail ->> 'revision' as revision from public.quote_events
         where quote_id = $1 order by created_at`,
        [saved.id],
      );
      expect(events.rows).toEqual([
        { kind: 'saved', revision: '1' },
        { kind: 'sent', revision: '1' },
        { kind: 'viewed', revision: '1' },
        { kind: 'saved', revision: '2' },
        { kind: 'sent', revision: '2' },
        { kind: 'viewed', revision: '2' },
      ]);
    });

    it('refuses to send a request before it is saved, and to a quote with no address for the channel', async () => {
      const id = await requestQuote(db.engine, null, {
        email: null,
        request: { lines: [{ productId: 'ml01', quantity: 1 }], delivery_state: 'Goa' },
      });
      expect((await pgError(quoteAction(db.engine, a.admin, id, 'send'))).message).toBe(
        'Save this quotation first: saving prices it and gives it its number.',
      );
      await quoteAction(db.engine, a.admin, id, 'save', {});
      expect(
        (await pgError(quoteAction(db.engine, a.admin, id, 'send', { channels: ['email'] })))
          .message,
      ).toBe('This quotation has no email address to send it to.');
      expect((await pgError(quoteAction(db.engine, a.user, id, 'send'))).code).toBe('42501');
    });
  });

  describe('field quotes through staff_commands', () => {
    it('applies quote.save and quote.send once, the provisional number kept beside the final one', async () => {
      const id = randomUUID();
      const command = (commandId: string, commandKind: string, args: Record<string, unknown>) =>
        runAs(
          db.engine,
          a.admin,
          `insert into public.staff_commands (id, kind, target_id, args) values ($1, $2, $3, $4::jsonb)`,
          [commandId, commandKind, id, JSON.stringify(args)],
        );
      const save = randomUUID();
      const send = randomUUID();
      await command(save, 'quote.save', {
        ...FIELD_QUOTE,
        provisional_number: 'P-7K3F-0003',
        lines: lines(5),
      });
      await command(save, 'quote.save', {
        ...FIELD_QUOTE,
        provisional_number: 'P-7K3F-0003',
        lines: lines(5),
      });
      await command(send, 'quote.send', { channels: ['email', 'sms'] });
      await command(send, 'quote.send', { channels: ['email', 'sms'] });
      const quote = await storedQuote(db.engine, id);
      expect(quote).toMatchObject({
        provisional_number: 'P-7K3F-0003',
        status: 'sent',
        revision: 1,
      });
      expect(quote.number).toMatch(/^MG\/QT\/\d{4}-\d{2}\/\d{5}$/);
      const counts = await db.engine.query<{ commands: number; messages: number }>(
        `select (select count(*)::int from public.staff_commands where target_id = $1) as commands,
                (select count(*)::int from public.notifications where quote_id = $1::uuid) as messages`,
        [id],
      );
      expect(counts.rows[0]).toEqual({ commands: 2, messages: 2 });
      const refused = await pgError(
        runAs(
          db.engine,
          a.admin,
          `insert into public.staff_commands (kind, target_id, args) values ('quote.decline', $1, '{}')`,
          [id],
        ),
      );
      expect(refused.message).toBe('Please give a reason for declining.');
    });
  });

  describe('a field quote and its lead', () => {
    const captureLead = async (phone: string, status?: 'lost') => {
      const id = randomUUID();
      await runAs(
        db.engine,
        a.admin,
        `insert into public.leads (id, name, phone, source) values ($1, 'Ravi Kulkarni', $2, 'field')`,
        [id, phone],
      );
      if (status)
        await db.engine.query('update public.leads set status = $2 where id = $1', [id, status]);
      return id;
    };
    const leadOf = async (quoteId: string) =>
      (
        await db.engine.query<{ lead_id: string | null }>(
          'select lead_id from public.quotes where id = $1',
          [quoteId],
        )
      ).rows[0]!.lead_id;

    it('links the quote to the lead captured just before for the same mobile number', async () => {
      const phone = '+91 97311 20001';
      const lead = await captureLead('97311 20001');
      const quote = randomUUID();
      await quoteAction(db.engine, a.admin, quote, 'save', {
        ...FIELD_QUOTE,
        phone,
        lines: lines(),
      });
      expect(await leadOf(quote)).toBe(lead);
      const { rows } = await runAs<{ quote: { lead: { id: string } | null } }>(
        db.engine,
        a.admin,
        'select public.admin_quote($1) as quote',
        [quote],
      );
      expect(rows[0]!.quote.lead?.id).toBe(lead);
    });

    it('links a quote that arrived first to the lead that follows it, not to a closed lead', async () => {
      const phone = '+91 97311 20002';
      await captureLead(phone, 'lost');
      const quote = randomUUID();
      await quoteAction(db.engine, a.admin, quote, 'save', {
        ...FIELD_QUOTE,
        phone,
        lines: lines(),
      });
      expect(await leadOf(quote)).toBeNull();
      const lead = await captureLead('9731120002');
      expect(await leadOf(quote)).toBe(lead);
      // Another customer's quote keeps no lead.
      const other = randomUUID();
      await quoteAction(db.engine, a.admin, other, 'save', {
        ...FIELD_QUOTE,
        phone: '+91 97311 29999',
        lines: lines(),
      });
      expect(await leadOf(other)).toBeNull();
    });
  });
});
