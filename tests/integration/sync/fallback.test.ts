// The bundled catalogue (docs/product.md#catalogue-loading-and-its-messages): used when no backend
// is configured, and on a first run that cannot reach the backend, until it answers. The bundled
// files must match seed.sql.
import 'fake-indexeddb/auto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { getDealers } from '../../../sync/dealers/actions.ts';
import { getProduct, getProducts } from '../../../sync/products/actions.ts';
import { getSiteSettings } from '../../../sync/site-settings/actions.ts';
import { createSync } from '../../../sync/data-layer.ts';
import { FALLBACK_FILES } from '../../../sync/fallback/rows.ts';
import bundledProducts from '../../../sync/fallback/products.json';
import { exportFallback, fallbackFile } from '../../../scripts/export-fallback.ts';
import { internals, localIds, startClient, uniqueName, until, withServer } from './support.ts';

const bundledIds = bundledProducts.map((p) => p.id).sort();

describe('bundled catalogue', () => {
  it('is what seed.sql gives a visitor (npm run fallback:export after changing the seed)', async () => {
    const fresh = await exportFallback();
    for (const collection of FALLBACK_FILES) {
      expect(await readFile(fallbackFile(collection), 'utf8'), collection).toBe(fresh[collection]);
    }
  });

  it('is the whole catalogue when no backend is configured', async () => {
    const sync = await createSync({
      config: { mode: 'bundled' },
      databaseName: uniqueName('bundled'),
      multiInstance: false,
    });
    try {
      expect(await localIds(sync, 'products')).toEqual(bundledIds);
      expect((await localIds(sync, 'services')).length).toBe(3);
      expect((await localIds(sync, 'dealers')).length).toBeGreaterThanOrEqual(20);
      expect(await getProduct('sl02', sync)).toMatchObject({ priceInPaise: 1_299_900, moq: 1 });
      expect(await getSiteSettings(sync)).toMatchObject({
        heroTitle: 'Precision you can see',
        deliveryFeeInPaise: 15_000,
        freeDeliveryThresholdInPaise: 500_000,
      });
      expect(sync.status.get()).toMatchObject({
        mode: 'bundled',
        usingFallback: true,
        pendingWrites: 0,
      });
      expect(sync.session.get()).toEqual({ status: 'signed-out', user: null });
    } finally {
      await sync.stop();
    }
  });
});

describe('first run without the backend', () => {
  const server = withServer();

  it('shows the bundled catalogue, says it failed, and switches to live data when it answers', async () => {
    await server.stopApi();
    await server.engine.query(
      `update public.products set name = 'MGRID SL02 Pro (live)' where id = 'sl02'`,
    );
    await server.engine.query(`update public.products set hidden = true where id = 'cc01'`);
    const sync = await startClient(server);

    await until(
      () => localIds(sync, 'products'),
      (ids) => ids.length === bundledIds.length,
    );
    // The status flag follows the bundled rows' write; wait for it rather than racing it.
    expect(
      await until(
        () => sync.status.get().usingFallback,
        (f) => f,
      ),
    ).toBe(true);
    const failed = await until(
      () => sync.status.get().collections.products!.lastError,
      (error) => error !== null,
    );
    expect(failed).toBe('Failed to load products');
    expect(sync.status.get()).toMatchObject({ online: false, backendReachable: false });

    await server.startApi();
    await until(
      () => getProduct('sl02', sync),
      (p) => p?.name === 'MGRID SL02 Pro (live)',
      30_000,
    );
    await until(
      () => localIds(sync, 'products'),
      (ids) => !ids.includes('cc01'),
    );
    await until(
      () => sync.status.get().usingFallback,
      (f) => f === false,
    );
    // Live again once realtime has rejoined too (its backoff is 1, 2, 5, 10 s).
    await until(
      () => sync.status.get().collections.products!.lastError,
      (e) => e === null,
      30_000,
    );
    const doc = await internals(sync).db.products.findOne('sl02').exec();
    expect(doc?._modified).toEqual(expect.any(String)); // a server version, not the bundle's
  });
});

describe('a first visit whose first pull is still on the way', () => {
  const server = withServer();

  it('answers catalogue reads from the bundled catalogue, then from the pulled rows', async () => {
    await server.engine.query(
      `update public.products set name = 'MGRID ML01 (live)' where id = 'ml01'`,
    );
    // A slow network: the catalogue's first pull waits until the test lets it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: typeof fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/rest/v1/products')) {
        await held;
      }
      return fetch(input, init);
    };
    const sync = await startClient(server, uniqueName('slow-pull'), { fetch: slow });

    // Asked (by the assistant) before anything has arrived: the bundle, as the pages show it.
    expect(await localIds(sync, 'products')).toEqual([]);
    expect(await getProduct('ml01', sync)).toMatchObject({
      name: 'MGRID ML01 Line Laser',
      priceInPaise: 349_900,
    });
    expect((await getProducts({}, sync)).length).toBe(
      bundledProducts.filter((p) => !p.hidden).length,
    );
    expect((await getDealers(sync)).length).toBeGreaterThanOrEqual(20);
    expect(await getSiteSettings(sync)).toMatchObject({ deliveryFeeInPaise: 15_000 });

    release();
    await until(
      () => getProduct('ml01', sync),
      (p) => p?.name === 'MGRID ML01 (live)',
      30_000,
    );
  });
});
