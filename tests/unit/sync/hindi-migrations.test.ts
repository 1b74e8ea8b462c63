// Hindi content bumps the products, services and banners schemas: what a device stored before the
// Hindi columns is kept, in English, with empty Hindi texts until the next pull brings them.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../sync/engine/database.ts';
import { bannerSchemaV0 } from '../../../sync/banners/schema.ts';
import { productSchemaV1 } from '../../../sync/products/schema.ts';
import { serviceSchemaV0 } from '../../../sync/services/schema.ts';
import { COLLECTIONS } from '../../../sync/registry.ts';
import bundledProducts from '../../../sync/fallback/products.json';
import bundledServices from '../../../sync/fallback/services.json';
import { uniqueName } from './support.ts';

interface RxCollectionLike {
  bulkInsert(docs: object[]): Promise<unknown>;
}

/** A bundled row as an older version stored it: without any `_hi` column. */
const english = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !key.endsWith('_hi')));

describe('the Hindi content schema migrations', () => {
  it('keeps stored products, services and banners, with empty Hindi texts', async () => {
    const name = uniqueName('migrate-hindi');
    const old = await createDatabase({
      collections: COLLECTIONS,
      name,
      multiInstance: false,
      replace: {
        products: { schema: productSchemaV1 },
        services: { schema: serviceSchemaV0 },
        banners: { schema: bannerSchemaV0 },
      },
    });
    const sl02 = english(bundledProducts.find((p) => p.id === 'sl02')!);
    const repair = english(bundledServices.find((s) => s.id === 'e-repair')!);
    await (old.collections.products as unknown as RxCollectionLike).bulkInsert([sl02]);
    await (old.collections.services as unknown as RxCollectionLike).bulkInsert([repair]);
    await (old.collections.banners as unknown as RxCollectionLike).bulkInsert([
      {
        id: 'b0000000-0000-4000-8000-000000000001',
        title: 'Festive offer: up to 20% off green-beam lasers',
        subtitle: null,
        cta_text: 'Shop deals',
        cta_url: '/deals-discounts',
        background_color: '#d7262e',
        text_color: '#ffffff',
        is_active: true,
        start_date: null,
        end_date: null,
        priority: 1,
        show_on_pages: [],
        hide_on_pages: [],
        created_at: '2026-11-26T10:00:00.000Z',
        _modified: '2026-11-26T10:00:00.000Z',
      },
    ]);
    await old.close();

    const db = await createDatabase({ collections: COLLECTIONS, name, multiInstance: false });
    const product = (await db.products.findOne('sl02').exec())!.toJSON();
    expect([product.name, product.price, product.compatibleWith]).toEqual([
      'MGRID SL02 Self-Levelling Crossline Laser Pro',
      '₹12,999',
      [],
    ]);
    expect([
      product.name_hi,
      product.short_description_hi,
      product.long_description_hi,
      product.features_hi,
    ]).toEqual([null, null, null, []]);
    const service = (await db.services.findOne('e-repair').exec())!.toJSON();
    expect([service.name, service.name_hi, service.features_hi, service.duration_hi]).toEqual([
      'E-Repair',
      null,
      [],
      null,
    ]);
    const banner = (await db.banners.findOne('b0000000-0000-4000-8000-000000000001').exec())!;
    expect([banner.title, banner.title_hi, banner.subtitle_hi, banner.cta_text_hi]).toEqual([
      'Festive offer: up to 20% off green-beam lasers',
      null,
      null,
      null,
    ]);
    await db.remove();
  });
});
