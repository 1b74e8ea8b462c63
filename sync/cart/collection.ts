// The cart collection as the engine runs it: local only, and the first line makes the device
// worth keeping (persistent storage is asked for then).
import type { CollectionDescriptor, LocalOnly } from '../engine/collection.ts';
import { cartMigrations, cartSchema, type CartLineDoc } from './schema.ts';

export const cartCollection: CollectionDescriptor<'cart', CartLineDoc, LocalOnly> = {
  name: 'cart',
  schema: cartSchema,
  migrationStrategies: cartMigrations,
  sync: { kind: 'local' },
  worthKeeping: true,
};
