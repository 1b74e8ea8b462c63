import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase, type FreshDatabase } from '../support/databases.ts';
import { runAs } from '../support/db-actors.ts';

describe.each(ENGINES)('get_order_receipt on %s', (kind) => {
  let db: FreshDatabase;
  beforeAll(async () => {
    db = await freshDatabase(kind);
  });
  afterAll(() => db.drop());

  it("lets the placing guest see the database's totals, and nothing personal", async () => {
    const id = randomUUID();
    await runAs(
      db.engine,
      null,
      `insert into public.orders (id, customer_name, phone, email, address_line1, city, state, pin_code,
         items, payment_method, subtotal_in_paise, total_in_paise)
       values ($1, 'Asha Rao', '9876543210', 'asha@example.in', '12 MG Road', 'Pune', 'Maharashtra',
         '411001', $2, 'cod', 1, 1)`,
      [id, JSON.stringify([{ productId: 'ml01', quantity: 1, unitPriceInPaise: 1 }])],
    );
    const price = await db.engine.query<{ price_paise: string }>(
      `select price_paise from public.products where id = 'ml01'`,
    );
    const unit = Number(price.rows[0]!.price_paise);
    const { rows } = await runAs<{ receipt: Record<string, unknown> }>(
      db.engine,
      null,
      'select public.get_order_receipt($1) as receipt',
      [id],
    );
    const receipt = rows[0]!.receipt;
    expect(receipt).toMatchObject({
      id,
      subtotal_in_paise: unit,
      delivery_fee_in_paise: unit < 500000 ? 15000 : 0,
      total_in_paise: unit + (unit < 500000 ? 15000 : 0),
      payment_method: 'cod',
      // It claimed ₹1: the database's higher total waits for the buyer's yes.
      status: 'held',
      tax_split: 'cgst_sgst',
    });
    expect(JSON.stringify(receipt)).not.toMatch(/Asha|9876543210|asha@|MG Road|411001/);
  });

  it('returns null for an unknown id', async () => {
    const { rows } = await runAs<{ receipt: unknown }>(
      db.engine,
      null,
      'select public.get_order_receipt($1) as receipt',
      [randomUUID()],
    );
    expect(rows[0]!.receipt).toBeNull();
  });
});
