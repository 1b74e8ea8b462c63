// What a dealer owes: the credit summary the /dealer home reads (limit, used, available, held,
// overdue by age), payments staff record against a dealer (allocated oldest invoice first or
// to chosen invoices, idempotent by id, refused in words), a bounced cheque reversing its
// allocations, the ledger whose balance equals invoices less payments and credit notes to the
// paisa, the ageing report, who may read what (anon, shopper, another dealer's member, member,
// staff), and the credit check freed by a payment.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';
import { act, setStock } from '../fixtures/orders.ts';
import { approvedDealer, callAs, dealerMember } from '../fixtures/dealers.ts';

// One SL02 at the Dealer tier (15 % off ₹12,999): ₹11,049, no delivery fee above ₹5,000.
const ONE_SL02 = 1_104_900;

const ORDER_SQL = `insert into public.orders (id, customer_name, phone, address_line1, city, state,
    pin_code, items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
    payment_method)
  values ($1, 'Rohit Kulkarni', '+91 98220 12345', '614 Budhwar Peth', 'Pune', 'Maharashtra',
          '411002', $2::jsonb, 0, 0, 0, 0, $3)`;

interface Summary {
  dealer_id: string;
  credit_limit_in_paise: number;
  used_in_paise: number;
  available_in_paise: number;
  held_in_paise: number;
  overdue_in_paise: Record<'0-30' | '31-60' | '61-90' | '90+', number>;
  balance_in_paise: number;
}

const NO_OVERDUE = { '0-30': 0, '31-60': 0, '61-90': 0, '90+': 0 };

/** A day n days before today in India, as yyyy-mm-dd. */
const daysAgo = (n: number) =>
  new Date(Date.now() + 5.5 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);

