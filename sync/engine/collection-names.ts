// The collections' names and the Supabase tables they replicate with, apart from their
// schemas: the sync indicator and the unsent list need the names on the first paint, and the
// schemas (collections.ts) load with the database.
import type { CollectionName } from './collections.ts';

/** Pulled from the server, read by everyone. */
export const CATALOGUE_COLLECTIONS = [
  'products',
  'services',
  'banners',
  'dealers',
  'site_settings',
] as const satisfies readonly CollectionName[];
export type CatalogueCollection = (typeof CATALOGUE_COLLECTIONS)[number];

/** Written here first, pushed as inserts. */
export const OUTBOX_COLLECTIONS = [
  'leads',
  'orders',
  'registrations',
  'admin_commands',
] as const satisfies readonly CollectionName[];
export type OutboxCollection = (typeof OUTBOX_COLLECTIONS)[number];

export const TABLE_OF: Record<CatalogueCollection | OutboxCollection, string> = {
  products: 'products',
  services: 'services',
  banners: 'banners',
  dealers: 'dealers',
  site_settings: 'site_settings',
  leads: 'leads',
  orders: 'orders',
  registrations: 'product_registrations',
  admin_commands: 'lead_status_changes',
};
