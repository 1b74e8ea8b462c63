// Orders as the app sees them: the checkout's preview until the database's own items and
// totals arrive (receipt or pull), then those.
import { syncStateOf, type Synced } from '../engine/outbox-fields.ts';
import type { OrderDoc, OrderItem } from './schema.ts';

export type { OrderItem } from './schema.ts';
export type { SyncState } from '../engine/outbox-fields.ts';

export interface Order extends Synced {
  id: string;
  customerName: string;
  phone: string;
  email: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  pinCode: string;
  items: OrderItem[];
  subtotalInPaise: number;
  gstInPaise: number;
  deliveryFeeInPaise: number;
  totalInPaise: number;
  paymentMethod: string;
  status: string;
  taxSplit: string;
  notes: string | null;
  createdAt: string;
}

export const toOrder = (doc: OrderDoc): Order => ({
  id: doc.id,
  customerName: doc.customer_name,
  phone: doc.phone,
  email: doc.email,
  addressLine1: doc.address_line1,
  addressLine2: doc.address_line2,
  city: doc.city,
  state: doc.state,
  pinCode: doc.pin_code,
  items: doc.items,
  subtotalInPaise: doc.subtotal_in_paise,
  gstInPaise: doc.gst_in_paise,
  deliveryFeeInPaise: doc.delivery_fee_in_paise,
  totalInPaise: doc.total_in_paise,
  paymentMethod: doc.payment_method,
  status: doc.status,
  taxSplit: doc.tax_split,
  notes: doc.notes,
  createdAt: doc.created_at,
  // Set once the database's items and totals replaced the preview (receipt or pull).
  ...syncStateOf(doc, doc.confirmedAt > 0),
});
