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
  /**
   * The server's row the draft began from (null: a new product, or a draft kept before
   * version 2): a conflict is then merged field by field, another admin's change to a field
   * this draft never touched kept.
   */
  base?: ProductRow | null;
  updatedAt: number;
}

/** Version 1 had no base row. */
export type ProductDraftDocV1 = Omit<ProductDraftDoc, 'base'>;

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
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...common,
    kind: { type: 'string', enum: ['changed', 'added', 'deleted'], maxLength: 8 },
    base: { type: ['object', 'null'] },
  },
  required: ['id', 'product', 'kind', 'updatedAt'],
  indexes: ['updatedAt'],
};

export const productDraftMigrations: MigrationStrategies = {
  1: (old: ProductDraftDocV0): ProductDraftDocV1 => {
    const { isNew, deleted, ...rest } = old;
    return { ...rest, kind: deleted ? 'deleted' : isNew ? 'added' : 'changed' };
  },
  // Drafts kept before: no base row (a conflict then keeps the whole draft, as it did).
  2: (old: ProductDraftDocV1): ProductDraftDoc => ({ ...old, base: null }),
};
