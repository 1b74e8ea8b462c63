// The banners collection as the engine runs it: pulled live from public.banners (anon sees
// active ones, admins all: the rows differ per reader). None are bundled.
import { BANNERS_FETCH_FAILED } from '../../src/lib/messages.ts';
import type { CataloguePull, CollectionDescriptor } from '../engine/collection.ts';
import { bannerMigrations, bannerSchema, type BannerDoc } from './schema.ts';

export const bannersCollection: CollectionDescriptor<'banners', BannerDoc, CataloguePull> = {
  name: 'banners',
  schema: bannerSchema,
  migrationStrategies: bannerMigrations,
  sync: {
    kind: 'catalogue',
    table: 'banners',
    firstLoadFailed: BANNERS_FETCH_FAILED,
    filteredByPolicy: true,
  },
};
