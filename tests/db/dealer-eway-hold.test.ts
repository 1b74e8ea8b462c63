// Dealer orders on the desk: a consignment above ₹50,000 ships only with its 12-digit e-way
// bill number (kept on the order and its invoice, guarded like the shipping columns); a dealer's
// tax invoice is due by its terms and names the dealer as the buyer; staff approve an order held
// over the credit limit (still over it: only with a valid dealers.credit_override) or reject it
// with a reason the buyer is told.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { createAccount, pgError, runAs, type Account, type Actor } from '../support/db-actors.ts';
import { act, setStock, SHIPPING } from '../fixtures/orders.ts';
import { approvedDealer, callAs, dealerMember } from '../fixtures/dealers.ts';

// One SL02 at the Dealer tier (15 % off ₹12,999): ₹11,049; five are ₹55,245 of goods.
const ONE_SL02 = 1_104_900;
const EWAY_REFUSAL =
  'This consignment is above ₹50,000 (goods with tax ₹55,245): enter its 12-digit e-way bill number to ship it.';

const ORDER_SQL = `insert into public.orders (id, customer_name, phone, address_line1, city, state,
    pin_code, items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
    payment_method, buyer_gstin, buyer_legal_name)
  values ($1, 'Rohit Kulkarni', '+91 98220 12345', '614 Budhwar Peth', 'Pune', 'Maharashtra',
          '411002', $2::jsonb, 0, 0, 0, 0, $3, $4, $5)`;

