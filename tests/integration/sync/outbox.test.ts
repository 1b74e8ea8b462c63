// Writes made while the backend is down are stored, survive closing and reopening the app,
// and arrive in Postgres exactly once when it is back; the status counts them meanwhile.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addToCart } from '../../../sync/cart/actions.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import { submitLead } from '../../../sync/leads/actions.ts';
import { placeOrder } from '../../../sync/orders/actions.ts';
import { registerProduct } from '../../../sync/registrations/actions.ts';
import { discardRefused } from '../../../sync/sync-status/actions.ts';
import type { Product } from '../../../sync/products/model.ts';
import { toOrder } from '../../../sync/orders/model.ts';
import { unsentStore } from '../../../sync/sync-status/unsent.ts';
import type { Sync } from '../../../sync/engine/runtime.ts';
import { ENGINES } from '../../support/databases.ts';
import { internals, startClient, uniqueName, until, withServer, storedProduct } from './support.ts';

describe.each(ENGINES)('outbox on %s', (kind) => {
  const server = withServer(kind, (started) => started.startApi());

  const count = async (table: string, id: string) =>
    Number(
      (
        await server.engine.query<{ n: string }>(
          `select count(*) as n from public.${table} where id = $1`,
          [id],
        )
      ).rows[0]!.n,
    );

  it('keeps offline writes across a restart of the app and sends each exactly once', async () => {
    const name = uniqueName('outbox');
    let sync: Sync = await startClient(server, name);
    await storedProduct(sync, 'sl02');
    await until(
      () => sync.status.get().collections.products!.lastSyncedAt,
      (t) => t !== null,
    );

    await server.stopApi();
    await addToCart((await getProduct('sl02', sync)) as Product, 1, sync);
    await addToCart((await getProduct('tg01', sync)) as Product, 2, sync);
    const orderId = await placeOrder(
      {
        name: 'Ravi Kumar',
        phone: '9820012345',
        addressLine1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pinCode: '411001',
        paymentMethod: 'cod',
      },
      sync,
    );
    const leadId = await submitLead(
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        phone: '9820012345',
        source: 'contact',
        interestedProducts: ['sl02'],
      },
      sync,
    );
    const registrationId = await registerProduct(
      {
        name: 'Meena Iyer',
        phone: '9876543210',
        productId: 'sl02',
        serialNumber: 'SL02-77',
        purchaseDate: '2025-06-01',
      },
      sync,
    );
    const counted = await until(
      () => sync.status.get(),
      (s) => s.pendingWrites === 3,
    );
    expect(counted.collections).toMatchObject({
      leads: { pendingWrites: 1 },
      orders: { pendingWrites: 1 },
      registrations: { pendingWrites: 1 },
    });
    await until(
      () => sync.status.get().backendReachable,
      (r) => r === false,
    );
    expect(sync.status.get().online).toBe(false);

    // The app is closed while offline, and opened again, still offline.
    await sync.stop();
    sync = await startClient(server, name);
    await until(
      () => sync.status.get().pendingWrites,
      (n) => n === 3,
    );
    expect(await count('orders', orderId)).toBe(0);

    await server.startApi();
    sync.retry();
    await until(
      () => sync.status.get().pendingWrites,
      (n) => n === 0,
      30_000,
    );
    expect(await count('orders', orderId)).toBe(1);
    expect(await count('leads', leadId)).toBe(1);
    expect(await count('product_registrations', registrationId)).toBe(1);

    const order = (
      await server.engine.query<Record<string, unknown>>(
        'select customer_name, items, subtotal_in_paise, gst_in_paise, total_in_paise, delivery_fee_in_paise, user_id from public.orders where id = $1',
        [orderId],
      )
    ).rows[0]!;
    expect(order).toMatchObject({ customer_name: 'Ravi Kumar', user_id: null });
    expect(Number(order.subtotal_in_paise)).toBe(1_299_900 + 2 * 24_900);
    expect(Number(order.delivery_fee_in_paise)).toBe(0);
    // Then the device holds the database's figures for the guest's order: confirmed.
    const confirmed = await until(
      async () =>
        toOrder((await internals(sync).db.orders.findOne(orderId).exec())!.toMutableJSON()),
      (o) => o.syncState === 'confirmed',
    );
    expect(confirmed).toMatchObject({
      items: order.items,
      subtotalInPaise: Number(order.subtotal_in_paise),
      gstInPaise: Number(order.gst_in_paise),
      deliveryFeeInPaise: Number(order.delivery_fee_in_paise),
      totalInPaise: Number(order.total_in_paise),
    });
    const lead = (
      await server.engine.query<Record<string, unknown>>(
        'select name, status, priority from public.leads where id = $1',
        [leadId],
      )
    ).rows[0];
    expect(lead).toEqual({ name: 'Asha Rao', status: 'new', priority: 'medium' });
    const registration = (
      await server.engine.query<Record<string, unknown>>(
        'select product_id, serial_number from public.product_registrations where id = $1',
        [registrationId],
      )
    ).rows[0];
    expect(registration).toEqual({ product_id: 'sl02', serial_number: 'SL02-77' });

    const local = await internals(sync).db.leads.findOne(leadId).exec();
    expect(local?.syncedAt).toBeGreaterThan(0);
    expect(sync.status.get().collections.leads).toMatchObject({
      pendingWrites: 0,
      lastError: null,
    });

    // Reopening sends nothing twice.
    await sync.stop();
    sync = await startClient(server, name);
    await new Promise((r) => setTimeout(r, 1000));
    expect(sync.status.get().pendingWrites).toBe(0);
    expect(await count('orders', orderId)).toBe(1);
    await sync.stop();
  });

  it('stops retrying a write the server refuses, and lists it with the reason', async () => {
    const sync = await startClient(server);
    await storedProduct(sync, 'sl02');
    // Hidden after it was put in the cart: the database refuses to sell it.
    await addToCart((await getProduct('ml01', sync)) as Product, 1, sync);
    await server.engine.query(`update public.products set hidden = true where id = 'ml01'`);
    const orderId = await placeOrder(
      {
        name: 'Late Buyer',
        phone: '9820012345',
        addressLine1: 'x',
        city: 'Pune',
        state: 'Maharashtra',
        pinCode: '411001',
        paymentMethod: 'upi',
      },
      sync,
    );
    const doc = await until(
      () => internals(sync).db.orders.findOne(orderId).exec(),
      (d) => Boolean(d?.syncError),
    );
    expect(doc?.syncError).toBe('Product ml01 is not available');
    expect(sync.status.get().collections.orders!.pendingWrites).toBe(0);
    expect(await count('orders', orderId)).toBe(0);
    const unsent = unsentStore(sync);
    await unsent.ready();
    await until(
      () => unsent.get(),
      (items) => items.some((i) => i.id === orderId && i.refusedBecause !== null),
    );
    expect(unsent.get()).toEqual([
      {
        collection: 'orders',
        id: orderId,
        summary: 'Order ₹3,649 for Late Buyer',
        createdAt: expect.any(String),
        refusedBecause: 'Product ml01 is not available',
      },
    ]);
    expect(await discardRefused('orders', orderId, sync)).toBe(true);
    expect(await internals(sync).db.orders.findOne(orderId).exec()).toBeNull();
    await server.engine.query(`update public.products set hidden = false where id = 'ml01'`);
    await sync.stop();
  });
});
