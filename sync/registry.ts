// Every collection of the local database, in the order they are created: the one list the
// engine is given (sync/data-layer.ts), as a router is given its routes. A new collection adds
// its folder (with a collection.ts) and one line here. RxDB allows 13 collections; 12 are used.
import type { Auth } from './session/auth.ts';
import { adminCommandsCollection } from './staff-commands/collection.ts';
import { bannersCollection } from './banners/collection.ts';
import { cartCollection } from './cart/collection.ts';
import { chatCollection } from './chat/collection.ts';
import { dealersCollection } from './dealers/collection.ts';
import { leadsCollection } from './leads/collection.ts';
import { ordersCollection } from './orders/collection.ts';
import { productDraftsCollection } from './product-drafts/collection.ts';
import { productsCollection } from './products/collection.ts';
import { registrationsCollection } from './registrations/collection.ts';
import { servicesCollection } from './services/collection.ts';
import { siteSettingsCollection } from './site-settings/collection.ts';

export const COLLECTIONS = [
  productsCollection,
  servicesCollection,
  bannersCollection,
  dealersCollection,
  siteSettingsCollection,
  productDraftsCollection,
  cartCollection,
  leadsCollection,
  ordersCollection,
  registrationsCollection,
  adminCommandsCollection,
  chatCollection,
] as const;

// The engine's types follow this list (sync/engine/register.ts): `runtime.db.orders` is an
// RxCollection<OrderDoc>, and `sync.session` the session's own store.
declare module './engine/register.ts' {
  interface Register {
    collections: typeof COLLECTIONS;
    auth: Auth;
  }
}
