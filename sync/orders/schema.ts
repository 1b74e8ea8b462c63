// The orders collection: orders placed on this device (pushed as inserts; the database
// recomputes every price and total, and its receipt is written back here) and, for a
// signed-in user, their own orders pulled back with the database's figures. Column names are
// the server's, except the local fields of outbox-fields.ts and `confirmedAt`.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';
import { outboxProperties, type OutboxFields } from '../engine/outbox-fields.ts';

export interface OrderItem {
  productId: string;
  quantity: number;
  name?: string;
  unitPriceInPaise?: number;
  gstRate?: number;
  priceInclusive?: boolean;
  hsnCode?: string | null;
  lineAmountInPaise?: number;
  gstInPaise?: number;
  lineTotalInPaise?: number;
}

/** Version 0: no `confirmedAt` (a guest's order was never confirmed on the device). */
export interface OrderDocV0 extends OutboxFields {
  id: string;
  user_id: string | null;
  customer_name: string;
  phone: string;
  email: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  pin_code: string;
  items: OrderItem[];
  subtotal_in_paise: number;
  gst_in_paise: number;
  delivery_fee_in_paise: number;
  total_in_paise: number;
  payment_method: string;
  status: string;
  tax_split: string;
  notes: string | null;
  created_at: string;
}

export interface OrderDoc extends OrderDocV0 {
  /**
   * When the database's own figures (items, totals) were written into this doc (epoch ms):
   * from its receipt after the push, or on pulling the order. 0 until then. Local only.
   */
  confirmedAt: number;
}

/** Fields of an order that never leave the device (besides the outbox fields). */
export const ORDER_LOCAL_FIELDS = ['confirmedAt'] as const;

const properties = {
  id: f.id(36),
  user_id: f.optionalText,
  customer_name: f.text,
  phone: f.text,
  email: f.optionalText,
  address_line1: f.text,
  address_line2: f.optionalText,
  city: f.text,
  state: f.text,
  pin_code: f.text,
  items: f.jsonList,
  subtotal_in_paise: f.integer,
  gst_in_paise: f.integer,
  delivery_fee_in_paise: f.integer,
  total_in_paise: f.integer,
  payment_method: f.text,
  status: f.text,
  tax_split: f.text,
  notes: f.optionalText,
  created_at: f.indexedText(40),
  ...outboxProperties,
} as const;

export const orderSchemaV0: RxJsonSchema<OrderDocV0> = {
  title: 'orders',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties,
  required: ['id', 'items', 'created_at', 'syncedAt'],
  indexes: ['created_at', 'syncedAt'],
};

export const orderSchema: RxJsonSchema<OrderDoc> = {
  title: 'orders',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: { ...properties, confirmedAt: f.integer },
  required: ['id', 'items', 'created_at', 'syncedAt', 'confirmedAt'],
  indexes: ['created_at', 'syncedAt'],
};

export const orderMigrations: MigrationStrategies = {
  /**
   * Every order is kept. One pulled back for its signed-in owner (user_id set) already holds
   * the database's figures; any other sent order gets its receipt on the next start.
   */
  1: (old: OrderDocV0): OrderDoc => ({
    ...old,
    confirmedAt: old.user_id !== null && old.syncedAt > 0 ? old.syncedAt : 0,
  }),
};
