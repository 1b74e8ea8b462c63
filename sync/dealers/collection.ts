// The dealers collection as the engine runs it: pulled live from public.dealers, with a
// bundled copy (where-to-buy works offline on a first visit).
import { DEALERS_LOAD_FAILED } from '../../src/lib/messages.ts';
import type { CataloguePull, CollectionDescriptor } from '../engine/collection.ts';
import { bundledRows } from '../fallback/bundle.ts';
import { dealerSchema, type DealerDoc } from './schema.ts';

export const dealersCollection: CollectionDescriptor<'dealers', DealerDoc, CataloguePull> = {
  name: 'dealers',
  schema: dealerSchema,
  sync: { kind: 'catalogue', table: 'dealers', firstLoadFailed: DEALERS_LOAD_FAILED },
  bundled: () => bundledRows('dealers'),
};
