// Cash-on-delivery orders are limited in units: at most 20 units in one
// order (100 for a signed-in buyer with a GSTIN on the order) and 40 units in one buyer's open
// unpaid COD orders of the last 24 hours (200 for a business buyer), the buyer being the
// account or a guest's phone. The refusal is in words with the figures in its detail; nothing
// is stored or reserved. Orders paid online and orders staff place are not limited.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ENGINES, withActors } from '../support/databases.ts';
import { createAccount, pgError, type Actor } from '../support/db-actors.ts';
import { act, line, placeOrder, setStock, stockOf, type NewOrder } from '../fixtures/orders.ts';

const GSTIN = '29AAGCB7383J1Z4';
const BUSINESS = { buyerGstin: GSTIN, buyerLegalName: 'Bharat Surveying Tools Pvt Ltd' };
const PER_ORDER = (limit: number) =>
  `Cash on delivery orders are limited to ${limit} units. Pay online, or ask us for a quotation for larger orders.`;
const PER_DAY = (limit: number, open: number) =>
  `Cash on delivery orders are limited to ${limit} units a day: your open orders from the last 24 hours already have ${open}. Pay online, or ask us for a quotation for larger orders.`;

describe.each(ENGINES)('cash-on-delivery unit limits on %s', (kind) => {
  const { db, a } = withActors(kind);
  let phones = 0;
  /** A phone number no other test's orders use: a buyer of its own. */
  const newPhone = () => `+91 97000 ${String(10000 + ++phones).slice(-5)}`;
  const place = (actor: Actor, order: NewOrder) => placeOrder(db.engine, actor, order);
  const orderCount = async (id: string) =>
    (
      await db.engine.query<{ n: number }>(
        'select count(*)::int as n from public.orders where id = $1',
        [id],
      )
    ).rows[0]!.n;

  it('takes a guest order of 20 units and refuses 21 in words, reserving nothing', async () => {
    await setStock(db.engine, 'sl02', 500);
    const phone = newPhone();
    await place(null, { items: [line('sl02', 12), line('ml01', 8)], phone });
    const id = randomUUID();
    const before = await stockOf(db.engine, 'sl02');
    const error = await pgError(place(null, { id, items: [line('sl02', 21)], phone: newPhone() }));
    expect(error.code).toBe('23514');
    expect(error.message).toBe(PER_ORDER(20));
    expect(JSON.parse(error.detail!)).toEqual({
      reason: 'cod_units_per_order',
      limit: 20,
      units: 21,
    });
    expect(error.hint).toBe('Lower the quantities, choose UPI, or ask for a quotation.');
    expect(await orderCount(id)).toBe(0);
    expect(await stockOf(db.engine, 'sl02')).toBe(before);
    // The lines count together, and so does one product on two lines.
    expect(
      (
        await pgError(
          place(null, { items: [line('sl02', 11), line('sl02', 10)], phone: newPhone() }),
        )
      ).message,
    ).toBe(PER_ORDER(20));
  });

  it('lets a signed-in business buyer (a GSTIN on the order) order 100 units, not 101', async () => {
    await setStock(db.engine, 'sl02', 1000);
    await place(a.user2, { items: [line('sl02', 100)], phone: newPhone(), ...BUSINESS });
    const error = await pgError(
      place(a.user2, { items: [line('sl02', 101)], phone: newPhone(), ...BUSINESS }),
    );
    expect(error.message).toBe(PER_ORDER(100));
    expect(JSON.parse(error.detail!)).toMatchObject({ limit: 100, units: 101 });
    // A GSTIN from a guest, or a signed-in buyer without one, is an ordinary order.
    expect(
      (await pgError(place(null, { items: [line('sl02', 21)], phone: newPhone(), ...BUSINESS })))
        .message,
    ).toBe(PER_ORDER(20));
    expect(
      (await pgError(place(a.user, { items: [line('sl02', 21)], phone: newPhone() }))).message,
    ).toBe(PER_ORDER(20));
  });

  it("caps a guest's open COD orders at 40 units in 24 hours, by phone", async () => {
    await setStock(db.engine, 'sl02', 1000);
    const phone = newPhone();
    const first = await place(null, { items: [line('sl02', 20)], phone });
    // However the phone is typed, it is the same buyer.
    await place(null, { items: [line('sl02', 15)], phone: phone.replace(/ /g, '') });
    const error = await pgError(place(null, { items: [line('sl02', 6)], phone }));
    expect(error.message).toBe(PER_DAY(40, 35));
    expect(JSON.parse(error.detail!)).toEqual({
      reason: 'cod_units_per_day',
      limit: 40,
      open: 35,
      units: 6,
    });
    await place(null, { items: [line('sl02', 5)], phone });
    // Another buyer is not held to it; a cancelled order no longer counts.
    await place(null, { items: [line('sl02', 20)], phone: newPhone() });
    await act(db.engine, a.admin, first, 'cancel', { reason: 'Customer asked to cancel' });
    await place(null, { items: [line('sl02', 20)], phone });
    // An order from more than 24 hours ago no longer counts.
    await db.engine.query(
      `update public.orders set created_at = now() - interval '25 hours'
       where right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) = $1`,
      [phone.replace(/\D/g, '').slice(-10)],
    );
    await place(null, { items: [line('sl02', 20)], phone });
  });

  it("caps a signed-in buyer's open COD orders by account, 200 units for a business", async () => {
    await setStock(db.engine, 'sl02', 2000);
    const buyer = await createAccount(db.engine, 'cod.buyer@mgrid.test');
    await place(buyer, { items: [line('sl02', 20)], phone: newPhone() });
    // Another phone on the same account is the same buyer: 40 in all is the most.
    await place(buyer, { items: [line('sl02', 20)], phone: newPhone() });
    expect(
      (await pgError(place(buyer, { items: [line('sl02', 1)], phone: newPhone() }))).message,
    ).toBe(PER_DAY(40, 40));
    const business = await createAccount(db.engine, 'cod.business@mgrid.test');
    await place(business, { items: [line('sl02', 100)], phone: newPhone(), ...BUSINESS });
    await place(business, { items: [line('sl02', 100)], phone: newPhone(), ...BUSINESS });
    expect(
      (await pgError(place(business, { items: [line('sl02', 1)], phone: newPhone(), ...BUSINESS })))
        .message,
    ).toBe(PER_DAY(200, 200));
  });

  it('does not limit orders paid online, nor orders staff place for a customer', async () => {
    await setStock(db.engine, 'sl02', 1000);
    const phone = newPhone();
    const upi = await place(null, { items: [line('sl02', 150)], phone, paymentMethod: 'upi' });
    expect(await orderCount(upi)).toBe(1);
    // UPI orders do not count towards the COD cap either.
    await place(null, { items: [line('sl02', 20)], phone });
    const staff = await place(a.admin, { items: [line('sl02', 60)], phone: newPhone() });
    expect(await orderCount(staff)).toBe(1);
  });

  it('reads the limits from the site settings', async () => {
    await setStock(db.engine, 'sl02', 1000);
    await db.engine.query(
      `update public.site_settings set cod_max_units_per_order = 5 where id = 'default'`,
    );
    try {
      expect(
        (await pgError(place(null, { items: [line('sl02', 6)], phone: newPhone() }))).message,
      ).toBe(PER_ORDER(5));
      await place(null, { items: [line('sl02', 5)], phone: newPhone() });
    } finally {
      await db.engine.query(
        `update public.site_settings set cod_max_units_per_order = 20 where id = 'default'`,
      );
    }
  });
});
