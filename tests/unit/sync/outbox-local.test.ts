// Writes are saved on the device first: a lead, an order and a registration are stored at
// once (no backend at all here), counted as waiting, and refused only for the form's reasons.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from '../../../sync/cart/actions.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import { submitLead } from '../../../sync/leads/actions.ts';
import { newId } from '../../../sync/engine/outbox-write.ts';
import { placeOrder } from '../../../sync/orders/actions.ts';
import { registerProduct } from '../../../sync/registrations/actions.ts';
import { discardRefused } from '../../../sync/sync-status/actions.ts';
import type { Product } from '../../../sync/products/model.ts';
import { unsentStore } from '../../../sync/sync-status/unsent.ts';
import { type Sync } from '../../../sync/engine/runtime.ts';
import { runtimeOf } from '../../../sync/engine/runtime-of.ts';
import { bundledSync } from './support.ts';

let sync: Sync;
beforeEach(async () => {
  sync = await bundledSync();
});
afterEach(async () => {
  await sync.stop();
});

describe('local-first writes', () => {
  it('makes uuid ids', () => {
    expect(newId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('stores a lead with a client-made id and counts it as waiting', async () => {
    const id = await submitLead(
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '+91 98200 12345',
        source: 'contact',
        interestedProducts: ['sl02'],
      },
      sync,
    );
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const doc = await runtimeOf(sync).db.leads.findOne(id).exec();
    expect(doc?.toJSON()).toMatchObject({
      name: 'Asha Rao',
      phone: '+91 98200 12345',
      status: 'new',
      priority: 'medium',
      syncedAt: 0,
      syncError: null,
      ownerId: null,
    });
    await expect.poll(() => sync.status.get().collections.leads!.pendingWrites).toBe(1);
    expect(sync.status.get().pendingWrites).toBe(1);
    const unsent = unsentStore(sync);
    await unsent.ready();
    await expect.poll(() => unsent.get().length).toBe(1);
    expect(unsent.get()[0]).toMatchObject({
      collection: 'leads',
      id,
      summary: 'Enquiry from Asha Rao',
      refusedBecause: null,
    });
    // Only refused writes may be discarded: a waiting lead is still going to be sent.
    expect(await discardRefused('leads', id, sync)).toBe(false);
    expect(await runtimeOf(sync).db.leads.count().exec()).toBe(1);
  });

  it('refuses a lead the database would refuse, with the form messages', async () => {
    await expect(submitLead({ email: 'not-an-email' }, sync)).rejects.toMatchObject({
      fieldErrors: { email: 'Please enter a valid email address' },
    });
    await expect(submitLead({ phone: '12345' }, sync)).rejects.toMatchObject({
      fieldErrors: { phone: 'Please enter a valid Indian phone number' },
    });
    expect(await runtimeOf(sync).db.leads.count().exec()).toBe(0);
  });

  it('places an order from the cart with preview totals, and empties the cart', async () => {
    await addToCart((await getProduct('sl02', sync)) as Product, 1, sync);
    await addToCart((await getProduct('tg01', sync)) as Product, 2, sync);
    const id = await placeOrder(
      {
        name: 'Ravi Kumar',
        phone: '9820012345',
        email: '',
        addressLine1: '12 MG Road',
        city: 'Pune',
        state: 'maharashtra',
        pinCode: '411001',
        paymentMethod: 'cod',
      },
      sync,
    );
    const order = (await runtimeOf(sync).db.orders.findOne(id).exec())?.toJSON();
    expect(order).toMatchObject({
      customer_name: 'Ravi Kumar',
      state: 'Maharashtra',
      email: null,
      subtotal_in_paise: 1_299_900 + 2 * 24_900,
      delivery_fee_in_paise: 0,
      total_in_paise: 1_299_900 + 2 * 24_900,
      tax_split: 'cgst_sgst',
      syncedAt: 0,
    });
    expect(order?.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['sl02', 1],
      ['tg01', 2],
    ]);
    expect(await runtimeOf(sync).db.cart.count().exec()).toBe(0);
  });

  it('refuses an order with checkout errors and keeps the cart', async () => {
    await addToCart((await getProduct('sl02', sync)) as Product, 1, sync);
    await expect(
      placeOrder({ name: '', phone: '123', pinCode: '0123', paymentMethod: 'cod' }, sync),
    ).rejects.toMatchObject({
      fieldErrors: expect.objectContaining({ name: 'Name is required', city: 'City is required' }),
    });
    expect(await runtimeOf(sync).db.cart.count().exec()).toBe(1);
    expect(await runtimeOf(sync).db.orders.count().exec()).toBe(0);
  });

  it('stores a product registration', async () => {
    const id = await registerProduct(
      {
        name: 'Meena Iyer',
        phone: '9876543210',
        productId: 'sl02',
        serialNumber: 'SL02-2025-0042',
        purchaseDate: '2025-06-01',
        dealer: 'Lamington Road Tools',
      },
      sync,
    );
    expect((await runtimeOf(sync).db.registrations.findOne(id).exec())?.toJSON()).toMatchObject({
      owner_name: 'Meena Iyer',
      product_model: 'sl02',
      serial_number: 'SL02-2025-0042',
      purchase_date: '2025-06-01',
      syncedAt: 0,
    });
    await expect.poll(() => sync.status.get().collections.registrations!.pendingWrites).toBe(1);
  });
});
