// The catalogue stays live: a product changed on the server reaches a running client without
// a reload; what changes while the server is down is caught up after it restarts; and a
// product that becomes hidden (which row-level security never sends to a visitor as a change)
// leaves the device on the next (re)connect, and at once while connected (a withdrawal notice).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../../../sync/products/actions.ts';
import { productsStore } from '../../../sync/products/queries.ts';
import { ENGINES } from '../../support/databases.ts';
import { localIds, startClient, until, withServer } from './support.ts';

describe.each(ENGINES)('live catalogue on %s', (kind) => {
  const server = withServer(kind, (started) => started.startApi());

  it('receives a server change live, re-syncs after a restart, and drops newly hidden rows', async () => {
    const sync = await startClient(server);
    await until(
      () => sync.status.get().collections.products!.lastSyncedAt,
      (t) => t !== null,
    );
    const seeded = (
      await server.engine.query<{ id: string }>(
        'select id from public.products where not hidden and not _deleted order by id',
      )
    ).rows.map((r) => r.id);
    expect(await localIds(sync, 'products')).toEqual(seeded);
    expect(sync.status.get()).toMatchObject({
      online: true,
      backendReachable: true,
      usingFallback: false,
    });

    // Live, through realtime (the REST catch-up would take 5 s of app time; this is faster).
    await server.engine.query(`update public.products set price = '₹12,499' where id = 'sl02'`);
    const store = productsStore(sync);
    await until(
      () => store.get().find((p) => p.id === 'sl02')?.priceInPaise,
      (paise) => paise === 1_249_900,
      5_000,
    );

    // Down: the status says so; changes made meanwhile arrive after the restart.
    await server.stopApi();
    await until(
      () => sync.status.get().collections.products!.lastError,
      (error) => error === 'Failed to sync latest changes',
    );
    await server.engine.query(
      `update public.products set name = 'MGRID ML01 Line Laser (2026)' where id = 'ml01'`,
    );
    await server.engine.query(`update public.products set hidden = true where id = 'cc01'`);
    await server.engine.query(`update public.products set _deleted = true where id = 'lg01'`);
    await server.startApi();

    await until(
      () => getProduct('ml01', sync),
      (p) => p?.name === 'MGRID ML01 Line Laser (2026)',
      30_000,
    );
    const ids = await until(
      () => localIds(sync, 'products'),
      (list) => !list.includes('cc01') && !list.includes('lg01'),
      30_000,
    );
    expect(ids).toEqual(seeded.filter((id) => id !== 'cc01' && id !== 'lg01'));
    await until(
      () => sync.status.get().collections.products!.lastError,
      (e) => e === null,
      30_000,
    );
  });
  it('drops a product made hidden while connected, at once, and takes it back when unhidden', async () => {
    const sync = await startClient(server);
    await until(
      () => sync.status.get().collections.products!.lastSyncedAt,
      (t) => t !== null,
    );
    expect(await localIds(sync, 'products')).toContain('sl01');
    await server.engine.query(`update public.products set hidden = true where id = 'sl01'`);
    // Well before the 5-minute visible-ids check: the notice triggers it.
    await until(
      () => localIds(sync, 'products'),
      (ids) => !ids.includes('sl01'),
      10_000,
    );
    expect(sync.status.get().collections.products!.lastError).toBeNull();

    await server.engine.query(`update public.products set hidden = false where id = 'sl01'`);
    await until(
      () => localIds(sync, 'products'),
      (ids) => ids.includes('sl01'),
      10_000,
    );
  });
});
