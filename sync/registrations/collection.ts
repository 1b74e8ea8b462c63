// The registrations collection as the engine runs it: every registration made here is pushed
// as an insert into public.product_registrations (the database resolves the product and dates
// the warranty); a signed-in customer also pulls their own.
import type { CollectionDescriptor, OutboxPush } from '../engine/collection.ts';
import { optional } from '../engine/outbox-write.ts';
import { registrationSchema, type RegistrationDoc } from './schema.ts';

export const registrationsCollection: CollectionDescriptor<
  'registrations',
  RegistrationDoc,
  OutboxPush<RegistrationDoc>
> = {
  name: 'registrations',
  schema: registrationSchema,
  sync: {
    kind: 'outbox',
    table: 'product_registrations',
    // Filled in by the database.
    notSent: ['user_id', 'product_id', 'warranty_until'],
    pushes: 'everyone',
    pull: { for: 'customer', rows: 'own' },
    summary: (registration) =>
      `Registration of ${optional(registration.product_model) ?? 'a product'} for ${optional(registration.owner_name) ?? 'a customer'}`,
  },
  signOut: 'their-sent-rows',
};
