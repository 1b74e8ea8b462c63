// The cart collection: local only, one doc per product line
// (docs/product.md#data-the-shop-keeps). Its versioned key is this schema's version: a cart
// stored by an older app is migrated, never dropped.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import { priceTextToPaise } from '../../src/lib/money.ts';
import * as f from '../engine/fields.ts';

export interface CartLineDoc {
  /** The product id (one line per product). */
  id: string;
  productId: string;
  name: string;
  priceInPaise: number;
  image: string | null;
  quantity: number;
  gstRate: number;
  priceInclusive: boolean;
  hsnCode: string | null;
  /** The product's minimum order quantity when added (quantities never go below it). */
  moq: number;
  /** Bulk pricing when added, for the cart's preview (the database prices the order). */
  bulkQty: number | null;
  bulkUnitPriceInPaise: number | null;
  addedAt: number;
  /**
   * The write-ahead journal's ops this line has taken in (journal-fold.ts), so an op folded
   * once is never counted again; only ids still in the journal are kept.
   */
  ops: string[];
}

/** Version 1 had no `ops`: nothing was journalled. */
export type CartLineDocV1 = Omit<CartLineDoc, 'ops'>;

/** Version 0 (the first release) kept the price as display text, e.g. "₹12,999". */
export interface CartLineDocV0 {
  id: string;
  productId: string;
  name: string;
  price: string;
  image: string | null;
  quantity: number;
  gstRate: number;
  priceInclusive: boolean;
  hsnCode: string | null;
  addedAt: number;
}

const common = {
  id: f.id(64),
  productId: f.text,
  name: f.text,
  image: f.optionalText,
  quantity: f.integer,
  gstRate: { type: 'number' },
  priceInclusive: f.flag,
  hsnCode: f.optionalText,
  addedAt: f.indexedTime,
} as const;

export const cartSchemaV0: RxJsonSchema<CartLineDocV0> = {
  title: 'cart',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { ...common, price: f.text },
  required: ['id', 'productId', 'name', 'price', 'quantity', 'addedAt'],
  indexes: ['addedAt'],
};

export const cartSchemaV1: RxJsonSchema<CartLineDocV1> = {
  title: 'cart',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...common,
    priceInPaise: f.integer,
    moq: f.integer,
    bulkQty: f.optionalInteger,
    bulkUnitPriceInPaise: f.optionalInteger,
  },
  required: ['id', 'productId', 'name', 'priceInPaise', 'quantity', 'addedAt'],
  indexes: ['addedAt'],
};

export const cartSchema: RxJsonSchema<CartLineDoc> = {
  title: 'cart',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...common,
    priceInPaise: f.integer,
    moq: f.integer,
    bulkQty: f.optionalInteger,
    bulkUnitPriceInPaise: f.optionalInteger,
    ops: f.textList,
  },
  required: ['id', 'productId', 'name', 'priceInPaise', 'quantity', 'addedAt'],
  indexes: ['addedAt'],
};

export const cartMigrations: MigrationStrategies = {
  /**
   * Price text to paise with the shop's one rule (a line whose price cannot be read is
   * dropped); v0 knew no MOQ or bulk price, so the line keeps its quantity as it was.
   */
  1: (old: CartLineDocV0): CartLineDocV1 | null => {
    const { price, ...rest } = old;
    const priceInPaise = priceTextToPaise(price);
    if (priceInPaise === null) return null;
    return { ...rest, priceInPaise, moq: 1, bulkQty: null, bulkUnitPriceInPaise: null };
  },
  /** A line stored before the journal took in no op. */
  2: (old: CartLineDocV1): CartLineDoc => ({ ...old, ops: [] }),
};