describe.each(ENGINES)('the dealer ledger on %s', (kind) => {
  const { db, a } = withActors(kind);

  const place = async (actor: Actor, quantity = 1, method = 'on_account') => {
    const id = randomUUID();
    await runAs(db.engine, actor, ORDER_SQL, [
      id,
      JSON.stringify([{ productId: 'sl02', quantity }]),
      method,
    ]);
    return id;
  };
  /** Documents dated this many days ago (null: now). */
  const documentsDated = async (days: number | null) => {
    await db.engine.query(`update private.document_clock set fixed_at = $1`, [
      days === null ? null : new Date(Date.now() - days * 86_400_000).toISOString(),
    ]);
  };
  /** An on-account order of `quantity` SL02, confirmed (so invoiced) `days` ago. */
  const invoiced = async (actor: Actor, quantity = 1, days: number | null = null) => {
    const id = await place(actor, quantity);
    await documentsDated(days);
    try {
      await act(db.engine, a.admin, id, 'confirm');
    } finally {
      await documentsDated(null);
    }
    return id;
  };
  const summary = (actor: Actor, dealer: string | null = null) =>
    callAs<Summary>(db.engine, actor, `select public.dealer_credit_summary($1) as r`, [dealer]);
  const dealerWith = async (limit: number, terms = 'net30') => {
    await setStock(db.engine, 'sl02', 10_000);
    const dealer = await approvedDealer(db.engine, a.admin, {
      credit_limit_in_paise: limit,
      payment_terms: terms,
    });
    const buyer = await dealerMember(db.engine, dealer.owner, dealer.dealerId, 'buyer');
    return { ...dealer, buyer };
  };
  const refusal = async (work: Promise<unknown>) => (await pgError(work)).message;

  it('sums the credit a dealer uses: invoiced, not yet invoiced, held, and overdue by age', async () => {
    const shop = await dealerWith(5_000_000);
    expect(await summary(shop.owner)).toEqual({
      dealer_id: shop.dealerId,
      credit_limit_in_paise: 5_000_000,
      used_in_paise: 0,
      available_in_paise: 5_000_000,
      held_in_paise: 0,
      overdue_in_paise: NO_OVERDUE,
      balance_in_paise: 0,
    });
    // Net 30: invoiced 45 days ago is 15 days overdue; 100 days ago is 70 days overdue;
    // invoiced today is not due yet; one placed and not confirmed is used but not invoiced.
    await invoiced(shop.buyer, 1, 45);
    await invoiced(shop.buyer, 1, 100);
    await invoiced(shop.buyer, 1);
    await place(shop.buyer);
    // Over the limit now: held, counted apart.
    const held = await place(shop.buyer);
    expect(await summary(shop.buyer)).toEqual({
      dealer_id: shop.dealerId,
      credit_limit_in_paise: 5_000_000,
      used_in_paise: 4 * ONE_SL02,
      available_in_paise: 5_000_000 - 4 * ONE_SL02,
      held_in_paise: ONE_SL02,
      overdue_in_paise: { '0-30': ONE_SL02, '31-60': 0, '61-90': ONE_SL02, '90+': 0 },
      balance_in_paise: 3 * ONE_SL02,
    });
    // Staff read any dealer's; a cancelled order frees its credit, its credit note too.
    await act(db.engine, a.admin, held, 'cancel', { reason: 'Ordered twice' });
    expect((await summary(a.admin, shop.dealerId)).held_in_paise).toBe(0);
  });

  it("shows the summary only to the dealer's members and staff, refusing in words", async () => {
    const shop = await dealerWith(1_000_000);
    const other = await dealerWith(1_000_000);
    expect(await refusal(summary(null, shop.dealerId))).toBe(
      "Please sign in to see a dealer's account.",
    );
    expect(await refusal(summary(a.user))).toBe(
      "Only an MGRID dealer's members can see a dealer account.",
    );
    expect(await refusal(summary(a.user, shop.dealerId))).toBe(
      "Only this dealer's members and MGRID staff can see its account.",
    );
    expect(await refusal(summary(other.owner, shop.dealerId))).toBe(
      "Only this dealer's members and MGRID staff can see its account.",
    );
    expect(await refusal(summary(a.admin))).toBe('Choose a dealer to see its account.');
    expect((await summary(shop.buyer, shop.dealerId)).dealer_id).toBe(shop.dealerId);
    expect((await summary(a.admin, other.dealerId)).dealer_id).toBe(other.dealerId);
  });

  interface Payment {
    id: string;
    status: string;
    amount_in_paise: number;
    allocations: {
      invoice_id: string;
      invoice_number: string;
      order_id: string;
      amount_in_paise: number;
    }[];
    unallocated_in_paise: number;
    balance_in_paise: number;
  }
  interface Ledger {
    dealer_id: string;
    from: string | null;
    to: string;
    opening_balance_in_paise: number;
    entries: {
      date: string;
      kind: string;
      number?: string;
      reference?: string;
      debit_in_paise: number;
      credit_in_paise: number;
      balance_in_paise: number;
      due_date?: string;
      days_overdue?: number;
    }[];
    closing_balance_in_paise: number;
  }
  const today = daysAgo(0);
  const pay = (actor: Actor, payment: Record<string, unknown>) =>
    callAs<Payment>(db.engine, actor, `select public.record_dealer_payment($1::jsonb) as r`, [
      JSON.stringify({ id: randomUUID(), received_on: today, ...payment }),
    ]);
  const bounce = (actor: Actor, id: string, reason: string | null) =>
    callAs<Payment>(db.engine, actor, `select public.bounce_dealer_payment($1, $2) as r`, [
      id,
      reason,
    ]);
  const ledger = (
    actor: Actor,
    dealer: string | null,
    from: string | null = null,
    to: string | null = null,
  ) =>
    callAs<Ledger>(db.engine, actor, `select public.dealer_ledger($1, $2, $3) as r`, [
      dealer,
      from,
      to,
    ]);
  const invoiceOf = async (orderId: string) =>
    (
      await db.engine.query<{ id: string; number: string }>(
        `select id, number from public.invoices where order_id = $1 and kind = 'invoice'`,
        [orderId],
      )
    ).rows[0]!;
  const paymentStatus = async (orderId: string) =>
    (
      await db.engine.query<{ s: string }>(
        `select payment_status as s from public.orders where id = $1`,
        [orderId],
      )
    ).rows[0]!.s;
  /** The account straight from the tables: invoices - credit notes - payments not bounced. */
  const fromTables = async (dealer: string) =>
    (
      await db.engine.query<{ n: number }>(
        `select ((select coalesce(sum(case i.kind when 'invoice' then i.total_in_paise else -i.total_in_paise end), 0)
                  from public.invoices i join public.orders o on o.id = i.order_id
                  where o.dealer_id = $1 and o.payment_method = 'on_account')
               - (select coalesce(sum(p.amount_in_paise), 0) from public.dealer_payments p
                  where p.dealer_id = $1 and p.status = 'recorded'))::int as n`,
        [dealer],
      )
    ).rows[0]!.n;

  it('allocates oldest first, keeps an advance, bounces a cheque, and the ledger balances to the paisa', async () => {
    const shop = await dealerWith(10_000_000);
    const oldest = await invoiced(shop.buyer, 1, 40);
    const middle = await invoiced(shop.buyer, 2, 20);
    const newest = await invoiced(shop.buyer, 1, 5);
    // A payment of one and a half invoices: the oldest paid, the middle one in part.
    const upi = await pay(a.admin, {
      dealer_id: shop.dealerId,
      method: 'upi',
      reference: '4012 3456 7890',
      amount_in_paise: ONE_SL02 + 50_001,
    });
    expect(upi.allocations.map((x) => [x.order_id, x.amount_in_paise])).toEqual([
      [oldest, ONE_SL02],
      [middle, 50_001],
    ]);
    expect(upi.unallocated_in_paise).toBe(0);
    expect(await paymentStatus(oldest)).toBe('paid');
    expect(await paymentStatus(middle)).toBe('pending');
    // The order desk agrees: the order's timeline says how it was paid.
    const events = await db.engine.query<{ detail: { kind: string } }>(
      `select detail from public.order_events where order_id = $1 and kind = 'payment_recorded'`,
      [oldest],
    );
    expect(events.rows.map((e) => e.detail.kind)).toEqual(['dealer_payment']);
    // A cheque for more than the rest: the middle and newest paid, the rest an advance.
    const owed = 3 * ONE_SL02 - 50_001;
    const cheque = await pay(a.admin, {
      dealer_id: shop.dealerId,
      method: 'cheque',
      reference: '004512',
      cheque_date: daysAgo(1),
      amount_in_paise: owed + 100_000,
    });
    expect(cheque.allocations.map((x) => [x.order_id, x.amount_in_paise])).toEqual([
      [middle, 2 * ONE_SL02 - 50_001],
      [newest, ONE_SL02],
    ]);
    expect(cheque.unallocated_in_paise).toBe(100_000);
    expect(cheque.balance_in_paise).toBe(-100_000);
    expect(await paymentStatus(middle)).toBe('paid');
    expect(await paymentStatus(newest)).toBe('paid');
    expect((await summary(shop.owner)).balance_in_paise).toBe(-100_000);
    // The cheque bounces: its invoices are owed again, the ledger shows the bounce as a debit.
    const bounced = await bounce(a.admin, cheque.id, 'Funds insufficient');
    expect(bounced).toMatchObject({ status: 'bounced', allocations: [], unallocated_in_paise: 0 });
    expect(bounced.balance_in_paise).toBe(owed);
    expect(await paymentStatus(middle)).toBe('pending');
    expect(await paymentStatus(newest)).toBe('pending');
    expect(await paymentStatus(oldest)).toBe('paid');
    // Bouncing it again changes nothing.
    expect((await bounce(a.admin, cheque.id, 'again')).balance_in_paise).toBe(owed);
    // A cancelled invoice's credit note is a credit.
    await act(db.engine, a.admin, newest, 'cancel', { reason: 'Wrong model sent' });

    const statement = await ledger(shop.owner, null);
    expect(statement.entries.map((e) => [e.kind, e.debit_in_paise, e.credit_in_paise])).toEqual([
      ['invoice', ONE_SL02, 0],
      ['invoice', 2 * ONE_SL02, 0],
      ['invoice', ONE_SL02, 0],
      ['payment', 0, ONE_SL02 + 50_001],
      ['payment', 0, owed + 100_000],
      ['bounce', owed + 100_000, 0],
      ['credit_note', 0, ONE_SL02],
    ]);
    const balance = 4 * ONE_SL02 - (ONE_SL02 + 50_001) - ONE_SL02;
    expect(statement.closing_balance_in_paise).toBe(balance);
    expect(statement.entries.at(-1)!.balance_in_paise).toBe(balance);
    expect(await fromTables(shop.dealerId)).toBe(balance);
    expect((await summary(shop.buyer)).balance_in_paise).toBe(balance);
    // Each invoice: its number, order, due date (Net 30) and days overdue while owed.
    const first = statement.entries[0]!;
    expect(first).toMatchObject({
      number: (await invoiceOf(oldest)).number,
      date: daysAgo(40),
      due_date: daysAgo(10),
      days_overdue: 0,
    });
    expect(statement.entries[1]).toMatchObject({ due_date: daysAgo(-10), days_overdue: 0 });
    expect(statement.entries[5]).toMatchObject({ reference: '004512', date: today });
    // A date range: the opening balance carries what came before.
    const recent = await ledger(shop.owner, shop.dealerId, daysAgo(10), today);
    expect(recent.opening_balance_in_paise).toBe(3 * ONE_SL02);
    expect(recent.entries[0]).toMatchObject({ kind: 'invoice', balance_in_paise: 4 * ONE_SL02 });
    expect(recent.closing_balance_in_paise).toBe(balance);
    const earlier = await ledger(a.admin, shop.dealerId, null, daysAgo(30));
    expect(earlier.closing_balance_in_paise).toBe(ONE_SL02);
    expect(await refusal(ledger(shop.owner, null, today, daysAgo(3)))).toMatch(
      /^The statement starts \(.+\) after it ends \(.+\): choose the dates again\.$/,
    );
    // The ageing report: one row per dealer with its balance and buckets.
    const rows = (
      await runAs<{ r: { dealer_id: string; balance_in_paise: number; not_due_in_paise: number } }>(
        db.engine,
        a.admin,
        `select r from public.admin_dealer_ageing() r`,
      )
    ).rows.map((x) => x.r);
    expect(rows.find((x) => x.dealer_id === shop.dealerId)).toMatchObject({
      balance_in_paise: balance,
      not_due_in_paise: balance,
      overdue_in_paise: NO_OVERDUE,
    });
  });

  it('keeps the due date an invoice was issued with when the dealer\u2019s terms change', async () => {
    const shop = await dealerWith(10_000_000, 'net30');
    const order = await invoiced(shop.buyer, 1, 20);
    const issued = await db.engine.query<{ due: string }>(
      `select to_char(due_date, 'YYYY-MM-DD') as due from public.invoices where order_id = $1 and kind = 'invoice'`,
      [order],
    );
    expect(issued.rows[0]!.due).toBe(daysAgo(-10));
    // Net 30 becomes Net 7: by the new terms the invoice would be 13 days overdue.
    await db.engine.query(
      `update public.dealer_accounts set payment_terms = 'net7' where id = $1`,
      [shop.dealerId],
    );
    const statement = await ledger(shop.owner, null);
    expect(statement.entries[0]).toMatchObject({ due_date: daysAgo(-10), days_overdue: 0 });
    expect((await summary(shop.owner)).overdue_in_paise).toEqual(NO_OVERDUE);
    // A new invoice takes the new terms.
    const next = await invoiced(shop.buyer, 1, 10);
    const nextNumber = (await invoiceOf(next)).number;
    const later = await ledger(shop.owner, null);
    expect(later.entries.find((e) => e.number === nextNumber)).toMatchObject({
      due_date: daysAgo(3),
      days_overdue: 3,
    });
    expect((await summary(shop.owner)).overdue_in_paise).toEqual({
      ...NO_OVERDUE,
      '0-30': ONE_SL02,
    });
  });

  it('settles the invoices chosen, answers a resend with the same payment, and uses an advance later', async () => {
    const shop = await dealerWith(10_000_000);
    const older = await invoiced(shop.buyer, 1, 10);
    const newer = await invoiced(shop.buyer, 1, 2);
    const id = randomUUID();
    const payment = {
      id,
      dealer_id: shop.dealerId,
      method: 'neft_rtgs',
      reference: 'hdfcn52026120312',
      amount_in_paise: ONE_SL02,
      invoice_ids: [(await invoiceOf(newer)).id],
    };
    const first = await pay(a.admin, payment);
    expect(first.allocations).toEqual([
      {
        invoice_id: (await invoiceOf(newer)).id,
        invoice_number: (await invoiceOf(newer)).number,
        order_id: newer,
        amount_in_paise: ONE_SL02,
      },
    ]);
    expect(await paymentStatus(newer)).toBe('paid');
    expect(await paymentStatus(older)).toBe('pending');
    // Sent again (the answer was lost): the same payment, nothing recorded twice.
    expect(await pay(a.admin, { ...payment, amount_in_paise: 1 })).toEqual(first);
    const count = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from public.dealer_payments where dealer_id = $1`,
      [shop.dealerId],
    );
    expect(count.rows[0]!.n).toBe(1);
    expect(await refusal(pay(a.admin, { ...payment, id: randomUUID() }))).toBe(
      'UTR HDFCN52026120312 is already recorded for a payment of this dealer.',
    );
    // A paid invoice cannot be chosen again.
    expect(
      await refusal(
        pay(a.admin, {
          dealer_id: shop.dealerId,
          method: 'cash',
          amount_in_paise: 100,
          invoice_ids: [(await invoiceOf(newer)).id],
        }),
      ),
    ).toBe(`Not an unpaid invoice of this dealer: ${(await invoiceOf(newer)).number}.`);
    // An advance (cash, more than owed) goes to the next invoice as soon as it is issued.
    const advance = await pay(a.admin, {
      dealer_id: shop.dealerId,
      method: 'cash',
      amount_in_paise: ONE_SL02 + 500_000,
    });
    expect(advance.unallocated_in_paise).toBe(500_000);
    expect(await paymentStatus(older)).toBe('paid');
    const later = await invoiced(shop.buyer, 1);
    expect((await summary(shop.owner)).balance_in_paise).toBe(ONE_SL02 - 500_000);
    expect(await paymentStatus(later)).toBe('pending');
    const top = await pay(a.admin, {
      dealer_id: shop.dealerId,
      method: 'cash',
      reference: 'R-118',
      amount_in_paise: ONE_SL02 - 500_000,
    });
    expect(top.unallocated_in_paise).toBe(0);
    expect(await paymentStatus(later)).toBe('paid');
    expect((await summary(shop.owner)).balance_in_paise).toBe(0);
  });

  it('refuses a bad payment in words and records nothing', async () => {
    const shop = await dealerWith(10_000_000);
    const invoicedOrder = await invoiced(shop.buyer);
    const base = {
      dealer_id: shop.dealerId,
      method: 'upi',
      reference: '401299990000',
      amount_in_paise: 1000,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ reference: '4012345' }, 'The UPI UTR must be 12 digits.'],
      [
        { reference: null },
        "A UPI payment needs its 12-digit UTR (the bank's transaction reference).",
      ],
      [
        { method: 'neft_rtgs', reference: 'N123' },
        "A NEFT or RTGS payment needs the bank's UTR: 16 to 22 letters and digits.",
      ],
      [{ method: 'cheque', reference: '12' }, 'A cheque needs its 6-digit cheque number.'],
      [{ method: 'cheque', reference: '004512' }, 'A cheque needs its date.'],
      [{ method: 'bitcoin' }, 'Choose how the dealer paid: UPI, NEFT/RTGS, cheque or cash.'],
      [{ amount_in_paise: 0 }, 'Please enter the amount received, in whole paise above zero.'],
      [{ amount_in_paise: 10.5 }, 'Please enter the amount received, in whole paise above zero.'],
      [
        { method: 'cash', amount_in_paise: 20_000_000 },
        'Cash of ₹2,00,000 or more in one payment is not allowed (Income Tax Act, section 269ST): take it by bank transfer or cheque.',
      ],
      [{ received_on: null }, 'Please give the day the payment was received.'],
      [{ received_on: 'someday' }, 'Dates are written as YYYY-MM-DD.'],
      [
        { id: 'p-1' },
        'The payment needs an id made by the caller (a uuid), so a resend is the same payment.',
      ],
      [{ dealer_id: randomUUID() }, 'This dealer does not exist.'],
      [
        { invoice_ids: [randomUUID()] },
        expect.stringMatching(
          /^Not an unpaid invoice of this dealer: [0-9a-f-]{36}\.$/,
        ) as unknown as string,
      ],
    ];
    for (const [change, message] of cases) {
      expect(await refusal(pay(a.admin, { ...base, ...change }))).toEqual(message);
    }
    expect(await refusal(pay(a.admin, { ...base, received_on: daysAgo(-1) }))).toMatch(
      /^The payment is dated .+, which is in the future: give the day it was received\.$/,
    );
    expect(
      await refusal(
        pay(a.admin, { ...base, method: 'cheque', reference: '004512', cheque_date: daysAgo(-2) }),
      ),
    ).toMatch(/^This cheque is post-dated \(.+\): record it on or after its date\.$/);
    const count = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from public.dealer_payments where dealer_id = $1`,
      [shop.dealerId],
    );
    expect(count.rows[0]!.n).toBe(0);
    // Bouncing: cheques only, with a reason.
    const upi = await pay(a.admin, base);
    expect(await refusal(bounce(a.admin, upi.id, 'Reversed'))).toBe(
      'Only a cheque can bounce: this payment was made by UPI.',
    );
    const cheque = await pay(a.admin, {
      ...base,
      method: 'cheque',
      reference: '004512',
      cheque_date: today,
    });
    for (const reason of [null, '   ']) {
      expect(await refusal(bounce(a.admin, cheque.id, reason))).toBe(
        "Please give the reason the cheque bounced (as the bank's return memo says).",
      );
    }
    expect(await refusal(bounce(a.admin, randomUUID(), 'x'))).toBe('This payment does not exist.');
    // An on-account order is not paid on the order itself, nor with a dealer's kind.
    expect(
      await refusal(
        act(db.engine, a.admin, invoicedOrder, 'payment', {
          kind: 'upi',
          amount_in_paise: ONE_SL02,
          utr: '999988887777',
        }),
      ),
    ).toBe(
      "This order is on the dealer's account: record the payment against the dealer, and it is allocated to the order's invoice.",
    );
    expect(
      await refusal(
        act(db.engine, a.admin, invoicedOrder, 'payment', {
          kind: 'dealer_payment',
          amount_in_paise: ONE_SL02,
        }),
      ),
    ).toBe(
      "A dealer's payment is recorded against the dealer (record_dealer_payment), not on the order.",
    );
  });

  it('lets only staff write and only the dealer\u2019s members and staff read, on tables and RPCs', async () => {
    const shop = await dealerWith(10_000_000);
    const other = await dealerWith(10_000_000);
    await invoiced(shop.buyer);
    const cheque = await pay(a.admin, {
      dealer_id: shop.dealerId,
      method: 'cheque',
      reference: '100200',
      cheque_date: today,
      amount_in_paise: 50_000,
    });
    const seen = async (actor: Actor) => {
      const rows = async (table: string) =>
        (
          await runAs<{ n: number }>(
            db.engine,
            actor,
            `select count(*)::int as n from public.${table} where dealer_id = $1`,
            [shop.dealerId],
          )
        ).rows[0]!.n;
      return [await rows('dealer_payments'), await rows('dealer_payment_allocations')];
    };
    expect(await pgError(seen(null))).toMatchObject({ code: '42501' });
    expect(await seen(a.user)).toEqual([0, 0]);
    expect(await seen(other.owner)).toEqual([0, 0]);
    expect(await seen(shop.buyer)).toEqual([1, 1]);
    expect(await seen(a.admin)).toEqual([1, 1]);
    // Nobody writes the tables directly, staff neither.
    for (const actor of [shop.owner, a.admin]) {
      expect(
        (
          await pgError(
            runAs(
              db.engine,
              actor,
              `update public.dealer_payments set amount_in_paise = 1 where id = $1`,
              [cheque.id],
            ),
          )
        ).code,
      ).toBe('42501');
      expect(
        (
          await pgError(
            runAs(
              db.engine,
              actor,
              `insert into public.dealer_payments (id, dealer_id, method, amount_in_paise, received_on)
               values ($1, $2, 'cash', 100, current_date)`,
              [randomUUID(), shop.dealerId],
            ),
          )
        ).code,
      ).toBe('42501');
    }
    // The RPCs: recording and bouncing are staff's; the ledger is the members' and staff's.
    const payment = { dealer_id: shop.dealerId, method: 'cash', amount_in_paise: 100 };
    for (const actor of [null, a.user, shop.owner, other.owner]) {
      const message = (await pgError(pay(actor, payment))).message;
      expect(message).toMatch(
        /^(Only MGRID staff who run dealers can record a dealer's payment\.|permission denied for function record_dealer_payment)$/,
      );
      expect((await pgError(bounce(actor, cheque.id, 'x'))).message).toMatch(
        /^(Only MGRID staff who run dealers can mark a payment as bounced\.|permission denied for function bounce_dealer_payment)$/,
      );
      const ageing = runAs(db.engine, actor, `select public.admin_dealer_ageing()`);
      expect((await pgError(ageing)).message).toMatch(
        /^(Only MGRID staff who run dealers can see the ageing report\.|permission denied for function admin_dealer_ageing)$/,
      );
    }
    expect(await refusal(ledger(a.user, null))).toBe(
      "Only an MGRID dealer's members can see a dealer account.",
    );
    expect(await refusal(ledger(other.owner, shop.dealerId))).toBe(
      "Only this dealer's members and MGRID staff can see its account.",
    );
    expect((await pgError(ledger(null, shop.dealerId))).message).toMatch(
      /^(Please sign in to see a dealer's account\.|permission denied for function dealer_ledger)$/,
    );
    expect((await ledger(shop.buyer, null)).entries.map((e) => e.kind)).toEqual([
      'invoice',
      'payment',
    ]);
    expect((await ledger(a.admin, shop.dealerId)).dealer_id).toBe(shop.dealerId);
  });

  it('frees credit when a payment comes in: the credit check counts the ledger', async () => {
    const shop = await dealerWith(2_500_000);
    const first = await invoiced(shop.buyer, 1);
    const second = await place(shop.buyer);
    // Used: one invoiced and one not yet; a third is over the limit.
    const third = await place(shop.buyer);
    const held = await db.engine.query<{ status: string; hold_reason: string }>(
      `select status, hold_reason from public.orders where id = $1`,
      [third],
    );
    expect(held.rows[0]).toEqual({
      status: 'held',
      hold_reason:
        'Held: over your credit limit by ₹8,147 (limit ₹25,000, already on account ₹22,098, this order ₹11,049)',
    });
    await pay(a.admin, {
      dealer_id: shop.dealerId,
      method: 'upi',
      reference: '555566667777',
      amount_in_paise: ONE_SL02,
    });
    expect(await paymentStatus(first)).toBe('paid');
    expect((await summary(shop.owner)).used_in_paise).toBe(ONE_SL02);
    const fourth = await place(shop.buyer);
    const placed = await db.engine.query<{ status: string }>(
      `select status from public.orders where id = $1`,
      [fourth],
    );
    expect(placed.rows[0]!.status).toBe('placed');
    expect(second).toBeTruthy();
  });

  it('settles a new invoice from an advance the moment it is issued', async () => {
    const shop = await dealerWith(10_000_000);
    const advance = await pay(a.admin, {
      dealer_id: shop.dealerId,
      method: 'upi',
      reference: '246813579024',
      amount_in_paise: 2 * ONE_SL02 + 100,
    });
    expect(advance.unallocated_in_paise).toBe(2 * ONE_SL02 + 100);
    expect((await summary(shop.owner)).balance_in_paise).toBe(-(2 * ONE_SL02 + 100));
    const first = await invoiced(shop.buyer, 1);
    const second = await invoiced(shop.buyer, 1);
    expect(await paymentStatus(first)).toBe('paid');
    expect(await paymentStatus(second)).toBe('paid');
    const third = await invoiced(shop.buyer, 1);
    // 100 paise were left: the third invoice is owed less them, its order still pending.
    expect(await paymentStatus(third)).toBe('pending');
    const allocated = await db.engine.query<{ n: number }>(
      `select coalesce(sum(amount_in_paise), 0)::int as n from public.dealer_payment_allocations
       where payment_id = $1 and not _deleted`,
      [advance.id],
    );
    expect(allocated.rows[0]!.n).toBe(2 * ONE_SL02 + 100);
    const account = await ledger(shop.owner, null);
    expect(account.closing_balance_in_paise).toBe(ONE_SL02 - 100);
    expect(account.closing_balance_in_paise).toBe(await fromTables(shop.dealerId));
    expect(account.entries.filter((e) => e.kind === 'invoice').map((e) => e.days_overdue)).toEqual([
      0, 0, 0,
    ]);
  });

  it("keeps a year of the ledger for the member's phone, and nothing for anyone else", async () => {
    const shop = await dealerWith(10_000_000);
    await invoiced(shop.buyer, 1, 400);
    await invoiced(shop.buyer, 1, 3);
    const copy = await callAs<Ledger | null>(
      db.engine,
      shop.buyer,
      `select public.my_dealer_ledger() as r`,
    );
    const from = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    from.setUTCMonth(from.getUTCMonth() - 12);
    expect(copy!.from).toBe(from.toISOString().slice(0, 10));
    expect(copy!.to).toBe(today);
    // The invoice 400 days back is before the copy: it is the opening balance.
    expect(copy!.opening_balance_in_paise).toBe(ONE_SL02);
    expect(copy!.entries.map((e) => e.kind)).toEqual(['invoice']);
    expect(copy!.closing_balance_in_paise).toBe(2 * ONE_SL02);
    for (const actor of [a.user, a.admin]) {
      expect(await callAs(db.engine, actor, `select public.my_dealer_ledger() as r`)).toBeNull();
    }
    expect((await pgError(runAs(db.engine, null, `select public.my_dealer_ledger()`))).code).toBe(
      '42501',
    );
  });

  interface Sent {
    id: string;
    dealer_id: string;
    from: string | null;
    to: string;
    closing_balance_in_paise: number;
    channels: { channel: string; recipient: string }[];
  }
  const send = (actor: Actor, id: string, dealer: string, from: string | null, to: string | null) =>
    callAs<Sent>(db.engine, actor, `select public.send_dealer_statement($1, $2, $3, $4) as r`, [
      id,
      dealer,
      from,
      to,
    ]);

  it("sends a statement to the dealer's owner once, by email and SMS with its link", async () => {
    const shop = await dealerWith(10_000_000);
    await invoiced(shop.buyer, 1, 20);
    const owner = await db.engine.query<{ email: string; mobile: string; owner_name: string }>(
      `select email, mobile, owner_name from public.dealer_accounts where id = $1`,
      [shop.dealerId],
    );
    const { email, mobile, owner_name: ownerName } = owner.rows[0]!;
    const from = daysAgo(30);
    const id = randomUUID();
    const sent = await send(a.admin, id, shop.dealerId, from, null);
    expect(sent).toMatchObject({
      id,
      dealer_id: shop.dealerId,
      from,
      to: today,
      closing_balance_in_paise: ONE_SL02,
      channels: [
        { channel: 'email', recipient: email },
        { channel: 'sms', recipient: mobile },
      ],
    });
    // Sent again (the answer was lost): the same statement, no second message.
    expect(await send(a.admin, id, shop.dealerId, from, null)).toEqual(sent);
    const messages = await db.engine.query<{
      channel: string;
      subject: string | null;
      body: string;
      link_path: string;
    }>(
      `select channel, subject, body, link_path from public.notifications
       where dealer_statement_id = $1 order by channel`,
      [id],
    );
    const period = (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const words = `${period(from)} to ${period(today)}`;
    const business = (
      await db.engine.query<{ n: string }>(
        `select business_name as n from public.dealer_accounts where id = $1`,
        [shop.dealerId],
      )
    ).rows[0]!.n;
    expect(messages.rows).toEqual([
      {
        channel: 'email',
        subject: `Your MGRID statement, ${words}`,
        body: `Hello ${ownerName}, the statement of ${business} with MGRID, ${words}: balance due ₹11,049. See it and download the PDF (sign in as the dealer): {link}`,
        link_path: `/dealer/statement/${from}/${today}`,
      },
      {
        channel: 'sms',
        subject: null,
        body: `MGRID: statement of ${business}, ${words}: balance due ₹11,049. See it: {link}`,
        link_path: `/dealer/statement/${from}/${today}`,
      },
    ]);
    // The whole account: "all" in the link.
    const whole = await send(a.admin, randomUUID(), shop.dealerId, null, null);
    expect(whole.from).toBeNull();
    const link = await db.engine.query<{ link_path: string }>(
      `select distinct link_path from public.notifications where dealer_statement_id = $1`,
      [whole.id],
    );
    expect(link.rows).toEqual([{ link_path: `/dealer/statement/all/${today}` }]);
  });

  it('refuses to send a statement in words: not staff, a bad period, an unknown dealer', async () => {
    const shop = await dealerWith(10_000_000);
    for (const actor of [shop.owner, a.user]) {
      expect(await refusal(send(actor, randomUUID(), shop.dealerId, null, null))).toBe(
        "Only MGRID staff who run dealers can send a dealer's statement.",
      );
    }
    expect(await refusal(send(a.admin, randomUUID(), shop.dealerId, today, daysAgo(5)))).toMatch(
      /^The statement starts \(.+\) after it ends \(.+\): choose the dates again\.$/,
    );
    expect(await refusal(send(a.admin, randomUUID(), randomUUID(), null, null))).toBe(
      'This dealer does not exist.',
    );
    const other = await dealerWith(10_000_000);
    const id = randomUUID();
    await send(a.admin, id, shop.dealerId, null, null);
    expect(await refusal(send(a.admin, id, other.dealerId, null, null))).toBe(
      'This statement id is already used for another dealer.',
    );
    const sent = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from public.dealer_statements where dealer_id = $1`,
      [shop.dealerId],
    );
    expect(sent.rows[0]!.n).toBe(1);
    // Nobody reads the table directly.
    expect(
      (await pgError(runAs(db.engine, a.admin, `select * from public.dealer_statements`))).code,
    ).toBe('42501');
  });
  it('records a collection queued offline (staff_commands dealer.payment) once, or refuses it in words', async () => {
    const shop = await dealerWith(10_000_000);
    const invoice = await invoiced(shop.buyer, 1);
    const send = (who: Actor, args: Record<string, unknown>, id = randomUUID()) =>
      runAs(
        db.engine,
        who,
        `insert into public.staff_commands (id, kind, target_id, args)
         values ($1, 'dealer.payment', $2, $3::jsonb)`,
        [id, shop.dealerId, JSON.stringify(args)],
      ).then(() => id);
    const collected = {
      method: 'cheque',
      reference: '004512',
      cheque_date: today,
      amount_in_paise: ONE_SL02,
      received_on: today,
      note: 'Collected at the shop',
    };
    const id = await send(a.admin, collected);
    await send(a.admin, collected, id); // the retry after a lost answer
    const stored = await db.engine.query<{ n: number; id: string; amount: number }>(
      `select count(*)::int as n, min(id::text) as id, sum(amount_in_paise)::int as amount
       from public.dealer_payments where dealer_id = $1`,
      [shop.dealerId],
    );
    // The command's id is the payment's, and it settled the invoice.
    expect(stored.rows[0]).toEqual({ n: 1, id, amount: ONE_SL02 });
    expect(await paymentStatus(invoice)).toBe('paid');
    expect((await ledger(a.admin, shop.dealerId)).closing_balance_in_paise).toBe(0);
    const applied = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from public.staff_commands where id = $1 and applied_at is not null`,
      [id],
    );
    expect(applied.rows[0]!.n).toBe(1);

    // Refused in the database's words, nothing recorded: a short UTR, not staff.
    expect(await refusal(send(a.admin, { ...collected, method: 'upi', reference: '12345' }))).toBe(
      'The UPI UTR must be 12 digits.',
    );
    expect((await pgError(send(shop.owner, collected))).message).toMatch(
      /^(Only MGRID staff can send staff commands\.|permission denied for table staff_commands)$/,
    );
    const after = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from public.dealer_payments where dealer_id = $1`,
      [shop.dealerId],
    );
    expect(after.rows[0]!.n).toBe(1);
  });
});
