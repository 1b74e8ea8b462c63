// Accessories' "compatibleWith": seeded from the catalogue's own texts, published
// with the rest of a product by publish_products, and refused when it is not a list of ids.
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs } from '../support/db-actors.ts';

describe.each(ENGINES)('products.compatibleWith on %s', (kind) => {
  const { db, a } = withActors(kind);

  const fitsOf = async (id: string) =>
    (
      await db.engine.query<{ fits: string[] }>(
        'select "compatibleWith" as fits from public.products where id = $1',
        [id],
      )
    ).rows[0]!.fits;

  it('is seeded: BP2600 on the SL02 and GL360, LG01 on every green laser, none on a tool', async () => {
    expect(await fitsOf('bp2600')).toEqual(['sl02', 'gl360']);
    expect(await fitsOf('lg01')).toEqual(['ml01', 'sl01', 'sl02', 'gl360', 'gl3d']);
    expect(await fitsOf('lr60')).toEqual(['sl01', 'sl02', 'gl360', 'gl3d']);
    expect(await fitsOf('sl02')).toEqual([]);
  });

  it('is published with the product by an admin', async () => {
    const { rows } = await db.engine.query<{ row: Record<string, unknown> }>(
      "select to_jsonb(p) as row from public.products p where id = 'cc01'",
    );
    const server = rows[0]!.row;
    const draft = { ...server, compatibleWith: ['ml01', 'sl01', 'sl02', 'gl360'] };
    await runAs(
      db.engine,
      a.admin,
      'select public.publish_products(upserts => $1::jsonb, deletions => $2::jsonb)',
      [JSON.stringify([{ ...draft, _base_modified: server._modified }]), '[]'],
    );
    expect(await fitsOf('cc01')).toEqual(['ml01', 'sl01', 'sl02', 'gl360']);
  });

  it('refuses anything but product ids', async () => {
    const error = await pgError(
      runAs(
        db.engine,
        a.superadmin,
        `update public.products set "compatibleWith" = array['sl02', 'not an id!'] where id = 'tp160'`,
      ),
    );
    expect(error.message).toMatch(/products_compatible_with_ids/);
  });
});
