// Products keep their object while their stored revision (or their content) is unchanged, and
// a first read equal to the painted catalogue keeps the painted objects: memoised cards then
// skip rendering when the live database replaces the snapshot, or when another product moves.
import { describe, expect, it } from 'vitest';
import bundledProducts from '../../../../sync/fallback/products.json';
import { type Product, toProduct } from '../../../../sync/products/model.ts';
import type { ProductRow } from '../../../../sync/products/product-fields.ts';
import { stableProducts } from '../../../../sync/products/stable-products.ts';

const rows = bundledProducts as unknown as ProductRow[];
const doc = (row: ProductRow, revision: string) => ({ primary: row.id, revision, row });
type Doc = ReturnType<typeof doc>;

describe('stableProducts', () => {
  const painted: Product[] = rows.map(toProduct);
  const map = () =>
    stableProducts(
      (d: Doc) => toProduct(d.row),
      () => painted,
    );

  it("keeps the painted objects on the database's first read of the same products", () => {
    const products = map()(rows.map((r) => doc(r, '1-a')));
    expect(products).toHaveLength(rows.length);
    products.forEach((product, i) => expect(product).toBe(painted[i]));
  });

  it('keeps an object while its revision, or its content, is unchanged', () => {
    const mapper = map();
    const first = mapper(rows.map((r) => doc(r, '1-a')));
    const again = mapper(rows.map((r) => doc(r, '1-a')));
    again.forEach((product, i) => expect(product).toBe(first[i]));
    // A new revision with the same content (a pull writing what the device had).
    const rewritten = mapper(rows.map((r) => doc(r, '2-b')));
    rewritten.forEach((product, i) => expect(product).toBe(first[i]));
  });

  it('gives a changed product a new object, and only that one', () => {
    const mapper = map();
    const first = mapper(rows.map((r) => doc(r, '1-a')));
    const changed = rows.map((r, i) =>
      i === 0 ? doc({ ...r, name: `${r.name} (new)` }, '2-b') : doc(r, '1-a'),
    );
    const next = mapper(changed);
    expect(next[0]).not.toBe(first[0]);
    expect(next[0]!.name).toBe(`${rows[0]!.name} (new)`);
    next.slice(1).forEach((product, i) => expect(product).toBe(first[i + 1]));
  });

  it('maps a product that differs from the painted one afresh', () => {
    const row = { ...rows[0]!, price: '₹1' };
    const [product] = map()([doc(row, '1-a')]);
    expect(product).not.toBe(painted[0]);
    expect(product).toEqual(toProduct(row));
  });
});
