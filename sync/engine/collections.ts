// Every collection of the local database: its schema, migrations, and the Supabase table it
// replicates with (DESIGN.md, "Collections and how each syncs").
import type { RxCollection, RxCollectionCreator, RxDatabase } from 'rxdb';
import { productSchema, type ProductDoc } from '../products/schema.ts';
import { serviceSchema, type ServiceDoc } from '../services/schema.ts';
import { bannerSchema, type BannerDoc } from '../banners/schema.ts';
import { dealerSchema, type DealerDoc } from '../dealers/schema.ts';
import { siteSettingsSchema, type SiteSettingsDoc } from '../site-settings/schema.ts';
import {
  productDraftMigrations,
  productDraftSchema,
  type ProductDraftDoc,
} from '../product-drafts/schema.ts';
import { cartMigrations, cartSchema, type CartLineDoc } from '../cart/schema.ts';
import { leadSchema, type LeadDoc } from '../leads/schema.ts';
import { orderMigrations, orderSchema, type OrderDoc } from '../orders/schema.ts';
import { registrationSchema, type RegistrationDoc } from '../registrations/schema.ts';
import { adminCommandSchema, type LeadStatusChangeDoc } from '../admin-leads/schema.ts';
import { chatSchema, type ChatMessageDoc } from '../chat/schema.ts';

export interface MgridCollections {
  products: RxCollection<ProductDoc>;
  services: RxCollection<ServiceDoc>;
  banners: RxCollection<BannerDoc>;
  dealers: RxCollection<DealerDoc>;
  site_settings: RxCollection<SiteSettingsDoc>;
  product_drafts: RxCollection<ProductDraftDoc>;
  cart: RxCollection<CartLineDoc>;
  leads: RxCollection<LeadDoc>;
  orders: RxCollection<OrderDoc>;
  registrations: RxCollection<RegistrationDoc>;
  admin_commands: RxCollection<LeadStatusChangeDoc>;
  chat: RxCollection<ChatMessageDoc>;
}

export type MgridDatabase = RxDatabase<MgridCollections>;
export type CollectionName = keyof MgridCollections;

export {
  CATALOGUE_COLLECTIONS,
  OUTBOX_COLLECTIONS,
  TABLE_OF,
  type CatalogueCollection,
  type OutboxCollection,
} from './collection-names.ts';

export const COLLECTION_CREATORS: Record<CollectionName, RxCollectionCreator> = {
  products: { schema: productSchema },
  services: { schema: serviceSchema },
  banners: { schema: bannerSchema },
  dealers: { schema: dealerSchema },
  site_settings: { schema: siteSettingsSchema },
  product_drafts: { schema: productDraftSchema, migrationStrategies: productDraftMigrations },
  cart: { schema: cartSchema, migrationStrategies: cartMigrations },
  leads: { schema: leadSchema },
  orders: { schema: orderSchema, migrationStrategies: orderMigrations },
  registrations: { schema: registrationSchema },
  admin_commands: { schema: adminCommandSchema },
  chat: { schema: chatSchema },
};
