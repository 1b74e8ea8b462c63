// Dealer orders on the order desk: admin_orders filters by "On account" and by dealer orders,
// and names the dealer's business on each dealer row; admin_order names it too; a bad filter is
// refused in words.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';
import { approvedDealer, callAs } from '../fixtures/dealers.ts';

const ORDER_SQL = `insert into public.orders (id, customer_name, phone, address_line1, city, state,
    pin_code, items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
    payment_method)
  values ($1, 'Rohit Kulkarni', '+91 98220 12345', '614 Budhwar Peth', 'Pune', 'Maharashtra',
          '411002', $2::jsonb, 0, 0, 0, 0, $3)`;

interface Row {
  id: string;
  payment_method: string;
  dealer_id: string | null;
  dealer_business_name: string | null;
}

describe.each(ENGINES)('dealer orders on the desk on %s', (kind) => {
  const { db, a } = withActors(kind);
  const place = async (actor: Actor, method: string) => {
    const id = randomUUID();
    await runAs(db.engine, actor, ORDER_SQL, [
      id,
      JSON.stringify([{ productId: 'sl02', quantity: 1 }]),
      method,
    ]);
    return id;
  };
  const desk = (filters: object) =>
    callAs<{ rows: Row[]; total: number }>(
      db.engine,
      a.admin,
      'select public.admin_orders($1, 1, 200) as r',
      [JSON.stringify(filters)],
    );

  it('filters on account and dealer orders, and names the dealer', async () => {
    const shop = await approvedDealer(db.engine, a.admin, {
      credit_limit_in_paise: 10_000_000,
      payment_terms: 'net30',
    });
    const name = (
      await db.engine.query<{ business_name: string }>(
        'select business_name from public.dealer_accounts where id = $1',
        [shop.dealerId],
      )
    ).rows[0]!.business_name;
    expect(name).toMatch(/^Test Shop \d+$/);
    const onAccount = await place(shop.owner, 'on_account');
    const dealerUpi = await place(shop.owner, 'upi');
    const shopper = await place(a.user, 'upi');

    const credit = await desk({ payment_method: 'on_account' });
    expect(credit.rows.map((r) => r.id)).toContain(onAccount);
    expect(credit.rows.every((r) => r.payment_method === 'on_account')).toBe(true);
    expect(credit.rows.find((r) => r.id === onAccount)).toMatchObject({
      dealer_id: shop.dealerId,
      dealer_business_name: name,
    });

    const dealers = await desk({ dealer: true });
    const dealerIds = dealers.rows.map((r) => r.id);
    expect(dealerIds).toEqual(expect.arrayContaining([onAccount, dealerUpi]));
    expect(dealerIds).not.toContain(shopper);
    expect(dealers.rows.every((r) => r.dealer_business_name !== null)).toBe(true);
    const shoppers = await desk({ dealer: false });
    expect(shoppers.rows.map((r) => r.id)).toContain(shopper);
    expect(shoppers.rows.find((r) => r.id === shopper)?.dealer_business_name).toBeNull();
    expect(shoppers.rows.map((r) => r.id)).not.toContain(onAccount);

    const one = await callAs<Record<string, unknown>>(
      db.engine,
      a.admin,
      'select public.admin_order($1) as r',
      [onAccount],
    );
    expect(one).toMatchObject({
      payment_method: 'on_account',
      dealer_id: shop.dealerId,
      dealer_business_name: name,
    });
    const theirs = await callAs<Record<string, unknown>>(
      db.engine,
      a.admin,
      'select public.admin_order($1) as r',
      [shopper],
    );
    expect(theirs.dealer_business_name).toBeNull();
  });

  it('refuses an unknown method and a dealer filter that is not true or false', async () => {
    expect((await pgError(desk({ payment_method: 'cheque' }))).message).toBe(
      'Unknown payment method: cheque',
    );
    expect((await pgError(desk({ dealer: 'yes' }))).message).toBe(
      'The dealer filter is true or false',
    );
  });
});
