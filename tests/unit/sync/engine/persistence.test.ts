// Persistent storage is asked for once the device holds something worth keeping (here: the
// first cart line), never for a visitor who only browses; its state reaches the sync status.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '../../../../sync/cart/actions.ts';
import { getProduct } from '../../../../sync/products/actions.ts';
import type { Product } from '../../../../sync/products/model.ts';
import { until } from '../../../../sync/engine/store.ts';
import type { Sync } from '../../../../sync/engine/runtime.ts';
import { bundledSync } from '../support.ts';

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

  it('does not ask again where the browser already keeps the data', async () => {
    const storage = stubStorage(true);
    storage.persisted.mockResolvedValue(true);
    sync = await bundledSync();
    await until(sync.status, (s) => s.persistentStorage === true);
    await addToCart((await getProduct('sl01', sync)) as Product, 1, sync);
    expect(storage.persist).not.toHaveBeenCalled();
  });
});