describe.each(ENGINES)('dealer e-way bills, due dates and credit holds on %s', (kind) => {
  const { db, a } = withActors(kind);

  const place = async (
    actor: Actor,
    quantity = 1,
    method = 'on_account',
    buyer: [string | null, string | null] = [null, null],
  ) => {
    const id = randomUUID();
    await setStock(db.engine, 'sl02', 500);
    await runAs(db.engine, actor, ORDER_SQL, [
      id,
      JSON.stringify([{ productId: 'sl02', quantity }]),
      method,
      ...buyer,
    ]);
    return id;
  };
  const orderRow = async (id: string) =>
    (
      await db.engine.query<{
        status: string;
        eway_bill_number: string | null;
        buyer_gstin: string | null;
        buyer_legal_name: string | null;
        cancel_reason: string | null;
      }>(
        `select status, eway_bill_number, buyer_gstin, buyer_legal_name, cancel_reason
         from public.orders where id = $1`,
        [id],
      )
    ).rows[0]!;
  const invoiceOf = async (id: string) =>
    (
      await db.engine.query<{
        eway_bill_number: string | null;
        due_days: number | null;
        due_date: string | null;
        buyer_gstin: string | null;
        buyer_legal_name: string | null;
      }>(
        `select eway_bill_number, (due_date - document_date)::int as due_days,
                due_date::text, buyer_gstin, buyer_legal_name
         from public.invoices where order_id = $1 and kind = 'invoice'`,
        [id],
      )
    ).rows[0]!;
  const reserved = async (id: string) =>
    (
      await db.engine.query<{ n: number }>(
        `select count(*)::int as n from private.stock_movements where order_id = $1`,
        [id],
      )
    ).rows[0]!.n;
  const dealerWith = async (limit: number, terms = 'net30') => {
    const dealer = await approvedDealer(db.engine, a.admin, {
      credit_limit_in_paise: limit,
      payment_terms: terms,
    });
    const buyer = await dealerMember(db.engine, dealer.owner, dealer.dealerId, 'buyer');
    return { ...dealer, buyer };
  };
  const review = (actor: Actor, order: string, decision: string, reason: string | null) =>
    callAs<Record<string, unknown>>(
      db.engine,
      actor,
      `select public.review_credit_hold($1, $2, $3) as r`,
      [order, decision, reason],
    );
  const staffMember = async (grant: 'none' | 'expired' | 'valid' | 'revoked') => {
    const staff = await createAccount(db.engine, `desk.${randomUUID().slice(0, 8)}@mgrid.test`, {
      role: 'admin',
    });
    if (grant !== 'none') {
      await runAs(
        db.engine,
        a.superadmin,
        `insert into public.user_permissions (user_id, permission_type, expires_at, is_active)
         values ($1, 'dealers.credit_override', now() + $2::interval, $3)`,
        [staff.id, grant === 'expired' ? '-1 hour' : '2 days', grant !== 'revoked'],
      );
    }
    return staff;
  };

  describe('e-way bill', () => {
    it('refuses to ship a consignment above ₹50,000 without a 12-digit e-way bill number, and prints it', async () => {
      const shop = await dealerWith(10_000_000);
      const id = await place(shop.buyer, 5);
      await act(db.engine, a.admin, id, 'confirm');
      await act(db.engine, a.admin, id, 'pack');
      expect((await pgError(act(db.engine, a.admin, id, 'ship', SHIPPING))).message).toBe(
        EWAY_REFUSAL,
      );
      for (const bad of ['12345678901', '1234567890123', '12345678901A']) {
        expect(
          (
            await pgError(
              act(db.engine, a.admin, id, 'ship', { ...SHIPPING, eway_bill_number: bad }),
            )
          ).message,
        ).toBe('The e-way bill number must be exactly 12 digits.');
      }
      expect((await orderRow(id)).status).toBe('packed');
      const shipped = await act(db.engine, a.admin, id, 'ship', {
        ...SHIPPING,
        eway_bill_number: '3210 5678 9012',
      });
      expect(shipped).toMatchObject({ status: 'shipped', eway_bill_number: '321056789012' });
      expect(await orderRow(id)).toMatchObject({
        status: 'shipped',
        eway_bill_number: '321056789012',
      });
      expect((await invoiceOf(id)).eway_bill_number).toBe('321056789012');
      const event = await db.engine.query<{ detail: Record<string, unknown> }>(
        `select detail from public.order_events where order_id = $1 and kind = 'shipped'`,
        [id],
      );
      expect(event.rows[0]!.detail).toMatchObject({ eway_bill_number: '321056789012' });
    });

    it('ships a consignment of ₹50,000 or less without one', async () => {
      const shop = await dealerWith(10_000_000);
      const id = await place(shop.buyer, 4); // ₹44,196 of goods
      for (const step of ['confirm', 'pack']) await act(db.engine, a.admin, id, step);
      expect(await act(db.engine, a.admin, id, 'ship', SHIPPING)).toMatchObject({
        status: 'shipped',
        eway_bill_number: null,
      });
      expect((await invoiceOf(id)).eway_bill_number).toBeNull();
    });

    it('keeps the e-way bill number out of the client and of plain updates', async () => {
      const shop = await dealerWith(10_000_000);
      // Sent with the order, it is dropped: it is given when shipping.
      const id = randomUUID();
      await runAs(
        db.engine,
        shop.buyer,
        `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
           items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
           payment_method, eway_bill_number)
         values ($1, 'Rohit', '+91 98220 12345', '614 Budhwar Peth', 'Pune', 'Maharashtra',
                 '411002', $2::jsonb, 0, 0, 0, 0, 'on_account', '111122223333')`,
        [id, JSON.stringify([{ productId: 'sl02', quantity: 5 }])],
      );
      expect((await orderRow(id)).eway_bill_number).toBeNull();
      const direct = await pgError(
        runAs(
          db.engine,
          a.admin,
          `update public.orders set eway_bill_number = '111122223333' where id = $1`,
          [id],
        ),
      );
      expect(direct.message).toBe(
        'An order cannot be edited directly: use the order actions (confirm, pack, ship, deliver, cancel, payment, note).',
      );
      // Server-side code without the order's permit cannot either.
      const server = await pgError(
        db.engine.query(
          `update public.orders set eway_bill_number = '111122223333' where id = $1`,
          [id],
        ),
      );
      expect(server.message).toBe(
        "An order's status, payment and shipping details change only through private.apply_order_action.",
      );
    });
  });

  describe('invoice due dates and buyer', () => {
    it('dates a dealer invoice by its terms and names the dealer as buyer; a shopper invoice has none', async () => {
      for (const [terms, days] of [
        ['net7', 7],
        ['net15', 15],
        ['net30', 30],
      ] as const) {
        const shop = await dealerWith(10_000_000, terms);
        // The device's buyer fields give way to the dealer's own.
        const id = await place(shop.buyer, 1, 'on_account', ['29AAACB1234C1Z5', 'Someone Else']);
        await act(db.engine, a.admin, id, 'confirm');
        const dealer = await db.engine.query<{ gstin: string; business_name: string }>(
          `select gstin, business_name from public.dealer_accounts where id = $1`,
          [shop.dealerId],
        );
        expect(await invoiceOf(id)).toMatchObject({
          due_days: days,
          eway_bill_number: null,
          buyer_gstin: dealer.rows[0]!.gstin,
          buyer_legal_name: dealer.rows[0]!.business_name,
        });
        expect(await orderRow(id)).toMatchObject({
          buyer_gstin: '27AAPFU0939F1ZV',
          buyer_legal_name: dealer.rows[0]!.business_name,
        });
      }
      const advance = await dealerWith(0, 'advance');
      const upi = await place(advance.buyer, 1, 'upi');
      await act(db.engine, a.admin, upi, 'confirm');
      expect((await invoiceOf(upi)).due_days).toBe(0);

      const shopper = await place(a.user, 1, 'upi');
      await act(db.engine, a.admin, shopper, 'confirm');
      expect(await invoiceOf(shopper)).toMatchObject({
        due_date: null,
        buyer_gstin: null,
        buyer_legal_name: null,
      });
    });
  });

  describe('held credit orders', () => {
    /** A dealer with a ₹20,000 limit, one order placed and one held over it. */
    const heldOrder = async () => {
      const shop = await dealerWith(2_000_000);
      const first = await place(shop.buyer);
      const held = await place(shop.owner);
      expect((await orderRow(held)).status).toBe('held');
      return { shop, first, held };
    };
    const overRefusal = async (held: string, business: string) =>
      `Order ${await orderNumber(held)} is over ${business}'s available credit by ₹2,098 (limit ₹20,000, used ₹11,049, this order ₹11,049): approving it needs the dealers.credit_override permission (valid, not expired).`;
    const orderNumber = async (id: string) =>
      (await db.engine.query<{ n: string }>(`select public.order_number($1) as n`, [id])).rows[0]!
        .n;
    const businessOf = async (dealerId: string) =>
      (
        await db.engine.query<{ n: string }>(
          `select business_name as n from public.dealer_accounts where id = $1`,
          [dealerId],
        )
      ).rows[0]!.n;

    it('refuses approval over the credit without a valid permission, in words naming it', async () => {
      const { shop, held } = await heldOrder();
      for (const grant of ['none', 'expired', 'revoked'] as const) {
        const staff = await staffMember(grant);
        expect((await pgError(review(staff, held, 'approve', null))).message).toBe(
          await overRefusal(held, await businessOf(shop.dealerId)),
        );
      }
      expect((await orderRow(held)).status).toBe('held');
      expect(await reserved(held)).toBe(0);
      // Not staff at all: refused before anything is read.
      for (const who of [shop.owner, a.user]) {
        expect((await pgError(review(who as Account, held, 'approve', null))).message).toBe(
          'Only MGRID staff can approve or reject a held order.',
        );
      }
    });

    it('approves over the credit with a valid permission: stock reserved, order placed', async () => {
      const { held } = await heldOrder();
      const staff = await staffMember('valid');
      expect(await review(staff, held, 'approve', 'Regular shop, paying Friday')).toMatchObject({
        order_id: held,
        status: 'placed',
        decision: 'approve',
        credit_override: true,
      });
      expect((await orderRow(held)).status).toBe('placed');
      expect(await reserved(held)).toBe(1);
      const event = await db.engine.query<{ actor_id: string; detail: Record<string, unknown> }>(
        `select actor_id, detail from public.order_events where order_id = $1 and kind = 'placed'
         order by created_at desc limit 1`,
        [held],
      );
      expect(event.rows[0]).toMatchObject({
        actor_id: staff.id,
        detail: {
          credit_hold_approved: true,
          credit_override: true,
          over_limit_in_paise: 209_800,
          reason: 'Regular shop, paying Friday',
        },
      });
      // Decided once: a second decision is refused in words.
      expect((await pgError(review(staff, held, 'reject', 'Too late'))).message).toBe(
        `Order ${await orderNumber(held)} is not held over its credit limit (it is placed), so there is nothing to approve or reject.`,
      );
    });

    it('approves without the permission once the credit is available again', async () => {
      const { first, held } = await heldOrder();
      await act(db.engine, a.admin, first, 'cancel', { reason: 'Ordered twice' });
      const staff = await staffMember('none');
      expect(await review(staff, held, 'approve', null)).toMatchObject({
        status: 'placed',
        credit_override: false,
      });
      expect(await reserved(held)).toBe(1);
    });

    it('rejects only with a reason, cancels the order and tells the buyer', async () => {
      const { held } = await heldOrder();
      const staff = await staffMember('none');
      for (const reason of [null, '   ']) {
        expect((await pgError(review(staff, held, 'reject', reason))).message).toBe(
          'Please give a reason for rejecting the order: the buyer is told it.',
        );
      }
      expect((await pgError(review(staff, held, 'hold', 'x'))).message).toBe(
        'Choose approve or reject.',
      );
      expect(
        await review(staff, held, 'reject', 'Please clear the October invoices first'),
      ).toMatchObject({
        status: 'cancelled',
        decision: 'reject',
      });
      expect(await orderRow(held)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Please clear the October invoices first',
      });
      expect(await reserved(held)).toBe(0);
      const notes = await db.engine.query<{ channel: string; body: string }>(
        `select n.channel, n.body from public.notifications n
         join public.order_events e on e.id = n.event_id
         where n.order_id = $1 and e.kind = 'cancelled' order by n.channel`,
        [held],
      );
      expect(notes.rows.map((n) => n.channel)).toContain('sms');
      expect(notes.rows.find((n) => n.channel === 'sms')!.body).toBe(
        `MGRID: your order ${await orderNumber(held)} has been cancelled.`,
      );
      const email = await db.engine.query<{ email_body: string }>(
        `select m.email_body from public.orders o,
           lateral private.order_message(o, 'cancelled', '{}'::jsonb) m where o.id = $1`,
        [held],
      );
      expect(email.rows[0]!.email_body).toContain(
        'has been cancelled. Reason: Please clear the October invoices first.',
      );
    });
  });

  it('keeps one SL02 at the tier price this file counts on', async () => {
    const shop = await dealerWith(10_000_000);
    const id = await place(shop.buyer);
    const total = await db.engine.query<{ t: number }>(
      `select total_in_paise::int as t from public.orders where id = $1`,
      [id],
    );
    expect(total.rows[0]!.t).toBe(ONE_SL02);
  });
});
