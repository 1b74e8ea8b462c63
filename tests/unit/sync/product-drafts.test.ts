// An admin's product drafts on the device: changed, added, marked deleted, discarded, laid
// over the catalogue for the admin's list, and kept when publishing cannot happen.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addProduct,
  changeProduct,
  discardAllDrafts,
  discardDraft,
  markProductDeleted,
  publishDrafts,
  rebaseDraft,
} from '../../../sync/product-drafts/actions.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import { adminProductsStore } from '../../../sync/product-drafts/queries.ts';
import type { Product } from '../../../sync/products/model.ts';
import { type Sync } from '../../../sync/engine/runtime.ts';
import { runtimeOf } from '../../../sync/engine/runtime-of.ts';
import { bundledSync } from './support.ts';
import { publishStatusOf } from '../../../sync/product-drafts/publish-status.ts';

let sync: Sync;
const drafts = async () =>
  (
    await runtimeOf(sync)
      .db.product_drafts.find({ sort: [{ id: 'asc' }] })
      .exec()
  ).map((d) => ({
    id: d.id,
    kind: d.kind,
    price: d.product.price,
    name: d.product.name,
  }));

beforeEach(async () => {
  sync = await bundledSync();
});
afterEach(async () => {
  await sync.stop();
});

describe('product drafts', () => {
  it('records changes, additions and deletions as drafts, with server column names', async () => {
    const changed = await changeProduct('sl02', { price: '₹11,999', bulkQty: 6 }, sync);
    expect(changed).toMatchObject({
      id: 'sl02',
      price: '₹11,999',
      priceInPaise: 1_199_900,
      bulkQty: 6,
    });
    await changeProduct('sl02', { name: 'SL02 Pro' }, sync);
    const base = (await getProduct('ml01', sync)) as Product;
    await addProduct({ ...base, id: 'ml02', name: 'MGRID ML02', price: '₹3,999' }, sync);
    await markProductDeleted('cc01', sync);
    expect(await drafts()).toEqual([
      { id: 'cc01', kind: 'deleted', price: '₹1,499', name: 'MGRID CC01 Hard Carry Case' },
      { id: 'ml02', kind: 'added', price: '₹3,999', name: 'MGRID ML02' },
      { id: 'sl02', kind: 'changed', price: '₹11,999', name: 'SL02 Pro' },
    ]);
    const stored = await runtimeOf(sync).db.product_drafts.findOne('sl02').exec();
    expect(stored?.product).toMatchObject({ bulk_qty: 6, gst_rate: 18, price_inclusive: true });
  });

  it('refuses a taken id and an unknown product', async () => {
    const base = (await getProduct('ml01', sync)) as Product;
    await expect(addProduct({ ...base }, sync)).rejects.toThrow(
      'A product with this id already exists',
    );
    await expect(changeProduct('nope', { price: '1' }, sync)).rejects.toThrow('Product not found');
  });

  it('drops a never-published product when it is deleted, and discards drafts', async () => {
    const base = (await getProduct('ml01', sync)) as Product;
    await addProduct({ ...base, id: 'tmp1' }, sync);
    await markProductDeleted('tmp1', sync);
    await changeProduct('sl01', { rank: 1 }, sync);
    await changeProduct('gl360', { featured: true }, sync);
    expect((await drafts()).map((d) => d.id)).toEqual(['gl360', 'sl01']);
    await discardDraft('sl01', sync);
    expect((await drafts()).map((d) => d.id)).toEqual(['gl360']);
    await discardAllDrafts(sync);
    expect(await drafts()).toEqual([]);
  });

  it("lays drafts over the catalogue for the admin's list", async () => {
    await changeProduct('sl02', { price: '₹11,999' }, sync);
    await markProductDeleted('cc01', sync);
    const base = (await getProduct('ml01', sync)) as Product;
    await addProduct({ ...base, id: 'ml02', name: 'MGRID ML02' }, sync);
    const store = adminProductsStore(sync);
    await store.ready();
    await expect.poll(() => store.get().find((p) => p.id === 'ml02')?.draft).toBe('added');
    const byId = new Map(store.get().map((p) => [p.id, p]));
    expect(byId.get('sl02')).toMatchObject({ price: '₹11,999', draft: 'changed', deleted: false });
    expect(byId.get('cc01')).toMatchObject({ draft: 'deleted', deleted: true });
    expect(byId.get('ml01')).toMatchObject({ draft: null, deleted: false });
  });

  it('keeps the drafts and reports why when publishing is impossible', async () => {
    await changeProduct('sl02', { price: '₹11,999' }, sync);
    const result = await publishDrafts({}, sync);
    expect(result).toMatchObject({ ok: false, error: 'Supabase is not configured' });
    expect(publishStatusOf(sync).get()).toMatchObject({
      isPublishing: false,
      lastError: 'Supabase is not configured',
      pendingChanges: true,
    });
    expect((await drafts()).map((d) => d.id)).toEqual(['sl02']);
  });

  it('keeps mine over theirs field by field: their change to a field I never touched stays', async () => {
    await changeProduct('sl02', { price: '₹12,599' }, sync);
    const products = runtimeOf(sync).db.products;
    const stored = (await products.findOne('sl02').exec())!;
    // Another admin published: the name and the stock changed, and (second time) the price.
    const publish = async (patch: Record<string, unknown>, modified: string) => {
      await products.upsert({ ...stored.toMutableJSON(), ...patch, _modified: modified });
      return modified;
    };
    const first = await publish(
      { name: 'MGRID SL02 Pro+', stockQuantity: 7 },
      '2026-12-02T10:00:00.000Z',
    );
    expect(await rebaseDraft('sl02', first, sync)).toEqual({
      bothChanged: [],
      takenFromTheirs: ['name', 'stockQuantity'],
    });
    let draft = (await runtimeOf(sync).db.product_drafts.findOne('sl02').exec())!;
    expect(draft.product).toMatchObject({
      price: '₹12,599',
      name: 'MGRID SL02 Pro+',
      stockQuantity: 7,
    });
    expect(draft.baseModified).toBe(first);

    const second = await publish(
      { name: 'MGRID SL02 Pro+', stockQuantity: 7, price: '₹12,299' },
      '2026-12-02T11:00:00.000Z',
    );
    expect((await rebaseDraft('sl02', second, sync)).bothChanged).toEqual(['price']);
    draft = (await runtimeOf(sync).db.product_drafts.findOne('sl02').exec())!;
    expect(draft.product).toMatchObject({ price: '₹12,599', stockQuantity: 7 });
  });
});
