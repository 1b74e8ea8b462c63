// An app update bumps the cart, draft and order schemas: what an older version stored is
// migrated, never dropped (the spec's versioned cart key; an order is never lost).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../sync/engine/database.ts';
import { cartSchemaV0 } from '../../../sync/cart/schema.ts';
import { orderSchemaV0, type OrderDocV0 } from '../../../sync/orders/schema.ts';
import { productDraftSchemaV0 } from '../../../sync/product-drafts/schema.ts';
import { siteSettingsSchemaV0 } from '../../../sync/site-settings/schema.ts';
import { leadSchemaV0, type LeadDocV0 } from '../../../sync/leads/schema.ts';
import bundledSettings from '../../../sync/fallback/site-settings.json';
import { uniqueName } from './support.ts';
import { COLLECTIONS } from '../../../sync/registry.ts';

interface RxCollectionLike {
  bulkInsert(docs: object[]): Promise<unknown>;
}

const productRow = {
  id: 'sl02',
  name: 'MGRID SL02',
  category: 'Tools',
  price: '₹12,999',
  mrp: null,
  gst_rate: 18,
  bulk_qty: null,
  bulk_unit_price: null,
  hsn_code: '9015',
  price_inclusive: true,
  shortDescription: null,
  longDescription: null,
  features: [],
  specifications: {},
  images: [],
  stockQuantity: 3,
  featured: false,
  rank: 2,
  rating: null,
  reviews: 0,
  moq: 1,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: [],
  aeoKeywords: [],
  geoKeywords: [],
  hidden: false,
};

