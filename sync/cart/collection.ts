// The cart collection as the engine runs it: local only, and the first line makes the device
// worth keeping (persistent storage is asked for then). While it is open it takes in the
// write-ahead journal's taps (fold.ts).
import type { CollectionDescriptor, LocalOnly } from '../engine/collection.ts';
import { watchCartJournal } from './fold.ts';
import { cartMigrations, cartSchema, type CartLineDoc } from './schema.ts';

export const cartCollection: CollectionDescriptor<'cart', CartLineDoc, LocalOnly> = {
  name: 'cart',
  schema: cartSchema,
  migrationStrategies: cartMigrations,
  sync: { kind: 'local' },
  worthKeeping: true,
  watch: watchCartJournal,
};
