// After the push, a guest's order on the device holds the database's items and totals (read
// back with get_order_receipt) and reads as confirmed, whatever the device had computed; with
// the receipt out of reach, the order waits as "sent" and is confirmed once it is back.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../../../sync/products/actions.ts';
import { placeOrder, type OrderInput } from '../../../sync/orders/actions.ts';
import type { CartLine } from '../../../sync/cart/model.ts';
import type { Product } from '../../../sync/products/model.ts';
import { toOrder } from '../../../sync/orders/model.ts';
import type { Sync } from '../../../sync/engine/runtime.ts';
import { ENGINES } from '../../support/databases.ts';
import { FAST, internals, startClient, until, withServer, storedProduct } from './support.ts';

const GUEST: OrderInput = {
  name: 'Ravi Kumar',
  phone: '9820012345',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560034',
  paymentMethod: 'upi',
};

const priceOf = (product: Product) => product.priceInPaise as number;

const lineOf = (product: Product, quantity: number, priceInPaise = priceOf(product)) =>
  ({
    productId: product.id,
    name: product.name,
    priceInPaise,
    image: null,
    quantity,
    gstRate: product.gstRate,
    priceInclusive: product.priceInclusive,
    hsnCode: product.hsnCode,
    moq: product.moq,
    bulkQty: null,
    bulkUnitPriceInPaise: null,
    addedAt: 1,
  }) satisfies CartLine;

describe.each(ENGINES)('order receipts on %s', (kind) => {
  const server = withServer(kind);

  const localOrder = async (sync: Sync, id: string) => {
    const doc = await internals(sync).db.orders.findOne(id).exec();
    return doc ? toOrder(doc.toMutableJSON()) : null;
  };

  /** The order as Postgres priced it, in the app's shape. */
  const databaseOrder = async (id: string) => {
    const { rows } = await server.engine.query<Record<string, unknown>>(
      `select items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
              tax_split, payment_method, status
       from public.orders where id = $1`,
      [id],
    );
    const row = rows[0]!;
    return {
      items: row.items,
      subtotalInPaise: Number(row.subtotal_in_paise),
      gstInPaise: Number(row.gst_in_paise),
      deliveryFeeInPaise: Number(row.delivery_fee_in_paise),
      totalInPaise: Number(row.total_in_paise),
      taxSplit: row.tax_split,
      paymentMethod: row.payment_method,
      status: row.status,
    };
  };

  it("replaces the device's prices with the database's and confirms a guest's order", async () => {
    const sync = await startClient(server);
    const ml01 = await storedProduct(sync, 'ml01');
    const tg01 = (await getProduct('tg01', sync)) as Product;
    // A stale cart: the device believes ML01 costs ₹100.
    const orderId = await placeOrder(
      { ...GUEST, lines: [lineOf(ml01, 2, 10_000), lineOf(tg01, tg01.moq)] },
      sync,
    );
    const preview = (await localOrder(sync, orderId))!;
    expect(preview).toMatchObject({
      syncState: 'waiting',
      subtotalInPaise: 20_000 + tg01.moq * priceOf(tg01),
    });

    const confirmed = await until(
      () => localOrder(sync, orderId),
      (order) => order?.syncState === 'confirmed' || order?.syncState === 'refused',
    );
    const database = await databaseOrder(orderId);
    expect(database.subtotalInPaise).toBe(2 * priceOf(ml01) + tg01.moq * priceOf(tg01));
    expect(confirmed).toMatchObject({ ...database, syncState: 'confirmed', syncError: null });
    expect(confirmed!.totalInPaise).not.toBe(preview.totalInPaise);
    expect(confirmed!.items[0]).toMatchObject({ productId: 'ml01', unitPriceInPaise: 349_900 });
    // What a receipt never carries stays as the device stored it.
    expect(confirmed).toMatchObject({
      customerName: 'Ravi Kumar',
      city: 'Bengaluru',
      createdAt: preview.createdAt,
    });
  });

  it('waits as "sent" while the receipt cannot be read, and confirms once it can', async () => {
    let receiptsDown = true;
    const sync = await startClient(server, undefined, {
      fetch: (input, init) =>
        receiptsDown && String(input instanceof Request ? input.url : input).includes('/rpc/')
          ? Promise.reject(new TypeError('fetch failed'))
          : fetch(input, init),
    });
    const sl02 = await storedProduct(sync, 'sl02');
    const orderId = await placeOrder({ ...GUEST, lines: [lineOf(sl02, 1)] }, sync);
    await until(
      () => localOrder(sync, orderId),
      (order) => order?.syncState === 'sent',
    );
    // Several retry intervals later it is still only sent, with the device's figures.
    await new Promise((resolve) => setTimeout(resolve, FAST.retryMs * 4));
    expect(await localOrder(sync, orderId)).toMatchObject({ syncState: 'sent' });

    receiptsDown = false;
    sync.retry();
    const confirmed = await until(
      () => localOrder(sync, orderId),
      (order) => order?.syncState === 'confirmed',
    );
    expect(confirmed).toMatchObject(await databaseOrder(orderId));
  });
});
