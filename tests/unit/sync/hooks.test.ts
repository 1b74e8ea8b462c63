// The hooks the app renders with: started once (startSync), read through React's
// useSyncExternalStore, plain app types out. Rendered on the server here, as hydration renders:
// the pre-render's values (the bundled catalogue, no cart, the session being checked) even
// with the data layer started and a line in the cart, or hydrating a page would not match its
// HTML (React's #418). The device's values are the stores' (tested elsewhere).
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart } from '../../../sync/cart/actions.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import { useCart } from '../../../sync/cart/hooks.ts';
import { useProduct, useProducts } from '../../../sync/products/hooks.ts';
import { useDealers } from '../../../sync/dealers/hooks.ts';
import { useServices } from '../../../sync/services/hooks.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';
import type { Product } from '../../../sync/products/model.ts';
import { cartStore } from '../../../sync/cart/queries.ts';
import { dealersStore } from '../../../sync/dealers/queries.ts';
import { productsStore } from '../../../sync/products/queries.ts';
import { servicesStore } from '../../../sync/services/queries.ts';
import { siteSettingsStore } from '../../../sync/site-settings/queries.ts';
import { currentSync } from '../../../sync/engine/app-sync.ts';
import { startSync, stopSync } from '../../../sync/start.ts';
import { showBundledCatalogue } from '../../../sync/fallback/actions.ts';
import { uniqueName } from './support.ts';

function Probe() {
  const tools = useProducts({ category: 'Tools', sort: 'price-asc' });
  const searched = useProducts({ search: 'tripod' });
  const sl02 = useProduct('sl02');
  const cart = useCart();
  const status = useSyncStatus();
  const session = useSession();
  const settings = useSiteSettings();
  const services = useServices();
  const pune = useDealers('pune');
  return createElement(
    'pre',
    null,
    JSON.stringify({
      tools: tools.map((p) => p.id),
      searched: searched[0]?.id,
      sl02: sl02?.priceInPaise,
      cart: cart.map((l) => [l.productId, l.quantity]),
      mode: status.mode,
      session: session.status,
      hero: settings.heroTitle,
      services: services.length,
      pune: pune.map((d) => d.city),
    }),
  );
}

describe('hooks', () => {
  beforeAll(async () => {
    await startSync({
      config: { mode: 'bundled' },
      databaseName: uniqueName('hooks'),
      multiInstance: false,
    });
  });
  afterAll(stopSync);

  it('give hydration the pre-rendered plain values, the data layer started or not', async () => {
    const sync = currentSync();
    expect(await startSync()).toBe(sync); // started once
    await addToCart((await getProduct('mdr40', sync)) as Product, 2, sync);
    await Promise.all(
      [productsStore, servicesStore, dealersStore, siteSettingsStore].map((s) => s(sync).ready()),
    );
    await expect.poll(() => cartStore(sync).get().length).toBe(1);
    // As boot.tsx and the pre-render do before rendering.
    await showBundledCatalogue();
    const html = renderToString(createElement(Probe));
    const data = JSON.parse(html.replace(/^<pre>|<\/pre>$/g, '').replace(/&quot;/g, '"'));
    expect(data).toMatchObject({
      searched: 'tp160',
      sl02: 1_299_900,
      cart: [],
      mode: 'bundled',
      session: 'checking',
      hero: 'Precision you can see',
      services: 3,
      pune: ['Pune'],
    });
    expect(data.tools[0]).toBe('mdr40');
    expect(data.tools).not.toContain('tg01');
  });
});
