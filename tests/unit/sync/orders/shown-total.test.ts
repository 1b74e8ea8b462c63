// The order the device sends carries what checkout showed: with `shown`, each line's unit
// price and the totals are exactly those (not the cart's prices from when each was added), and
// an order whose lines differ from the ones priced is refused on the device, nothing stored.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShownPrices } from '../../../../src/lib/cart-prices.ts';
import { CART_CHANGED_SINCE_SHOWN } from '../../../../src/lib/messages.ts';
import { addToCart } from '../../../../sync/cart/actions.ts';
import { getProduct } from '../../../../sync/products/actions.ts';
import { placeOrder } from '../../../../sync/orders/actions.ts';
import type { Product } from '../../../../sync/products/model.ts';
import type { Sync } from '../../../../sync/engine/runtime.ts';
import { runtimeOf } from '../../../../sync/engine/runtime-of.ts';
import { bundledSync } from '../support.ts';

const BUYER = {
  name: 'Ravi Kumar',
  phone: '9820012345',
  email: '',
  addressLine1: '12 MG Road',
  city: 'Pune',
  state: 'Karnataka',
  pinCode: '560034',
  paymentMethod: 'cod' as const,
};

/** SL01 at ₹7,349 as the database priced it, though the cart holds it at ₹6,999. */
const SHOWN: ShownPrices = {
  lines: [
    {
      productId: 'sl01',
      name: 'MGRID SL01 Self-Levelling Crossline Laser',
      quantity: 1,
      unitPriceInPaise: 734900,
      gstRate: 18,
      priceInclusive: true,
      hsnCode: '9015',
    },
  ],
  subtotalInPaise: 734900,
  gstInPaise: 112103,
  deliveryFeeInPaise: 0,
  totalInPaise: 734900,
};

let sync: Sync;
beforeEach(async () => {
  sync = await bundledSync();
  await addToCart((await getProduct('sl01', sync)) as Product, 1, sync);
});
afterEach(async () => {
  await sync.stop();
});

describe('placeOrder with the prices shown', () => {
  it('sends exactly the unit prices and totals shown, and empties the cart', async () => {
    const [line] = await runtimeOf(sync).db.cart.find().exec();
    expect(line?.priceInPaise).toBe(699900);
    const id = await placeOrder({ ...BUYER, shown: SHOWN }, sync);
    const order = (await runtimeOf(sync).db.orders.findOne(id).exec())?.toMutableJSON();
    expect(order).toMatchObject({
      items: [{ productId: 'sl01', quantity: 1, unitPriceInPaise: 734900, gstRate: 18 }],
      subtotal_in_paise: 734900,
      gst_in_paise: 112103,
      delivery_fee_in_paise: 0,
      total_in_paise: 734900,
      tax_split: 'igst',
    });
    expect(await runtimeOf(sync).db.cart.count().exec()).toBe(0);
  });

  it('refuses when the cart is not what was priced, storing nothing', async () => {
    const other = { ...SHOWN, lines: [{ ...SHOWN.lines[0]!, quantity: 2 }] };
    await expect(placeOrder({ ...BUYER, shown: other }, sync)).rejects.toThrow(
      CART_CHANGED_SINCE_SHOWN,
    );
    expect(await runtimeOf(sync).db.orders.count().exec()).toBe(0);
    expect(await runtimeOf(sync).db.cart.count().exec()).toBe(1);
  });
});