describe('schema migrations', () => {
  it('migrates a version 0 cart and version 0 drafts on the next start', async () => {
    const name = uniqueName('migrate');
    const old = await createDatabase({
      collections: COLLECTIONS,
      name,
      multiInstance: false,
      replace: {
        cart: { schema: cartSchemaV0 },
        product_drafts: { schema: productDraftSchemaV0 },
      },
    });
    // The v0 collections hold v0 docs (the database type describes today's schemas).
    const oldCart = old.collections.cart as unknown as RxCollectionLike;
    const oldDrafts = old.collections.product_drafts as unknown as RxCollectionLike;
    await oldCart.bulkInsert([
      {
        id: 'sl02',
        productId: 'sl02',
        name: 'MGRID SL02',
        price: '₹12,999.50',
        image: '/images/products/sl02.webp',
        quantity: 2,
        gstRate: 18,
        priceInclusive: true,
        hsnCode: '9015',
        addedAt: 1000,
      },
      {
        id: 'odd',
        productId: 'odd',
        name: 'Price on request',
        price: 'on request',
        image: null,
        quantity: 1,
        gstRate: 18,
        priceInclusive: true,
        hsnCode: null,
        addedAt: 2000,
      },
    ]);
    await oldDrafts.bulkInsert([
      {
        id: 'sl02',
        product: productRow,
        isNew: false,
        deleted: false,
        baseModified: 'b1',
        updatedAt: 1,
      },
      {
        id: 'new1',
        product: { ...productRow, id: 'new1' },
        isNew: true,
        deleted: false,
        baseModified: null,
        updatedAt: 2,
      },
      {
        id: 'gone',
        product: { ...productRow, id: 'gone' },
        isNew: false,
        deleted: true,
        baseModified: 'b3',
        updatedAt: 3,
      },
    ]);
    await old.close();

    const db = await createDatabase({ collections: COLLECTIONS, name, multiInstance: false });
    const cart = (await db.cart.find().exec()).map((d) => d.toJSON());
    expect(cart).toEqual([
      {
        id: 'sl02',
        productId: 'sl02',
        name: 'MGRID SL02',
        priceInPaise: 1_299_950,
        image: '/images/products/sl02.webp',
        quantity: 2,
        gstRate: 18,
        priceInclusive: true,
        hsnCode: '9015',
        moq: 1,
        bulkQty: null,
        bulkUnitPriceInPaise: null,
        addedAt: 1000,
        ops: [],
      },
    ]);
    const drafts = (await db.product_drafts.find({ sort: [{ updatedAt: 'asc' }] }).exec()).map(
      (d) => [d.id, d.kind, d.baseModified, d.product.price],
    );
    expect(drafts).toEqual([
      ['sl02', 'changed', 'b1', '₹12,999'],
      ['new1', 'added', null, '₹12,999'],
      ['gone', 'deleted', 'b3', '₹12,999'],
    ]);
    await db.remove();
  });

  it('migrates version 0 orders: every one kept, pulled ones confirmed, sent ones to confirm', async () => {
    const name = uniqueName('migrate-orders');
    const old = await createDatabase({
      collections: COLLECTIONS,
      name,
      multiInstance: false,
      replace: { orders: { schema: orderSchemaV0 } },
    });
    const order = (id: string, fields: Partial<OrderDocV0>): OrderDocV0 => ({
      id,
      user_id: null,
      customer_name: 'Asha Rao',
      phone: '9876543210',
      email: null,
      address_line1: '12 MG Road',
      address_line2: null,
      city: 'Pune',
      state: 'Maharashtra',
      pin_code: '411001',
      items: [{ productId: 'ml01', quantity: 1, unitPriceInPaise: 349_900 }],
      subtotal_in_paise: 349_900,
      gst_in_paise: 53_375,
      delivery_fee_in_paise: 15_000,
      total_in_paise: 364_900,
      payment_method: 'cod',
      status: 'placed',
      tax_split: 'cgst_sgst',
      notes: null,
      created_at: '2026-11-21T10:00:00.000Z',
      syncedAt: 0,
      syncError: null,
      ownerId: null,
      ...fields,
    });
    const rows = [
      order('waiting', {}),
      order('sent-guest', { syncedAt: 5000 }),
      order('pulled-own', { syncedAt: 7000, user_id: 'u1', ownerId: 'u1' }),
      order('refused', { syncError: 'Product ml01 is not available' }),
    ];
    await (old.collections.orders as unknown as RxCollectionLike).bulkInsert(rows);
    await old.close();

    const db = await createDatabase({ collections: COLLECTIONS, name, multiInstance: false });
    const migrated = (await db.orders.find().exec()).map((d) => d.toJSON());
    expect(migrated.map((d) => [d.id, d.confirmedAt]).sort()).toEqual([
      ['pulled-own', 7000],
      ['refused', 0],
      ['sent-guest', 0],
      ['waiting', 0],
    ]);
    // Nothing else changed: the customer's order is exactly as it was stored, placed when it
    // was made on this device (version 2), asking for no GST invoice (version 3), its stored
    // number still to come (version 4).
    for (const row of rows) {
      const { confirmedAt: _confirmedAt, ...rest } = migrated.find((d) => d.id === row.id)!;
      expect(rest).toEqual({
        ...row,
        placed_at: row.created_at,
        buyer_gstin: null,
        buyer_legal_name: null,
        order_number: null,
      });
    }
    await db.remove();
  });

  it('migrates the version 0 site settings row: kept, with no low-stock threshold until pulled', async () => {
    const name = uniqueName('migrate-settings');
    const old = await createDatabase({
      collections: COLLECTIONS,
      name,
      multiInstance: false,
      replace: { site_settings: { schema: siteSettingsSchemaV0 } },
    });
    // The bundled row without the columns later versions added (threshold, Hindi texts).
    const v0 = Object.fromEntries(
      Object.entries(bundledSettings[0]!).filter(
        ([key]) => key !== 'low_stock_threshold' && !key.endsWith('_hi'),
      ),
    );
    await (old.collections.site_settings as unknown as RxCollectionLike).bulkInsert([v0]);
    await old.close();

    const db = await createDatabase({ collections: COLLECTIONS, name, multiInstance: false });
    const migrated = (await db.site_settings.findOne('default').exec())!.toJSON();
    expect(migrated).toEqual({
      ...v0,
      low_stock_threshold: null,
      hero_title_hi: null,
      hero_subtitle_hi: null,
      best_seller_title_hi: null,
      best_seller_subtitle_hi: null,
      footer_about_hi: null,
      delivery_fee_description_hi: null,
      // Version 3: the cash-on-delivery unit limits (the defaults until pulled).
      cod_max_units_per_order: null,
      cod_max_units_per_business_order: null,
      cod_max_units_per_buyer_day: null,
      cod_max_units_per_business_buyer_day: null,
    });
    await db.remove();
  });

  it('migrates version 0 leads: every one kept, waiting or sent, none asking for a quotation', async () => {
    const name = uniqueName('migrate-leads');
    const old = await createDatabase({
      collections: COLLECTIONS,
      name,
      multiInstance: false,
      replace: { leads: { schema: leadSchemaV0 } },
    });
    const lead = (id: string, syncedAt: number): LeadDocV0 => ({
      id,
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      company: null,
      designation: null,
      message: 'Need 5 SL02 for a site',
      ip_address: null,
      user_agent: null,
      session_id: null,
      country: null,
      city: null,
      region: null,
      timezone: null,
      source: 'contact',
      referrer: null,
      conversation_history: [],
      total_messages: 0,
      session_duration: 0,
      status: 'new',
      priority: 'medium',
      interested_products: ['sl02'],
      interested_services: [],
      notes: null,
      assigned_to: null,
      follow_up_date: null,
      created_at: '2026-11-21T10:00:00.000Z',
      syncedAt,
      syncError: null,
      ownerId: null,
    });
    const rows = [lead('waiting', 0), lead('sent', 5000)];
    await (old.collections.leads as unknown as RxCollectionLike).bulkInsert(rows);
    await old.close();

    const db = await createDatabase({ collections: COLLECTIONS, name, multiInstance: false });
    const migrated = (await db.leads.find().exec()).map((d) => d.toJSON());
    expect(migrated.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [rows[1], rows[0]].map((row) => ({ ...row, quote_request: null })),
    );
    await db.remove();
  });
});
