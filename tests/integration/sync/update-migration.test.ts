// An app update across a local schema change, the way a phone lives it: the old version left
// a cart, a product draft and an order still waiting to be sent (version 0 schemas), and the
// assistant's conversation in the chat collection it had then; the new version starts its
// data layer on that database against the real server. Everything is still there after the
// migration (the conversation as the chat kind), and the waiting order is sent, exactly once.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { getCartLines } from '../../../sync/cart/actions.ts';
import { getChatMessages } from '../../../sync/chat/actions.ts';
import { chatSchema } from '../../../sync/chat/schema.ts';
import { cartSchemaV0, type CartLineDocV0 } from '../../../sync/cart/schema.ts';
import { productDraftSchemaV0 } from '../../../sync/product-drafts/schema.ts';
import { createDatabase } from '../../../sync/engine/database.ts';
import { orderSchemaV0, type OrderDocV0 } from '../../../sync/orders/schema.ts';
import { internals, startClient, uniqueName, until, withServer } from './support.ts';
import { COLLECTIONS } from '../../../sync/registry.ts';

interface RxCollectionLike {
  bulkInsert(docs: object[]): Promise<{ error: unknown[] }>;
}

const ORDER_ID = '6f1c1d2e-4b1a-4c55-9b0e-2a7d3c9e8f10';

const cartLine: CartLineDocV0 = {
  id: 'sl02',
  productId: 'sl02',
  name: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
  price: '₹12,999',
  image: '/images/products/sl02.webp',
  quantity: 2,
  gstRate: 18,
  priceInclusive: true,
  hsnCode: '9015',
  addedAt: 1000,
};

const waitingOrder: OrderDocV0 = {
  id: ORDER_ID,
  user_id: null,
  customer_name: 'Meera Iyer',
  phone: '9820012345',
  email: null,
  address_line1: '4 Residency Road',
  address_line2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  pin_code: '560025',
  items: [{ productId: 'sl01', quantity: 1, unitPriceInPaise: 699_900 }],
  subtotal_in_paise: 699_900,
  gst_in_paise: 106_765,
  delivery_fee_in_paise: 0,
  total_in_paise: 699_900,
  payment_method: 'cod',
  status: 'placed',
  tax_split: 'cgst_sgst',
  notes: null,
  created_at: '2026-11-21T10:00:00.000Z',
  syncedAt: 0,
  syncError: null,
  ownerId: null,
};

describe('an app update across a schema change', () => {
  const server = withServer();

  it('keeps the cart, the draft, the conversation and the unsent order, and sends the order', async () => {
    const name = uniqueName('update');
    // The old version's database, as it left it.
    const old = await createDatabase({
      collections: COLLECTIONS,
      name,
      multiInstance: false,
      replace: {
        cart: { schema: cartSchemaV0 },
        product_drafts: { schema: productDraftSchemaV0 },
        orders: { schema: orderSchemaV0 },
        chat: { schema: chatSchema },
      },
    });
    const insert = async (collection: string, docs: object[]) => {
      const { error } = await (
        (old.collections as Record<string, unknown>)[collection] as RxCollectionLike
      ).bulkInsert(docs);
      expect(error).toEqual([]);
    };
    await insert('cart', [cartLine]);
    await insert('product_drafts', [
      {
        id: 'new-tripod',
        product: { id: 'new-tripod', name: 'MGRID Tripod T2', price: '₹2,499' },
        isNew: true,
        deleted: false,
        baseModified: null,
        updatedAt: 5,
      },
    ]);
    await insert('orders', [waitingOrder]);
    const message = {
      suggestions: [],
      product: null,
      products: [],
      quote: null,
      service: null,
      sessionId: 's1',
      leadForm: false,
      leadKey: null,
      leadId: null,
    };
    await insert('chat', [
      { ...message, id: 'm1', type: 'user', content: 'Is SL02 in stock?', timestamp: 1 },
      { ...message, id: 'm2', type: 'bot', content: 'Yes, 3 left.', timestamp: 2 },
    ]);
    await old.close();

    // The new version starts on it, online.
    const sync = await startClient(server, name);
    const db = internals(sync).db;
    expect(await getCartLines(sync)).toEqual([
      expect.objectContaining({ productId: 'sl02', quantity: 2, priceInPaise: 1_299_900 }),
    ]);
    const draft = (await db.product_drafts.findOne('new-tripod').exec())?.toJSON();
    expect(draft).toMatchObject({ kind: 'added', baseModified: null, updatedAt: 5 });
    expect(draft?.product).toMatchObject({ name: 'MGRID Tripod T2', price: '₹2,499' });
    expect((await getChatMessages(sync)).map((m) => [m.type, m.content, m.sessionId])).toEqual([
      ['user', 'Is SL02 in stock?', 's1'],
      ['bot', 'Yes, 3 left.', 's1'],
    ]);

    const row = await until(
      async () =>
        (
          await server.engine.query<{ customer_name: string; total_in_paise: string }>(
            'select customer_name, total_in_paise from public.orders where id = $1',
            [ORDER_ID],
          )
        ).rows[0],
      Boolean,
    );
    expect(row).toEqual({ customer_name: 'Meera Iyer', total_in_paise: expect.anything() });
    expect(Number(row!.total_in_paise)).toBe(699_900);
    const local = await until(
      async () => (await db.orders.findOne(ORDER_ID).exec())?.toJSON(),
      (doc) => (doc?.syncedAt ?? 0) > 0,
    );
    expect(local).toMatchObject({ customer_name: 'Meera Iyer', syncError: null });
    const copies = await server.engine.query<{ n: string }>(
      'select count(*) as n from public.orders where customer_name = $1',
      ['Meera Iyer'],
    );
    expect(Number(copies.rows[0]!.n)).toBe(1);
  });
});
