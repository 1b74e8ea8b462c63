// Tax invoices and credit notes: confirming issues the invoice with a number from
// the financial year's series (consecutive, restarting on 1 April, never reused, gap-free
// under 50 concurrent confirmations on PostgreSQL), a frozen copy of seller and buyer that
// settings changes never touch, totals equal to the order's, a credit note when an invoiced
// order is cancelled, who may read them, and the month's GSTR-1 export.
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';
import { act, line, placeOrder, stockOf, type NewOrder } from '../fixtures/orders.ts';
import type { Gstr1Export, TaxDocument } from '../../src/lib/tax-document.ts';

const CONTRACTOR = { gstin: '29AAGCB7383J1Z4', legalName: 'Kulkarni Interiors LLP' };

type Document = TaxDocument;

describe.each(ENGINES)('tax invoices on %s', (kind) => {
  const { db, a } = withActors(kind);

  /** Places an order as the actor (a visitor by default), without GST details. */
  const place = (order: Partial<NewOrder>, actor: Actor = null) =>
    placeOrder(db.engine, actor, { items: [line('ml01', 1)], ...order });
  const placeBusiness = async (
    items: NewOrder['items'],
    state = 'Karnataka',
    actor: Actor = null,
  ) => {
    const id = crypto.randomUUID();
    await runAs(
      db.engine,
      actor,
      `insert into public.orders (id, customer_name, phone, address_line1, address_line2, city,
         state, pin_code, items, payment_method, buyer_gstin, buyer_legal_name)
       values ($1, 'Ravi Kulkarni', '+91 98450 12345', '4 Station Road', 'Indiranagar',
               'Bengaluru', $2, '560038', $3::jsonb, 'upi', $4, $5)`,
      [id, state, JSON.stringify(items), CONTRACTOR.gstin, CONTRACTOR.legalName],
    );
    return id;
  };
  const documentsOf = async (orderId: string) =>
    (
      await db.engine.query<Document>(
        `select *, taxable_in_paise::int as taxable_in_paise, cgst_in_paise::int as cgst_in_paise,
                sgst_in_paise::int as sgst_in_paise, igst_in_paise::int as igst_in_paise,
                gst_in_paise::int as gst_in_paise, total_in_paise::int as total_in_paise,
                delivery_fee_in_paise::int as delivery_fee_in_paise, document_date::text
         from public.invoices where order_id = $1 order by kind = 'credit_note', issued_at`,
        [orderId],
      )
    ).rows;
  const setClock = (at: string | null) =>
    db.engine.query('update private.document_clock set fixed_at = $1::timestamptz', [at]);
  const lastNumber = async () =>
    (
      await db.engine.query<{ n: string }>(
        `select number as n from public.invoices where kind = 'invoice' order by issued_at desc, sequence desc limit 1`,
      )
    ).rows[0]?.n;

  it('issues a B2B tax invoice on confirmation, with every Rule 46 field', async () => {
    await setClock('2026-11-26T10:00:00+05:30');
    const id = await placeBusiness([line('sl02', 5)]);
    expect(await documentsOf(id)).toEqual([]);
    const answer = await act(db.engine, a.admin, id, 'confirm');
    const [invoice, ...rest] = await documentsOf(id);
    expect(rest).toEqual([]);
    expect(answer.invoice_number).toBe(invoice!.number);
    expect(invoice!.number).toMatch(/^MG\/26-27\/\d{6}$/);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      title: 'Tax Invoice',
      document_date: '2026-11-26',
      seller_legal_name: 'MGRID Tools Private Limited',
      seller_address:
        'Unit 12, Techno Industrial Estate, MIDC Road, Andheri East, Mumbai, Maharashtra 400093',
      seller_gstin: '27AABCM1234F1ZX',
      seller_state: 'Maharashtra',
      seller_state_code: '27',
      buyer_name: 'Ravi Kulkarni',
      buyer_address: '4 Station Road, Indiranagar, Bengaluru, Karnataka 560038',
      buyer_gstin: '29AAGCB7383J1Z4',
      buyer_legal_name: 'Kulkarni Interiors LLP',
      place_of_supply: 'Karnataka',
      place_of_supply_code: '29',
      reverse_charge: false,
      // 5 SL02 at the bulk price ₹11,999 (GST included at 18%), delivered free.
      total_in_paise: 5_999_500,
      gst_in_paise: 915_178,
      taxable_in_paise: 5_084_322,
      igst_in_paise: 915_178,
      cgst_in_paise: 0,
      sgst_in_paise: 0,
      delivery_fee_in_paise: 0,
      amount_in_words: 'Rupees Fifty-Nine Thousand Nine Hundred Ninety-Five Only',
    });
    expect(invoice!.lines).toEqual([
      {
        product_id: 'sl02',
        description: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
        hsn_code: '9015',
        quantity: 5,
        unit: 'Nos',
        unit_price_in_paise: 1_199_900,
        price_inclusive: true,
        discount_in_paise: 0,
        taxable_in_paise: 5_084_322,
        gst_rate: 18,
        cgst_rate: 0,
        sgst_rate: 0,
        igst_rate: 18,
        cgst_in_paise: 0,
        sgst_in_paise: 0,
        igst_in_paise: 915_178,
        total_in_paise: 5_999_500,
      },
    ]);
  });

  it('splits an intra-state invoice into CGST and SGST per line, totals equal to the order', async () => {
    const id = await place({ items: [line('ml01', 1), line('tg01', 3)], state: 'Maharashtra' });
    await act(db.engine, a.admin, id, 'confirm');
    const [invoice] = await documentsOf(id);
    const order = (
      await db.engine.query<{ total: number; gst: number; fee: number }>(
        `select total_in_paise::int as total, gst_in_paise::int as gst,
                delivery_fee_in_paise::int as fee from public.orders where id = $1`,
        [id],
      )
    ).rows[0]!;
    expect(invoice!.buyer_gstin).toBeNull();
    expect(invoice!.total_in_paise).toBe(order.total);
    expect(invoice!.gst_in_paise).toBe(order.gst);
    expect(invoice!.delivery_fee_in_paise).toBe(order.fee);
    expect(invoice!.igst_in_paise).toBe(0);
    expect(invoice!.cgst_in_paise + invoice!.sgst_in_paise).toBe(order.gst);
    for (const l of invoice!.lines) {
      expect(l).toMatchObject({ cgst_rate: 9, sgst_rate: 9, igst_rate: 0 });
      expect((l.cgst_in_paise as number) + (l.sgst_in_paise as number)).toBe(
        (l.total_in_paise as number) - (l.taxable_in_paise as number),
      );
    }
    expect(invoice!.taxable_in_paise + invoice!.gst_in_paise + invoice!.delivery_fee_in_paise).toBe(
      order.total,
    );
  });

  it('numbers invoices consecutively, restarts the series on 1 April and never reuses a number', async () => {
    await setClock('2027-03-31T23:59:00+05:30');
    const march = [await place({}), await place({})];
    for (const id of march) await act(db.engine, a.admin, id, 'confirm');
    const [m1, m2] = [(await documentsOf(march[0]!))[0]!, (await documentsOf(march[1]!))[0]!];
    expect(m1.number).toMatch(/^MG\/26-27\//);
    expect(Number(m2.number.slice(-6))).toBe(Number(m1.number.slice(-6)) + 1);
    expect(m2.document_date).toBe('2027-03-31');

    await setClock('2027-04-01T00:00:00+05:30');
    const april = [await place({}), await place({})];
    for (const id of april) await act(db.engine, a.admin, id, 'confirm');
    expect((await documentsOf(april[0]!))[0]!.number).toBe('MG/27-28/000001');
    expect((await documentsOf(april[1]!))[0]!.number).toBe('MG/27-28/000002');

    // A confirmation that fails gives its number back; the next one takes it.
    const refused = await place({});
    await db.engine.query(`update public.site_settings set legal_name = null`);
    expect((await pgError(act(db.engine, a.admin, refused, 'confirm'))).message).toBe(
      "A tax invoice needs the seller's registered legal name, registered address and GSTIN: set them in site settings, then confirm the order.",
    );
    await db.engine.query(
      `update public.site_settings set legal_name = 'MGRID Tools Private Limited'`,
    );
    await act(db.engine, a.admin, refused, 'confirm');
    expect((await documentsOf(refused))[0]!.number).toBe('MG/27-28/000003');

    // A number is unique: the table refuses a second document with it, even from the server.
    const error = await pgError(
      db.engine.query(
        `update public.invoices set number = 'MG/27-28/000001' where number = 'MG/27-28/000002'`,
      ),
    );
    expect(error.code).toBe('23505');
    await setClock(null);
  });

  it('gives no number to an order cancelled before confirmation', async () => {
    const before = await lastNumber();
    const id = await place({});
    await act(db.engine, a.admin, id, 'cancel', { reason: 'Customer changed their mind' });
    expect(await documentsOf(id)).toEqual([]);
    expect(await lastNumber()).toBe(before);
  });

  it('issues a credit note for the full value when an invoiced order is cancelled, and restores stock', async () => {
    await setClock('2026-12-02T11:00:00+05:30');
    const stock = await stockOf(db.engine, 'gl360');
    const id = await placeBusiness([line('gl360', 2)]);
    await act(db.engine, a.admin, id, 'confirm');
    const answer = await act(db.engine, a.admin, id, 'cancel', { reason: 'Site delayed' });
    const [invoice, note] = await documentsOf(id);
    expect(note).toMatchObject({
      kind: 'credit_note',
      title: 'Credit Note',
      invoice_number: invoice!.number,
      buyer_gstin: CONTRACTOR.gstin,
      total_in_paise: invoice!.total_in_paise,
      igst_in_paise: invoice!.igst_in_paise,
      lines: invoice!.lines,
      amount_in_words: invoice!.amount_in_words,
    });
    expect(note!.number).toMatch(/^MG\/CN\/26-27\/\d{4}$/);
    expect(note!.number.length).toBeLessThanOrEqual(16);
    expect(answer.credit_note_number).toBe(note!.number);
    expect(await stockOf(db.engine, 'gl360')).toBe(stock);
    await setClock(null);
  });

  it('never changes an issued invoice when settings change', async () => {
    const id = await place({});
    await act(db.engine, a.admin, id, 'confirm');
    const [before] = await documentsOf(id);
    await runAs(
      db.engine,
      a.superadmin,
      `update public.site_settings set gstin = '27AAPFU0939F1ZV', legal_name = 'Renamed Pvt Ltd',
         registered_address = 'Somewhere else, Pune 411001'`,
    );
    const [after] = await documentsOf(id);
    expect(after).toEqual(before);
    expect(after!.seller_gstin).toBe('27AABCM1234F1ZX');
    // The next invoice carries the new details.
    const next = await place({});
    await act(db.engine, a.admin, next, 'confirm');
    expect((await documentsOf(next))[0]).toMatchObject({
      seller_gstin: '27AAPFU0939F1ZV',
      seller_legal_name: 'Renamed Pvt Ltd',
    });
    await db.engine.query(
      `update public.site_settings set gstin = '27AABCM1234F1ZX',
         legal_name = 'MGRID Tools Private Limited',
         registered_address = 'Unit 12, Techno Industrial Estate, MIDC Road, Andheri East, Mumbai, Maharashtra 400093'`,
    );
  });

  it('lets only staff issue invoices, and nobody write documents', async () => {
    const id = await place({}, a.user);
    for (const who of [a.anon, a.user, a.inactiveAdmin]) {
      const error = await pgError(act(db.engine, who, id, 'confirm'));
      expect(error.code).toBe('42501');
    }
    expect(await documentsOf(id)).toEqual([]);
    for (const who of [a.user, a.admin]) {
      const write = await pgError(
        runAs(db.engine, who, `update public.invoices set total_in_paise = 1`),
      );
      expect(write.code).toBe('42501');
      const insert = await pgError(runAs(db.engine, who, `delete from public.invoices`));
      expect(insert.code).toBe('42501');
    }
    expect(
      (await pgError(runAs(db.engine, a.admin, 'select private.issue_invoice(null, null)'))).code,
    ).toBe('42501');
  });

  it('lets a buyer read only their own documents', async () => {
    const mine = await place({}, a.user);
    const theirs = await place({}, a.user2);
    const guest = await place({});
    for (const id of [mine, theirs, guest]) await act(db.engine, a.admin, id, 'confirm');
    const numbers = async (who: Actor) =>
      (
        await runAs<{ order_id: string }>(
          db.engine,
          who,
          'select order_id from public.invoices where order_id = any ($1::uuid[])',
          [[mine, theirs, guest]],
        )
      ).rows.map((r) => r.order_id);
    expect(await numbers(a.user)).toEqual([mine]);
    expect(await numbers(a.user2)).toEqual([theirs]);
    expect((await numbers(a.admin)).sort()).toEqual([mine, theirs, guest].sort());
    expect((await pgError(numbers(a.anon))).code).toBe('42501');

    const documents = async (who: Actor, id: string) =>
      (
        await runAs<{ d: Document[] | null }>(
          db.engine,
          who,
          'select public.get_order_documents($1) as d',
          [id],
        )
      ).rows[0]!.d;
    expect((await documents(a.user, mine))![0]!.order_id).toBe(mine);
    expect(await documents(a.user, theirs)).toBeNull();
    expect(await documents(a.anon, mine)).toBeNull();
    // A guest's order: whoever holds its id (the placing device) reads its invoice.
    expect((await documents(a.anon, guest))![0]!.kind).toBe('invoice');
    expect((await documents(a.admin, theirs))![0]!.order_id).toBe(theirs);
    expect(await documents(a.anon, await place({}))).toEqual([]);

    const receipt = (
      await runAs<{ r: Record<string, unknown> }>(
        db.engine,
        a.anon,
        'select public.get_order_receipt($1) as r',
        [guest],
      )
    ).rows[0]!.r;
    expect(receipt.invoice_number).toBe((await documentsOf(guest))[0]!.number);
    expect(receipt.credit_note_number).toBeNull();
  });

  it("exports a month's GSTR-1 sections with totals that reconcile with the orders", async () => {
    await setClock('2030-07-10T12:00:00+05:30');
    const b2b = await placeBusiness([line('sl02', 5)]);
    const b2bCancelled = await placeBusiness([line('mdr60', 2)], 'Maharashtra');
    const b2c = await place({ items: [line('ml01', 2)], state: 'Maharashtra' });
    const b2cOther = await place({ items: [line('tp160', 1)], state: 'Gujarat' });
    for (const id of [b2b, b2bCancelled, b2c, b2cOther])
      await act(db.engine, a.admin, id, 'confirm');
    await setClock('2030-07-20T12:00:00+05:30');
    await act(db.engine, a.admin, b2bCancelled, 'cancel', { reason: 'Wrong model ordered' });
    await setClock('2030-08-01T00:30:00+05:30');
    const august = await place({});
    await act(db.engine, a.admin, august, 'confirm');
    await setClock(null);

    const exported = (
      await runAs<{ e: Gstr1Export }>(
        db.engine,
        a.admin,
        `select public.gstr1_export('2030-07-15') as e`,
      )
    ).rows[0]!.e;
    const invoice = async (id: string) => (await documentsOf(id))[0]!;
    const [inv, invCancelled, invB2c, invOther] = [
      await invoice(b2b),
      await invoice(b2bCancelled),
      await invoice(b2c),
      await invoice(b2cOther),
    ];
    const note = (await documentsOf(b2bCancelled))[1]!;

    expect(exported.month).toBe('2030-07');
    expect(exported.seller_gstin).toBe('27AABCM1234F1ZX');
    expect(exported.b2b).toEqual([
      {
        buyer_gstin: '29AAGCB7383J1Z4',
        buyer_legal_name: 'Kulkarni Interiors LLP',
        invoice_number: inv.number,
        invoice_date: '2030-07-10',
        invoice_value_in_paise: 5_999_500,
        place_of_supply: '29-Karnataka',
        reverse_charge: 'N',
        invoice_type: 'Regular',
        items: [
          {
            rate: 18,
            taxable_in_paise: 5_084_322,
            igst_in_paise: 915_178,
            cgst_in_paise: 0,
            sgst_in_paise: 0,
          },
        ],
      },
      expect.objectContaining({
        invoice_number: invCancelled.number,
        place_of_supply: '27-Maharashtra',
        invoice_value_in_paise: invCancelled.total_in_paise,
      }),
    ]);
    expect(exported.cdnr).toEqual([
      expect.objectContaining({
        buyer_gstin: '29AAGCB7383J1Z4',
        note_number: note.number,
        note_date: '2030-07-20',
        note_type: 'C',
        note_value_in_paise: invCancelled.total_in_paise,
        invoice_number: invCancelled.number,
        invoice_date: '2030-07-10',
      }),
    ]);
    expect(exported.b2cs).toEqual([
      {
        place_of_supply: '24-Gujarat',
        supply_type: 'INTER',
        rate: 18,
        taxable_in_paise: invOther.taxable_in_paise,
        igst_in_paise: invOther.igst_in_paise,
        cgst_in_paise: 0,
        sgst_in_paise: 0,
      },
      {
        place_of_supply: '27-Maharashtra',
        supply_type: 'INTRA',
        rate: 18,
        taxable_in_paise: invB2c.taxable_in_paise,
        igst_in_paise: 0,
        cgst_in_paise: invB2c.cgst_in_paise,
        sgst_in_paise: invB2c.sgst_in_paise,
      },
    ]);
    // HSN: the month's invoices less its credit notes.
    const hsnTaxable = exported.hsn.reduce((n, r) => n + r.taxable_in_paise, 0);
    expect(hsnTaxable).toBe(
      inv.taxable_in_paise + invB2c.taxable_in_paise + invOther.taxable_in_paise,
    );
    expect(exported.hsn.find((r) => r.hsn_code === '9015')).toMatchObject({
      uqc: 'NOS',
      quantity: 5 + 2,
    });
    expect(exported.doc_issue).toEqual([
      {
        document: 'Invoices for outward supply',
        first_number: inv.number,
        last_number: invOther.number,
        total: 4,
        cancelled: 0,
        net_issued: 4,
      },
      {
        document: 'Credit Note',
        first_number: note.number,
        last_number: note.number,
        total: 1,
        cancelled: 0,
        net_issued: 1,
      },
    ]);
    // Totals reconcile with the orders confirmed and cancelled that month.
    const orders = (
      await db.engine.query<{ value: number; gst: number; fees: number }>(
        `select sum(total_in_paise)::int as value, sum(gst_in_paise)::int as gst,
                sum(delivery_fee_in_paise)::int as fees
         from public.orders where id = any ($1::uuid[])`,
        [[b2b, b2bCancelled, b2c, b2cOther]],
      )
    ).rows[0]!;
    expect(exported.totals.invoices).toMatchObject({
      count: 4,
      value_in_paise: orders.value,
      delivery_fee_in_paise: orders.fees,
    });
    const t = exported.totals.invoices;
    expect(t.igst_in_paise + t.cgst_in_paise + t.sgst_in_paise).toBe(orders.gst);
    expect(t.taxable_in_paise + orders.gst + orders.fees).toBe(orders.value);
    expect(exported.totals.credit_notes).toMatchObject({
      count: 1,
      value_in_paise: invCancelled.total_in_paise,
    });
    expect(exported.totals.net.value_in_paise).toBe(orders.value - invCancelled.total_in_paise);

    expect(
      (await pgError(runAs(db.engine, a.user, `select public.gstr1_export('2030-07-01')`))).code,
    ).toBe('42501');
  });

  if (kind === 'postgres') {
    it('numbers 50 concurrent confirmations with no gap and no repeat, dated in number order', async () => {
      const ids: string[] = [];
      // 50 buyers (one buyer's open cash-on-delivery orders are capped at 40 units a day).
      for (let i = 0; i < 50; i++) {
        const phone = `+91 98000 ${String(10000 + i).slice(-5)}`;
        ids.push(await place({ items: [line('mdr40', 1)], phone }));
      }
      const { rows: counter } = await db.engine.query<{ n: number }>(
        `select coalesce(max(last_number), 0) as n from private.document_counters
         where kind = 'invoice' and financial_year = public.financial_year(now())`,
      );
      const engine = await openPostgres(db.url!, ids.length);
      try {
        let arrived = 0;
        let release!: () => void;
        const allIn = new Promise<void>((resolve) => (release = resolve));
        const results = await Promise.allSettled(
          ids.map((id) =>
            asRequest(engine, a.admin.claims, async (tx) => {
              await tx.query('select 1');
              if (++arrived === ids.length) release();
              await allIn;
              await tx.query(`select public.order_action($1, 'confirm', '{}'::jsonb)`, [id]);
            }),
          ),
        );
        expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      } finally {
        await engine.close();
      }
      const { rows } = await db.engine.query<{
        sequence: number;
        number: string;
        issued_at: Date;
      }>(
        `select sequence, number, issued_at from public.invoices
         where kind = 'invoice' and order_id = any ($1::uuid[]) order by sequence`,
        [ids],
      );
      const first = counter[0]!.n + 1;
      expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
      expect(new Set(rows.map((r) => r.number)).size).toBe(50);
      // Each transaction began before any was numbered: the dates still follow the numbers.
      const times = rows.map((r) => new Date(r.issued_at).getTime());
      const outOfOrder = rows.filter((_, i) => i > 0 && times[i]! < times[i - 1]!);
      expect(outOfOrder.map((r) => r.number)).toEqual([]);
    });
  }
});
