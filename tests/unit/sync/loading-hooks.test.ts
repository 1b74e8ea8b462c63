// The *State hooks say "loading" until the first read of the local database, so a page shows
// "not found" only when it is true. Rendered on the server (as hydration renders), they give
// the pre-render's values: loading, whatever the device holds (React's #418 otherwise); the
// device's values come from the stores' snapshots, whose loaded flag the hooks pass on.
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart } from '../../../sync/cart/actions.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import { placeOrder } from '../../../sync/orders/actions.ts';
import { useProductState, useProductsState } from '../../../sync/products/hooks.ts';
import { useServiceState } from '../../../sync/services/hooks.ts';
import { useOrderState } from '../../../sync/orders/hooks.ts';
import type { Product } from '../../../sync/products/model.ts';
import { productsStore } from '../../../sync/products/queries.ts';
import { servicesStore } from '../../../sync/services/queries.ts';
import { ordersStore } from '../../../sync/orders/queries.ts';
import { currentSync } from '../../../sync/engine/app-sync.ts';
import { startSync, stopSync } from '../../../sync/start.ts';
import { pullSettled, initialStatus } from '../../../sync/engine/status-store.ts';
import { uniqueName } from './support.ts';

function Probe({ orderId }: { orderId: string }) {
  const sl02 = useProductState('sl02');
  const missing = useProductState('no-such-product');
  const tools = useProductsState({ category: 'Tools' });
  const service = useServiceState('no-such-service');
  const order = useOrderState(orderId);
  const unknownOrder = useOrderState('00000000-0000-4000-8000-000000000000');
  return createElement(
    'pre',
    null,
    JSON.stringify({
      sl02: [sl02.product?.id ?? null, sl02.loading],
      missing: [missing.product, missing.loading],
      tools: [tools.products.length > 0, tools.loading],
      service: [service.service, service.loading],
      order: [order.order?.customerName ?? null, order.order?.syncState ?? null, order.loading],
      unknownOrder: [unknownOrder.order, unknownOrder.loading],
    }),
  );
}

const render = (orderId: string) =>
  JSON.parse(
    renderToString(createElement(Probe, { orderId }))
      .replace(/^<pre>|<\/pre>$/g, '')
      .replace(/&quot;/g, '"'),
  );

/** What every store renders before the local database is read, and while hydrating. */
const PRE_RENDERED = {
  sl02: [null, true],
  missing: [null, true],
  tools: [false, true],
  service: [null, true],
  order: [null, null, true],
  unknownOrder: [null, true],
};

describe('loading flags', () => {
  beforeAll(async () => {
    await startSync({
      config: { mode: 'bundled' },
      databaseName: uniqueName('loading'),
      multiInstance: false,
    });
  });
  afterAll(stopSync);

  it('say loading before the first local read, then found or not found', async () => {
    const sync = currentSync();
    // Nothing has read the local database yet: every store is still loading.
    expect(render('not-placed-yet')).toEqual(PRE_RENDERED);

    await addToCart((await getProduct('sl02', sync)) as Product, 1, sync);
    const orderId = await placeOrder(
      {
        name: 'Asha Rao',
        phone: '9876543210',
        addressLine1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pinCode: '411001',
        paymentMethod: 'cod',
      },
      sync,
    );
    await Promise.all([productsStore(sync).ready(), servicesStore(sync).ready()]);
    await expect.poll(() => ordersStore(sync).get().length).toBe(1);
    // Hydration still renders the pre-render's values...
    expect(render(orderId)).toEqual(PRE_RENDERED);
    // ...and the device's, read once hydrated, are loaded: found or not found.
    const products = productsStore(sync).snapshot();
    expect(products.loaded).toBe(true);
    expect(products.value.some((p) => p.id === 'sl02')).toBe(true);
    expect(products.value.some((p) => p.id === 'no-such-product')).toBe(false);
    expect(products.value.some((p) => p.category === 'Tools')).toBe(true);
    const services = servicesStore(sync).snapshot();
    expect(services.loaded).toBe(true);
    expect(services.value.some((s) => s.id === 'no-such-service')).toBe(false);
    const orders = ordersStore(sync).snapshot();
    expect(orders.loaded).toBe(true);
    expect(orders.value.find((o) => o.id === orderId)).toMatchObject({
      customerName: 'Asha Rao',
      syncState: 'waiting',
    });
  });

  it('keep an empty catalogue loading until its first sync has run its course', () => {
    const live = initialStatus('live', true, ['products', 'services']);
    expect(pullSettled(live, 'products')).toBe(false);
    const synced = {
      ...live,
      collections: {
        ...live.collections,
        products: { ...live.collections.products!, lastSyncedAt: 1 },
      },
    };
    expect(pullSettled(synced, 'products')).toBe(true);
    expect(pullSettled(synced, 'services')).toBe(false);
    const failed = {
      ...live,
      collections: {
        ...live.collections,
        products: { ...live.collections.products!, lastError: 'Failed to load products' },
      },
    };
    expect(pullSettled(failed, 'products')).toBe(true);
    expect(pullSettled(initialStatus('bundled', true), 'products')).toBe(true);
  });
});
