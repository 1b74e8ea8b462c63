// A device that is out of storage refuses the write: the person is told (status and the
// thrown message), nothing is silently dropped, and the next good write clears it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { submitLead } from '../../../../sync/leads/actions.ts';
import { createSync } from '../../../../sync/data-layer.ts';
import type { Sync } from '../../../../sync/engine/runtime.ts';
import { runtimeOf } from '../../../../sync/engine/runtime-of.ts';
import { bundledSync, uniqueName } from '../support.ts';

describe('storage errors', () => {
  let sync: Sync;
  beforeEach(async () => {
    sync = await bundledSync();
  });
  afterEach(async () => {
    await sync.stop();
  });

  it('reports a full device instead of losing the write', async () => {
    const leads = runtimeOf(sync).db.leads;
    const insert = leads.insert.bind(leads);
    leads.insert = () =>
      Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    await expect(submitLead({ name: 'Asha' }, sync)).rejects.toThrow(
      'This device is out of storage space, so your change was not saved. Free some space and try again.',
    );
    expect(sync.status.get().storageError).toMatch(/^This device is out of storage space/);
    expect(await leads.count().exec()).toBe(0);

    leads.insert = insert;
    await submitLead({ name: 'Asha' }, sync);
    expect(sync.status.get().storageError).toBeNull();
    expect(await leads.count().exec()).toBe(1);
  });

  it('passes other errors through unchanged', async () => {
    const leads = runtimeOf(sync).db.leads;
    leads.insert = () => Promise.reject(new Error('something else'));
    await expect(submitLead({ name: 'Asha' }, sync)).rejects.toThrow('something else');
    expect(sync.status.get().storageError).toBeNull();
  });
});

describe('a browser that refuses IndexedDB', () => {
  it('runs in memory for the visit and says changes cannot be kept', async () => {
    const refusing = {
      name: 'refusing',
      rxdbVersion: '17',
      createStorageInstance: () =>
        Promise.reject(new DOMException('The operation failed.', 'InvalidStateError')),
    };
    const inMemory = await createSync({
      config: { mode: 'bundled' },
      databaseName: uniqueName('refused'),
      multiInstance: false,
      storage: refusing as never,
    });
    try {
      expect(inMemory.status.get()).toMatchObject({
        storageError:
          'This browser is not letting the app store data (private browsing?), so changes cannot be kept.',
        persistentStorage: false,
      });
      expect(await runtimeOf(inMemory).db.products.count().exec()).toBeGreaterThan(10);
      await submitLead({ name: 'Asha' }, inMemory);
      expect(await runtimeOf(inMemory).db.leads.count().exec()).toBe(1);
    } finally {
      await inMemory.stop();
    }
  });
});
