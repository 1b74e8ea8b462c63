// Publishing an admin's drafts: changed, added and deleted products land in one transaction;
// a product another admin changed since the draft began is reported, nothing is written, and
// the drafts are kept.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../sync/session/actions.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import {
  addProduct,
  changeProduct,
  markProductDeleted,
  publishDrafts,
} from '../../../sync/product-drafts/actions.ts';
import type { Product } from '../../../sync/products/model.ts';
import { internals, startClient, until, withServer, storedProduct } from './support.ts';
import { publishStatusOf } from '../../../sync/product-drafts/publish-status.ts';

describe('publishing product drafts', () => {
  const server = withServer();

  const row = async (id: string) =>
    (
      await server.engine.query<{ price: string; name: string; rank: number; _deleted: boolean }>(
        'select price, name, rank, _deleted from public.products where id = $1',
        [id],
      )
    ).rows[0];
  const draftIds = async (sync: Awaited<ReturnType<typeof startClient>>) =>
    (await internals(sync).db.product_drafts.find().exec()).map((d) => d.id).sort();

  it('publishes changed, added and deleted products together, then reports a conflict', async () => {
    const sync = await startClient(server);
    await signIn('admin@mgrid.local', 'mgrid-demo', sync);
    await storedProduct(sync, 'sl02');
    await until(
      () => sync.status.get().collections.products!.lastSyncedAt,
      (t) => t !== null,
    );

    const ml01 = (await getProduct('ml01', sync)) as Product;
    await changeProduct('sl02', { price: '₹11,999' }, sync);
    await addProduct(
      { ...ml01, id: 'ml02', name: 'MGRID ML02 Line Laser', price: '₹3,999', rank: 40 },
      sync,
    );
    await markProductDeleted('cc01', sync);
    expect(publishStatusOf(sync).get()).toMatchObject({ pendingChanges: true, draftCount: 3 });

    const published = await publishDrafts({}, sync);
    expect(published).toMatchObject({ ok: true, conflicts: [], error: null });
    expect(published.upserted.sort()).toEqual(['ml02', 'sl02']);
    expect(published.deleted).toEqual(['cc01']);
    expect(await row('sl02')).toMatchObject({ price: '₹11,999', _deleted: false });
    expect(await row('ml02')).toMatchObject({
      name: 'MGRID ML02 Line Laser',
      price: '₹3,999',
      rank: 40,
      _deleted: false,
    });
    expect(await row('cc01')).toMatchObject({ _deleted: true });
    expect(await draftIds(sync)).toEqual([]);
    await until(
      () => publishStatusOf(sync).get().pendingChanges,
      (p) => p === false,
    );
    expect(publishStatusOf(sync).get()).toMatchObject({ isPublishing: false, lastError: null });
    expect(publishStatusOf(sync).get().lastPublished).toEqual(expect.any(Number));
    // The published versions come back to the device.
    await until(
      () => getProduct('ml02', sync),
      (p) => p?.price === '₹3,999',
    );
    await until(
      () => getProduct('cc01', sync),
      (p) => p === null,
    );

    // Two new drafts; meanwhile another admin edits one of the products on the server.
    await changeProduct('sl01', { rank: 1 }, sync);
    await changeProduct('gl360', { price: '₹17,999' }, sync);
    await server.engine.query(`update public.products set "stockQuantity" = 1 where id = 'sl01'`);

    const refused = await publishDrafts({}, sync);
    expect(refused.ok).toBe(false);
    expect(refused.conflicts).toEqual([
      { id: 'sl01', reason: 'changed', serverModified: expect.any(String) },
    ]);
    expect(refused.error).toMatch(
      /^Published 1 change\. Not published: a product was changed on the server since your edits began \(sl01\)/,
    );
    // The product nobody else changed went out; only the conflict keeps its draft.
    expect(await row('gl360')).toMatchObject({ price: '₹17,999' });
    expect(await row('sl01')).toMatchObject({ rank: 3 }); // as seeded
    expect(await draftIds(sync)).toEqual(['sl01']);
    expect(publishStatusOf(sync).get()).toMatchObject({
      isPublishing: false,
      pendingChanges: true,
      lastError: refused.error,
      lastPublished: expect.any(Number),
    });

    // Having looked at it, the admin publishes over the other change.
    const forced = await publishDrafts({ force: true }, sync);
    expect(forced.ok).toBe(true);
    expect(await row('sl01')).toMatchObject({ rank: 1 });
    expect(await row('gl360')).toMatchObject({ price: '₹17,999' });
    expect(await draftIds(sync)).toEqual([]);
  });
});
