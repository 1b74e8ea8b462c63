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
  /** The unit price the buyer saw, as the database kept it (read back; never sent). */
  shownUnitPriceInPaise?: number;
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

export interface OrderDocV1 extends OrderDocV0 {
  /**
   * When the database's own figures (items, totals) were written into this doc (epoch ms):
   * from its receipt after the push, or on pulling the order. 0 until then. Local only.
   */
  confirmedAt: number;
}

/** One event of the public timeline, as get_order_receipt gives it (src/lib/order-tracking.ts). */
export type OrderEvent = Record<string, unknown> & { kind: string; at: string };

/**
 * Version 2: the device's placement time (sent), the lifecycle as the database
 * keeps it (read back: from a receipt or the pull, never sent), and local fields.
 */
export interface OrderDocV2 extends OrderDocV1 {
  /** When the buyer placed it on this device (ISO); the database keeps it, bounded. */
  placed_at: string | null;
  payment_status?: string | null;
  confirmed_at?: string | null;
  packed_at?: string | null;
  shipped_at?: string | null;
  delivered_at?: string | null;
  cancelled_at?: string | null;
  cancel_reason?: string | null;
  courier?: string | null;
  tracking_number?: string | null;
  tracking_url?: string | null;
  /** Local: the public timeline of the last receipt read (a pull does not carry it). */
  timeline?: OrderEvent[] | null;
  /** Local: when the server's state of this order was last read here (epoch ms; 0: never). */
  receiptAt?: number | null;
  /** Local: the database's refusal detail (JSON text) when it refused the order. */
  refusalDetail?: string | null;
  /** Local: the order placed instead of this refused one ("Place the rest"). */
  replacedBy?: string | null;
}

/** Version 3: the buyer's GSTIN and registered business name (sent, both or none). */
export interface OrderDocV3 extends OrderDocV2 {
  buyer_gstin: string | null;
  buyer_legal_name: string | null;
}

/**
 * Version 4: the order number the database stored (unique; read back, never sent). Until it
 * arrives the device shows the number made from the id (src/lib/order-number.ts).
 */
export interface OrderDoc extends OrderDocV3 {
  order_number?: string | null;
}

/** Fields of an order that never leave the device (besides the outbox fields). */
export const ORDER_LOCAL_FIELDS = [
  'confirmedAt',
  'timeline',
  'receiptAt',
  'refusalDetail',
  'replacedBy',
] as const;

/** Columns the database keeps and the device only reads back (never sent). */
export const ORDER_SERVER_FIELDS = [
  'payment_status',
  'confirmed_at',
  'packed_at',
  'shipped_at',
  'delivered_at',
  'cancelled_at',
  'cancel_reason',
  'courier',
  'tracking_number',
  'tracking_url',
  'order_number',
] as const;

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

export const orderSchemaV1: RxJsonSchema<OrderDocV1> = {
  title: 'orders',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: { ...properties, confirmedAt: f.integer },
  required: ['id', 'items', 'created_at', 'syncedAt', 'confirmedAt'],
  indexes: ['created_at', 'syncedAt'],
};

export const orderSchemaV2: RxJsonSchema<OrderDocV2> = {
  title: 'orders',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...properties,
    confirmedAt: f.integer,
    placed_at: f.optionalText,
    payment_status: f.optionalText,
    confirmed_at: f.optionalText,
    packed_at: f.optionalText,
    shipped_at: f.optionalText,
    delivered_at: f.optionalText,
    cancelled_at: f.optionalText,
    cancel_reason: f.optionalText,
    courier: f.optionalText,
    tracking_number: f.optionalText,
    tracking_url: f.optionalText,
    timeline: { type: ['array', 'null'], items: { type: 'object' } },
    receiptAt: f.optionalInteger,
    refusalDetail: f.optionalText,
    replacedBy: f.optionalText,
  },
  required: ['id', 'items', 'created_at', 'syncedAt', 'confirmedAt'],
  indexes: ['created_at', 'syncedAt'],
};

export const orderSchemaV3: RxJsonSchema<OrderDocV3> = {
  ...orderSchemaV2,
  version: 3,
  properties: {
    ...orderSchemaV2.properties,
    buyer_gstin: f.optionalText,
    buyer_legal_name: f.optionalText,
  },
} as RxJsonSchema<OrderDocV3>;

export const orderSchema: RxJsonSchema<OrderDoc> = {
  ...orderSchemaV3,
  version: 4,
  properties: { ...orderSchemaV3.properties, order_number: f.optionalText },
} as RxJsonSchema<OrderDoc>;

export const orderMigrations: MigrationStrategies = {
  /**
   * Every order is kept. One pulled back for its signed-in owner (user_id set) already holds
   * the database's figures; any other sent order gets its receipt on the next start.
   */
  1: (old: OrderDocV0): OrderDocV1 => ({
    ...old,
    confirmedAt: old.user_id !== null && old.syncedAt > 0 ? old.syncedAt : 0,
  }),
  /**
   * Every order is kept. It was placed when it was made here (created_at is the device's
   * time); the lifecycle arrives with the next receipt or pull.
   */
  2: (old: OrderDocV1): OrderDocV2 => ({ ...old, placed_at: old.created_at }),
  /** Every order is kept; one placed before asked for no GST invoice. */
  3: (old: OrderDocV2): OrderDocV3 => ({ ...old, buyer_gstin: null, buyer_legal_name: null }),
  /** Every order is kept; its stored number arrives with the next receipt or pull. */
  4: (old: OrderDocV3): OrderDoc => ({ ...old, order_number: null }),
};
