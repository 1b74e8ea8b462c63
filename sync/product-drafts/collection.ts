// The product_drafts collection as the engine runs it: local only (publishing is one RPC,
// actions.ts), kept across sign-outs; its count feeds the publish status in every tab.
import type { CollectionDescriptor, LocalOnly } from '../engine/collection.ts';
import { watchPublishStatus } from './publish-status.ts';
import { productDraftMigrations, productDraftSchema, type ProductDraftDoc } from './schema.ts';

export const productDraftsCollection: CollectionDescriptor<
  'product_drafts',
  ProductDraftDoc,
  LocalOnly
> = {
  name: 'product_drafts',
  schema: productDraftSchema,
  migrationStrategies: productDraftMigrations,
  sync: { kind: 'local' },
  watch: watchPublishStatus,
};
