// The database's GST rules (the authority) against the shared cases the device's preview
// also runs (tests/unit/lib/{gstin,amount-in-words,tax-split,financial-year}.test.ts):
// GSTIN checks, amounts in words, the CGST/SGST or IGST split, financial years and document
// numbers; and the GSTIN rules on orders and site settings.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs } from '../support/db-actors.ts';
import { line, placeOrder } from '../fixtures/orders.ts';
import {
  AMOUNT_IN_WORDS_CASES,
  DOCUMENT_NUMBER_CASES,
  FINANCIAL_YEAR_CASES,
  GSTIN_CASES,
  TAX_SPLIT_CASES,
} from '../fixtures/rules/gst-rules.ts';

describe.each(ENGINES)('GST rules on %s (shared cases)', (kind) => {
  const { db, a } = withActors(kind);
  const one = async <T>(sql: string, params: unknown[]) =>
    (await db.engine.query<{ v: T }>(sql, params)).rows[0]!.v;

  it.each(GSTIN_CASES.map((c) => [c.name, c] as const))('GSTIN: %s', async (_name, c) => {
    expect(await one('select public.gstin_problem($1) as v', [c.input])).toBe(c.problem);
    expect(await one('select public.normalise_gstin($1) as v', [c.input])).toBe(c.normalised);
  });

  it.each(AMOUNT_IN_WORDS_CASES.map((c) => [c.paise, c] as const))(
    'amount in words: %s paise',
    async (_paise, c) => {
      expect(await one('select public.amount_in_words($1) as v', [c.paise])).toBe(c.words);
    },
  );

  it('refuses a negative amount in words', async () => {
    expect((await pgError(one('select public.amount_in_words(-1) as v', []))).message).toBe(
      'Not an amount in paise: -1',
    );
  });

  it.each(TAX_SPLIT_CASES.map((c) => [c.name, c] as const))('tax split: %s', async (_n, c) => {
    expect(
      await one('select private.gst_split($1, $2, $3) as v', [
        c.gstInPaise,
        c.sellerState,
        c.deliveryState,
      ]),
    ).toEqual(c.expected);
  });

  it.each(FINANCIAL_YEAR_CASES.map((c) => [c.at, c] as const))(
    'financial year of %s',
    async (_at, c) => {
      expect(await one('select public.financial_year($1::timestamptz) as v', [c.at])).toBe(c.year);
    },
  );

  it.each(DOCUMENT_NUMBER_CASES.map((c) => [c.number, c] as const))(
    'document number %s',
    async (_n, c) => {
      expect(
        await one('select private.document_number($1, $2, $3) as v', [c.kind, c.year, c.sequence]),
      ).toBe(c.number);
    },
  );

  describe("the buyer's GSTIN on an order", () => {
    const placeWith = async (gstin: string | null, legalName: string | null) => {
      const id = randomUUID();
      await runAs(
        db.engine,
        a.anon,
        `insert into public.orders (id, customer_name, phone, address_line1, city, state,
           pin_code, items, payment_method, buyer_gstin, buyer_legal_name)
         values ($1, 'Ravi Kulkarni', '+91 98765 43210', '4 Station Road', 'Bengaluru',
                 'Karnataka', '560001', $2::jsonb, 'upi', $3, $4)`,
        [id, JSON.stringify([line('ml01', 1)]), gstin, legalName],
      );
      return db.engine.query(
        'select buyer_gstin, buyer_legal_name from public.orders where id = $1',
        [id],
      );
    };

    it('stores a GSTIN typed in lowercase with spaces in its canonical form', async () => {
      const { rows } = await placeWith(' 29aagcb7383j1z4 ', '  Kulkarni  Interiors LLP ');
      expect(rows[0]).toEqual({
        buyer_gstin: '29AAGCB7383J1Z4',
        buyer_legal_name: 'Kulkarni Interiors LLP',
      });
    });

    it('treats blanks as no GST invoice', async () => {
      const { rows } = await placeWith('  ', ' ');
      expect(rows[0]).toEqual({ buyer_gstin: null, buyer_legal_name: null });
    });

    it('refuses a wrong GSTIN, saying what is wrong', async () => {
      for (const c of GSTIN_CASES.filter((c) => c.problem !== null && c.normalised !== '')) {
        const error = await pgError(placeWith(c.input, 'Kulkarni Interiors LLP'));
        expect([error.code, error.message]).toEqual(['23514', c.problem]);
      }
    });

    it('needs the business name with the GSTIN, and the GSTIN with the name', async () => {
      expect((await pgError(placeWith('29AAGCB7383J1Z4', null))).message).toBe(
        'Please enter the registered business name for the GST invoice',
      );
      expect((await pgError(placeWith(null, 'Kulkarni Interiors LLP'))).message).toBe(
        'Please enter the GSTIN for the GST invoice',
      );
    });

    it('keeps it on a staff order too', async () => {
      const id = await placeOrder(db.engine, a.admin, { items: [line('ml01', 1)] });
      await db.engine
        .query(
          `update public.orders set buyer_gstin = '27AABCM1234F1Z5', buyer_legal_name = 'X' where id = $1`,
          [id],
        )
        .then(
          () => expect.unreachable('a wrong GSTIN was stored'),
          (error: Error) => expect(error.message).toMatch(/orders_buyer_gstin_rule/),
        );
    });
  });

  describe("the seller's GSTIN in site settings", () => {
    const save = (gstin: string) =>
      runAs(db.engine, a.superadmin, 'update public.site_settings set gstin = $1', [gstin]);

    it("holds the seed's registered legal name and address, with a valid GSTIN", async () => {
      const { rows } = await db.engine.query(
        `select legal_name, registered_address, gstin, public.gstin_problem(gstin) as problem
         from public.site_settings`,
      );
      expect(rows[0]).toEqual({
        legal_name: 'MGRID Tools Private Limited',
        registered_address:
          'Unit 12, Techno Industrial Estate, MIDC Road, Andheri East, Mumbai, Maharashtra 400093',
        gstin: '27AABCM1234F1ZX',
        problem: null,
      });
    });

    it('refuses a wrong check digit (27AABCM5678K1Z2) and accepts the right one', async () => {
      const error = await pgError(save('27AABCM5678K1Z2'));
      expect(error.message).toMatch(/site_settings_gstin_check/);
      await save('27AABCM5678K1ZY');
      expect(await one(`select gstin as v from public.site_settings`, [])).toBe('27AABCM5678K1ZY');
    });

    it('stores only the canonical form (the form normalises first)', async () => {
      expect((await pgError(save('27aabcm5678k1zy'))).message).toMatch(/site_settings_gstin_check/);
    });
  });
});
