// The grounded assistant bumps the products and chat schemas: a stored product gains an empty
// compatibleWith (its fits arrive with the next pull) and a stored chat message keeps its one
// card as its list of cards, with no quote action. The chat collection has since become the
// chat kind of device_records: a version 0 message reaches it through both steps.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../sync/engine/database.ts';
import { chatKind } from '../../../sync/chat/kind.ts';
import { chatSchemaV0 } from '../../../sync/chat/schema.ts';
import { kindRecords } from '../../../sync/engine/kinds/records.ts';
import { productSchemaV0 } from '../../../sync/products/schema.ts';
import { COLLECTIONS } from '../../../sync/registry.ts';
import bundled from '../../../sync/fallback/products.json';
import { uniqueName } from './support.ts';

interface RxCollectionLike {
  bulkInsert(docs: object[]): Promise<unknown>;
}

describe("the grounded assistant's schema migrations", () => {
  it('keeps version 0 products and chat messages', async () => {
    const name = uniqueName('migrate-assistant');
    const old = await createDatabase({
      collections: COLLECTIONS,
      name,
      multiInstance: false,
      replace: { products: { schema: productSchemaV0 }, chat: { schema: chatSchemaV0 } },
    });
    const {
      compatibleWith: _dropped,
      name_hi: _n,
      short_description_hi: _s,
      long_description_hi: _l,
      features_hi: _f,
      ...bp2600
    } = bundled.find((p) => p.id === 'bp2600')!;
    await (old.collections.products as unknown as RxCollectionLike).bulkInsert([bp2600]);
    const message = {
      type: 'bot',
      content: 'MGRID ML01 Line Laser costs ₹3,499.',
      suggestions: ['Get quote'],
      service: null,
      sessionId: 's1',
      leadForm: false,
      leadKey: null,
      leadId: null,
    };
    const oldChat = (old.collections as Record<string, unknown>).chat as RxCollectionLike;
    await oldChat.bulkInsert([
      { ...message, id: 'm1', timestamp: 1, product: 'ml01' },
      { ...message, id: 'm2', timestamp: 2, product: null },
    ]);
    await old.close();

    const db = await createDatabase({ collections: COLLECTIONS, name, multiInstance: false });
    const product = (await db.products.findOne('bp2600').exec())!.toJSON();
    expect([product.price, product.compatibleWith]).toEqual(['₹1,299', []]);
    const chat = (await kindRecords(db, chatKind).list()).map((d) => [
      d.id,
      d.product,
      d.products,
      d.quote,
    ]);
    expect(chat).toEqual([
      ['m1', 'ml01', ['ml01'], null],
      ['m2', null, [], null],
    ]);
    await db.remove();
  });
});
