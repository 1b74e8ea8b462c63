// Kinds of device_records (sync/engine/kinds/): device data past RxDB's 13 collections. A
// kind's rows are parsed both ways, ordered and grouped by what the kind says, migrated when
// its version rises, wiped at sign-out when it says so, and a collection it replaced is
// adopted on the first open (the chat collection's messages, as an updated phone holds them).
import 'fake-indexeddb/auto';
import { getAllCollectionDocuments, type RxDatabase } from 'rxdb';
import { describe, expect, it } from 'vitest';
import { chatKind } from '../../../../sync/chat/kind.ts';
import { chatSchema } from '../../../../sync/chat/schema.ts';
import { createDatabase } from '../../../../sync/engine/database.ts';
import { collectionOf } from '../../../../sync/engine/collection.ts';
import { deviceRecords, type DeviceRecord } from '../../../../sync/engine/kinds/device-records.ts';
import type { KindDescriptor } from '../../../../sync/engine/kinds/kind.ts';
import { kindRecords } from '../../../../sync/engine/kinds/records.ts';
import * as s from '../../../../sync/engine/kinds/shape.ts';
import { wipeWhole } from '../../../../sync/engine/wipe.ts';
import { COLLECTIONS } from '../../../../sync/registry.ts';
import { uniqueName } from '../support.ts';

const visitV0 = s.shape({ id: s.text, dealer: s.text, when: s.integer, note: s.text });
const visitV1 = s.shape({
  id: s.text,
  dealer: s.text,
  when: s.integer,
  notes: s.textList,
  outcome: s.oneOf('order', 'follow-up', 'none'),
});
type VisitV0 = s.Parsed<typeof visitV0>;
type Visit = s.Parsed<typeof visitV1>;

const visitsV0: KindDescriptor<'field_visit', VisitV0> = {
  name: 'field_visit',
  version: 0,
  parse: visitV0,
  id: (v) => v.id,
  at: (v) => v.when,
  group: (v) => v.dealer,
};

const visits: KindDescriptor<'field_visit', Visit> = {
  name: 'field_visit',
  version: 1,
  migrations: {
    1: (old: VisitV0): Omit<Visit, 'outcome'> & { outcome: 'none' } => ({
      ...old,
      notes: [old.note],
      outcome: 'none',
    }),
  },
  parse: visitV1,
  id: (v) => v.id,
  at: (v) => v.when,
  group: (v) => v.dealer,
};

const notes = s.shape({ id: s.text, body: s.text });
const noteKind: KindDescriptor<'note', s.Parsed<typeof notes>> = {
  name: 'note',
  version: 0,
  parse: notes,
  id: (n) => n.id,
  signOut: 'all-rows',
};

const open = (name: string, kinds: Parameters<typeof deviceRecords>[0]) =>
  createDatabase({ collections: [deviceRecords(kinds)], name, multiInstance: false });

