// Persistent storage is asked for once the device holds something worth keeping (here: the
// first cart line), never for a visitor who only browses; its state reaches the sync status.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '../../../../sync/cart/actions.ts';
import { getProduct } from '../../../../sync/products/actions.ts';
import type { Product } from '../../../../sync/products/model.ts';
import { until } from '../../../../sync/engine/store.ts';
import type { Sync } from '../../../../sync/engine/runtime.ts';
import { createRuntime } from '../../../../sync/engine/runtime.ts';
import { runtimeOf } from '../../../../sync/engine/runtime-of.ts';
import { deviceRecords } from '../../../../sync/engine/kinds/device-records.ts';
import type { KindDescriptor } from '../../../../sync/engine/kinds/kind.ts';
import { kindRecords } from '../../../../sync/engine/kinds/records.ts';
import * as shape from '../../../../sync/engine/kinds/shape.ts';
import { authFor } from '../../../../sync/session/connect.ts';
import { bundledSync, uniqueName } from '../support.ts';

function stubStorage(granted: boolean) {
  const storage = {
    persisted: vi.fn(() => Promise.resolve(false)),
    persist: vi.fn(() => Promise.resolve(granted)),
  };
  vi.stubGlobal('navigator', { onLine: true, storage });
  return storage;
}

describe('persistent storage', () => {
  let sync: Sync | undefined;
  afterEach(async () => {
    await sync?.stop();
    vi.unstubAllGlobals();
  });

  it('reports the state without asking while the visitor only browses', async () => {
    const storage = stubStorage(true);
    sync = await bundledSync();
    await until(sync.status, (s) => s.persistentStorage !== null);
    expect(sync.status.get().persistentStorage).toBe(false);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('asks once at the first cart line and shows what the browser answered', async () => {
    const storage = stubStorage(false);
    sync = await bundledSync();
    await until(sync.status, (s) => s.persistentStorage !== null);
    await addToCart((await getProduct('sl01', sync)) as Product, 1, sync);
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
    await addToCart((await getProduct('sl02', sync)) as Product, 1, sync);
    expect(sync.status.get().persistentStorage).toBe(false);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('asks at the first record of a kind worth keeping, not of another kind', async () => {
    const storage = stubStorage(false);
    const kind = (name: string, worthKeeping: boolean): KindDescriptor<string, { id: string }> => ({
      name,
      version: 0,
      parse: shape.shape({ id: shape.text }),
      id: (row) => row.id,
      worthKeeping,
    });
    const [seen, visits] = [kind('seen', false), kind('field_visit', true)];
    sync = await createRuntime({
      config: { mode: 'bundled' },
      databaseName: uniqueName('persist-kinds'),
      multiInstance: false,
      collections: [deviceRecords([seen, visits])],
      auth: authFor,
      isStaff: () => false,
    });
    await until(sync.status, (s) => s.persistentStorage !== null);
    const db = runtimeOf(sync).db;
    await kindRecords(db, seen).insert({ id: 'p1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(storage.persist).not.toHaveBeenCalled();
    await kindRecords(db, visits).insert({ id: 'v1' });
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
  });

  it('does not ask again where the browser already keeps the data', async () => {
    const storage = stubStorage(true);
    storage.persisted.mockResolvedValue(true);
    sync = await bundledSync();
    await until(sync.status, (s) => s.persistentStorage === true);
    await addToCart((await getProduct('sl01', sync)) as Product, 1, sync);
    expect(storage.persist).not.toHaveBeenCalled();
  });
});
