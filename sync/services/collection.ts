// The services collection as the engine runs it: pulled live from public.services, with a
// bundled copy.
import { SERVICES_LOAD_FAILED } from '../../src/lib/messages.ts';
import type { CataloguePull, CollectionDescriptor } from '../engine/collection.ts';
import { bundledRows } from '../fallback/bundle.ts';
import { serviceMigrations, serviceSchema, type ServiceDoc } from './schema.ts';

export const servicesCollection: CollectionDescriptor<'services', ServiceDoc, CataloguePull> = {
  name: 'services',
  schema: serviceSchema,
  migrationStrategies: serviceMigrations,
  sync: { kind: 'catalogue', table: 'services', firstLoadFailed: SERVICES_LOAD_FAILED },
  bundled: () => bundledRows('services'),
};
