// The product editor's rules, replayed against Postgres: every case src/lib/product-form.ts
// refuses, the database refuses too, and every case it accepts, the database stores.
import { describe, expect, it } from 'vitest';
import type { ProductFormInput } from '../../src/lib/product-form.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs } from '../support/db-actors.ts';
import { PRODUCT_RULE_CASES, VALID_PRODUCT } from '../fixtures/rules/product-fields.ts';

const INSERT = `insert into public.products
  (id, name, category, price, mrp, gst_rate, bulk_qty, bulk_unit_price, hsn_code, images,
   "stockQuantity", rank, rating, reviews, moq, "compatibleWith")
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`;

const params = (p: ProductFormInput) => [
  p.id,
  p.name,
  p.category,
  p.price,
  p.mrp,
  p.gstRate,
  p.bulkQty,
  p.bulkUnitPrice,
  p.hsnCode,
  p.images,
  p.stockQuantity,
  p.rank,
  p.rating,
  p.reviews,
  p.moq,
  p.compatibleWith,
];

describe.each(ENGINES)('product rules on %s', (kind) => {
  const { db, a } = withActors(kind);

  it.each(PRODUCT_RULE_CASES.map((c, n) => ({ ...c, n })))(
    '$name: ${field}',
    async ({ change, field, n }) => {
      const product = { ...VALID_PRODUCT, id: `rule-${n}`, ...change };
      const insert = runAs(db.engine, a.admin, INSERT, params(product));
      if (field === null) {
        await insert;
      } else {
        expect((await pgError(insert)).code).toBe('23514');
      }
    },
  );

  it('keeps every seeded product valid under the new checks', async () => {
    const { rows } = await db.engine.query<{ n: number }>(
      'select count(*)::int as n from public.products',
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(15);
  });
});
