// The orders collection: orders placed on this device (pushed as inserts; the database
// recomputes every price and total) and, for a signed-in user, their own orders pulled back
// with the database's figures. Column names are the server's.
import type { RxJsonSchema } from 'rxdb';
import * as f from './fields.ts';
import { outboxProperties, type OutboxFields } from './outbox-fields.ts';

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

export interface OrderDoc extends OutboxFields {
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

export const orderSchema: RxJsonSchema<OrderDoc> = {
  title: 'orders',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
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
  },
  required: ['id', 'items', 'created_at', 'syncedAt'],
  indexes: ['created_at', 'syncedAt'],
};
