// Every collection of the local database, in the order they are created, and every kind of
// device_records: the lists the engine is given (sync/data-layer.ts), as a router is given its
// routes. RxDB allows 13 collections and 12 are used, so new device data is a kind: its folder
// (with a kind.ts) and one line in KINDS (docs/architecture.md, "Beyond thirteen collections").
import type { Auth } from './session/auth.ts';
import { adminCommandsCollection } from './staff-commands/collection.ts';
import { bannersCollection } from './banners/collection.ts';
import { cartCollection } from './cart/collection.ts';
import { chatKind } from './chat/kind.ts';
import { dealerApplicationKind } from './dealer-applications/kind.ts';
import { dealerPricesKind } from './dealer-prices/kind.ts';
import { deviceRecords } from './engine/kinds/device-records.ts';
import { dealersCollection } from './dealers/collection.ts';
import { leadsCollection } from './leads/collection.ts';
import { ordersCollection } from './orders/collection.ts';
import { productDraftsCollection } from './product-drafts/collection.ts';
import { productsCollection } from './products/collection.ts';
import { registrationsCollection } from './registrations/collection.ts';
import { servicesCollection } from './services/collection.ts';
import { siteSettingsCollection } from './site-settings/collection.ts';

/** Device data kept as records of the one device_records collection, each by its kind. */
export const KINDS = [chatKind, dealerApplicationKind, dealerPricesKind] as const;

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
  deviceRecords(KINDS),
] as const;

// The engine's types follow this list (sync/engine/register.ts): `runtime.db.orders` is an
// RxCollection<OrderDoc>, and `sync.session` the session's own store.
declare module './engine/register.ts' {
  interface Register {
    collections: typeof COLLECTIONS;
    auth: Auth;
  }
}
