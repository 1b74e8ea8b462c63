// The product_drafts collection: an admin's unpublished product edits
// (docs/product.md#product-drafts-and-publishing), kept across reloads until published or
// discarded. Local only.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';
import type { ProductRow } from '../products/model.ts';

export type DraftKind = 'changed' | 'added' | 'deleted';

export interface ProductDraftDoc {
  /** The product id. */
  id: string;
  kind: DraftKind;
  /** The whole product as it will be published (for 'deleted', the last known row). */
  product: ProductRow;
  /** The server `_modified` the draft began from; null for a new product. */
  baseModified: string | null;
  updatedAt: number;
}

/** Version 0 flagged new and deleted products with two booleans. */
export interface ProductDraftDocV0 {
  id: string;
  product: ProductRow;
  isNew: boolean;
  deleted: boolean;
  baseModified: string | null;
  updatedAt: number;
}

const common = {
  id: f.id(64),
  product: f.json,
  baseModified: f.serverTime,
  updatedAt: f.indexedTime,
} as const;

export const productDraftSchemaV0: RxJsonSchema<ProductDraftDocV0> = {
  title: 'product_drafts',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { ...common, isNew: f.flag, deleted: f.flag },
  required: ['id', 'product', 'isNew', 'deleted', 'updatedAt'],
  indexes: ['updatedAt'],
};

export const productDraftSchema: RxJsonSchema<ProductDraftDoc> = {
  title: 'product_drafts',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...common,
    kind: { type: 'string', enum: ['changed', 'added', 'deleted'], maxLength: 8 },
  },
  required: ['id', 'product', 'kind', 'updatedAt'],
  indexes: ['updatedAt'],
};

export const productDraftMigrations: MigrationStrategies = {
  1: (old: ProductDraftDocV0): ProductDraftDoc => {
    const { isNew, deleted, ...rest } = old;
    return { ...rest, kind: deleted ? 'deleted' : isNew ? 'added' : 'changed' };
  },
};
