// The products collection as the engine runs it: pulled live from public.products by everyone
// (staff see hidden ones too), the shop's main table, with a bundled copy.
import { PRODUCTS_LOAD_FAILED } from '../../src/lib/messages.ts';
import type { CataloguePull, CollectionDescriptor } from '../engine/collection.ts';
import { bundledRows } from '../fallback/bundle.ts';
import { productMigrations, productSchema, type ProductDoc } from './schema.ts';

export const productsCollection: CollectionDescriptor<'products', ProductDoc, CataloguePull> = {
  name: 'products',
  schema: productSchema,
  migrationStrategies: productMigrations,
  sync: {
    kind: 'catalogue',
    table: 'products',
    firstLoadFailed: PRODUCTS_LOAD_FAILED,
    main: true,
    filteredByPolicy: true,
    withdrawalNotices: true,
  },
  bundled: () => bundledRows('products'),
};
