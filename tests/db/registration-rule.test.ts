// The database's registration checks (the authority: private.prepare_registration and the
// column limits) against the shared cases the form's preview also runs
// (tests/unit/lib/registration-rule.test.ts), sent as the app sends them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isoDateInIndia } from '../../src/lib/india-time.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs } from '../support/db-actors.ts';
import { asSent, REGISTRATION_CASES, registrationOf } from '../fixtures/rules/registration.ts';

describe.each(ENGINES)('registration checks on %s (shared cases)', (kind) => {
  const { db, a } = withActors(kind);
  const today = isoDateInIndia(new Date());

  const stored = async (id: string) =>
    (
      await db.engine.query(
        `select owner_name, phone, email, product_id, serial_number,
                to_char(purchase_date, 'YYYY-MM-DD') as purchase_date, dealer, invoice_number
         from public.product_registrations where id = $1`,
        [id],
      )
    ).rows;

  it.each(REGISTRATION_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const r = registrationOf(c, today);
    const id = randomUUID();
    const insert = runAs(
      db.engine,
      a.anon,
      `insert into public.product_registrations
         (id, owner_name, phone, email, product_model, serial_number, purchase_date, dealer,
          invoice_number)
       values ($1, $2, $3, $4, $5, $6, $7::date, $8, $9)`,
      [
        id,
        asSent(r.name),
        asSent(r.phone),
        asSent(r.email),
        asSent(r.productId),
        asSent(r.serialNumber),
        asSent(r.purchaseDate),
        asSent(r.dealer),
        asSent(r.invoiceNumber),
      ],
    );
    if (c.error) {
      const error = await pgError(insert);
      expect([error.code, error.message]).toEqual([
        c.error.databaseCode ?? '23514',
        c.error.database ?? c.error.message,
      ]);
      expect(await stored(id)).toEqual([]);
    } else {
      await insert;
      expect(await stored(id)).toEqual([
        {
          owner_name: asSent(r.name),
          phone: asSent(r.phone),
          email: asSent(r.email),
          product_id: r.productId!.toLowerCase(),
          serial_number: asSent(r.serialNumber),
          purchase_date: r.purchaseDate,
          dealer: asSent(r.dealer),
          invoice_number: asSent(r.invoiceNumber),
        },
      ]);
    }
  });
});