describe('a kind of device_records', () => {
  it('keeps only what parses, ordered and grouped by the kind', async () => {
    const db = await open(uniqueName('kinds'), [visits]);
    const field = kindRecords(db, visits);
    await field.insert({ id: 'v2', dealer: 'd1', when: 20, notes: [], outcome: 'order' });
    await field.put([
      { id: 'v1', dealer: 'd1', when: 10, notes: ['met the owner'], outcome: 'follow-up' },
      { id: 'v3', dealer: 'd2', when: 30, notes: [], outcome: 'none' },
    ]);
    // Fields the kind does not name are not stored; data of the wrong shape is refused.
    await field.put([
      { id: 'v4', dealer: 'd2', when: 5, notes: [], outcome: 'none', extra: 1 } as Visit,
    ]);
    await expect(
      field.insert({ id: 'v5', dealer: 'd1', when: 1, notes: [], outcome: 'maybe' } as never),
    ).rejects.toThrow('outcome: expected order or follow-up or none');

    expect((await field.list()).map((v) => v.id)).toEqual(['v4', 'v1', 'v2', 'v3']);
    expect((await field.list({ group: 'd1', newestFirst: true })).map((v) => v.id)).toEqual([
      'v2',
      'v1',
    ]);
    expect(await field.get('v4')).toEqual({
      id: 'v4',
      dealer: 'd2',
      when: 5,
      notes: [],
      outcome: 'none',
    });

    // A record stored by other means with data the kind cannot read never reaches the slice.
    const records = collectionOf<DeviceRecord>(db, 'device_records');
    await records.insert({
      key: 'field_visit|bad',
      kind: 'field_visit',
      id: 'bad',
      group: 'd1',
      at: 15,
      v: 1,
      data: { id: 'bad' },
    });
    expect((await field.list({ group: 'd1' })).map((v) => v.id)).toEqual(['v1', 'v2']);
    expect(await field.get('bad')).toBeNull();
    await db.remove();
  });

  it('migrates records stored at an older version of the kind on the next open', async () => {
    const name = uniqueName('kinds-migrate');
    const old = await open(name, [visitsV0]);
    await kindRecords(old, visitsV0).put([
      { id: 'v1', dealer: 'd1', when: 10, note: 'first call' },
      { id: 'v2', dealer: 'd2', when: 20, note: 'demo given' },
    ]);
    await old.close();

    const db = await open(name, [visits]);
    expect(await kindRecords(db, visits).list()).toEqual([
      { id: 'v1', dealer: 'd1', when: 10, notes: ['first call'], outcome: 'none' },
      { id: 'v2', dealer: 'd2', when: 20, notes: ['demo given'], outcome: 'none' },
    ]);
    expect((await kindRecords(db, visits).list({ group: 'd2' })).map((v) => v.id)).toEqual(['v2']);
    await db.remove();
  });

  it('leaves with the person when the kind says so, and only that kind', async () => {
    const db = await open(uniqueName('kinds-wipe'), [visits, noteKind]);
    await kindRecords(db, noteKind).put([
      { id: 'n1', body: 'Call Asha' },
      { id: 'n2', body: 'Quote for SL02' },
    ]);
    await kindRecords(db, visits).put([
      { id: 'v1', dealer: 'd1', when: 1, notes: [], outcome: 'none' },
    ]);
    expect(await wipeWhole(db, [deviceRecords([visits, noteKind])])).toBe(2);
    expect(await kindRecords(db, noteKind).list()).toEqual([]);
    expect((await kindRecords(db, visits).list()).map((v) => v.id)).toEqual(['v1']);
    await db.remove();
  });
});

describe('the chat collection, now the chat kind', () => {
  it("adopts an updated device's messages once and removes the old collection", async () => {
    const name = uniqueName('kinds-chat');
    const message = {
      type: 'bot',
      content: 'MGRID SL02 costs ₹12,999.',
      suggestions: ['Get quote'],
      service: null,
      sessionId: 's1',
      leadForm: false,
      leadKey: null,
      leadId: null,
      quote: null,
    };
    // The version before: a chat collection (schema v1) beside the others, no chat kind yet.
    const old = await createDatabase({
      collections: COLLECTIONS,
      name,
      multiInstance: false,
      replace: { chat: { schema: chatSchema } },
    });
    const oldChat = (old.collections as Record<string, unknown>).chat as {
      bulkInsert(docs: object[]): Promise<{ error: unknown[] }>;
    };
    const { error } = await oldChat.bulkInsert([
      {
        ...message,
        id: 'm2',
        timestamp: 2,
        type: 'user',
        content: 'SL02 price?',
        product: null,
        products: [],
      },
      { ...message, id: 'm3', timestamp: 3, product: 'sl02', products: ['sl02', 'sl01'] },
      { ...message, id: 'm1', timestamp: 1, content: 'Hello!', product: null, products: [] },
    ]);
    expect(error).toEqual([]);
    await old.close();

    const storedCollections = async (db: unknown) =>
      (await getAllCollectionDocuments((db as RxDatabase).internalStore)).map((d) => d.data.name);
    const expected = [
      ['m1', 'bot', 'Hello!', [], 's1'],
      ['m2', 'user', 'SL02 price?', [], 's1'],
      ['m3', 'bot', 'MGRID SL02 costs ₹12,999.', ['sl02', 'sl01'], 's1'],
    ];
    const read = async (db: Parameters<typeof kindRecords>[0]) =>
      (await kindRecords(db, chatKind).list()).map((m) => [
        m.id,
        m.type,
        m.content,
        m.products,
        m.sessionId,
      ]);

    const db = await createDatabase({ collections: COLLECTIONS, name, multiInstance: false });
    expect(await read(db)).toEqual(expected);
    expect(await storedCollections(db)).not.toContain('chat');
    expect(Object.keys(db.collections)).not.toContain('chat');
    await db.close();

    // The next open finds no chat collection to adopt, and the messages once each.
    const again = await createDatabase({ collections: COLLECTIONS, name, multiInstance: false });
    expect(await read(again)).toEqual(expected);
    await again.remove();
  });
});
