// Cart rules (docs/product.md#cart-and-checkout-rules): adding takes at least the MOQ and at least
// 1, setting 0 or less removes, clear empties; lines hold the spec's fields with the price in
// paise.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  clearCart,
  removeFromCart,
  setCartQuantity,
} from '../../../sync/cart/actions.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import type { Product } from '../../../sync/products/model.ts';
import { type Sync } from '../../../sync/engine/runtime.ts';
import { runtimeOf } from '../../../sync/engine/runtime-of.ts';
import { bundledSync } from './support.ts';

let sync: Sync;
const product = async (id: string) => (await getProduct(id, sync)) as Product;
/** The lines stored in IndexedDB, by product id. */
const stored = async () =>
  (
    await runtimeOf(sync)
      .db.cart.find({ sort: [{ id: 'asc' }] })
      .exec()
  ).map((d) => d.toJSON());

beforeEach(async () => {
  sync = await bundledSync();
});
afterEach(async () => {
  await sync.stop();
});

describe('cart', () => {
  it('stores a line with the spec fields and the price in paise', async () => {
    expect(await addToCart(await product('sl02'), 1, sync)).toBe(1);
    expect(await stored()).toEqual([
      expect.objectContaining({
        productId: 'sl02',
        name: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
        priceInPaise: 1_299_900,
        image: '/images/products/sl02.webp',
        quantity: 1,
        gstRate: 18,
        priceInclusive: true,
        hsnCode: expect.stringMatching(/^\d{4,8}$/),
        bulkQty: 5,
      }),
    ]);
  });

  it('adds at least the MOQ and at least 1, and adds to an existing line', async () => {
    const target = await product('tg01'); // moq 2
    expect(target.moq).toBe(2);
    expect(await addToCart(target, 1, sync)).toBe(2);
    expect(await addToCart(target, 3, sync)).toBe(5);
    expect(await addToCart(await product('sl01'), 0, sync)).toBe(1);
    expect(await addToCart(await product('sl01'), -4, sync)).toBe(2);
    const lines = await stored();
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['sl01', 2],
      ['tg01', 5],
    ]);
  });

  it('sets quantities: never below the MOQ, 0 or less removes the line', async () => {
    await addToCart(await product('tg01'), 4, sync);
    await addToCart(await product('ml01'), 1, sync);
    expect(await setCartQuantity('tg01', 1, sync)).toBe(2);
    expect(await setCartQuantity('ml01', 7.9, sync)).toBe(7);
    expect((await stored()).map((l) => [l.productId, l.quantity])).toEqual([
      ['ml01', 7],
      ['tg01', 2],
    ]);
    expect(await setCartQuantity('tg01', 0, sync)).toBe(0);
    expect(await setCartQuantity('ml01', -1, sync)).toBe(0);
    expect(await stored()).toEqual([]);
  });

  it('removes one line and clears the whole cart', async () => {
    await addToCart(await product('tg01'), 2, sync);
    await addToCart(await product('ml01'), 1, sync);
    await addToCart(await product('cc01'), 1, sync);
    await removeFromCart('ml01', sync);
    expect((await stored()).map((l) => l.productId)).toEqual(['cc01', 'tg01']);
    await clearCart(sync);
    expect(await stored()).toEqual([]);
  });
});
