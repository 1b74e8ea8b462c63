// Orders as the app sees them: the checkout's preview until the database's own items and
// totals arrive (receipt or pull), then those.
import type { PublicEvent } from '../../src/lib/order-tracking.ts';
import { parseCodLimitRefusal, type CodLimitRefusal } from '../../src/lib/cod-limits.ts';
import { parseStockRefusal, type StockShortfall } from '../../src/lib/stock-refusal.ts';
import { syncStateOf, type Synced } from '../engine/outbox-fields.ts';
import type { ReceiptFields } from './receipt.ts';
import type { OrderDoc, OrderItem } from './schema.ts';

export type { OrderItem } from './schema.ts';
export type { StockShortfall } from '../../src/lib/stock-refusal.ts';
export type { SyncState } from '../engine/outbox-fields.ts';

export interface Order extends Synced {
  id: string;
  /** The number the database stored (unique); null until the order came back here. */
  orderNumber: string | null;
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
  /** When the buyer placed it on their device (ISO). */
  placedAt: string;
  /** 'pending' | 'paid' | 'refunded' as the database derives it; null before it is known. */
  paymentStatus: string | null;
  confirmedAt: string | null;
  packedAt: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** The public timeline of the last receipt read here; null when none was read. */
  timeline: PublicEvent[] | null;
  /** When the server's state was last read on this device (epoch ms), or null. */
  lastReadAt: number | null;
  /** Each line the database refused for stock, with what is left; null otherwise. */
  stockShortfalls: StockShortfall[] | null;
  /** The cash-on-delivery unit limit the database refused it for; null otherwise. */
  codLimit: CodLimitRefusal | null;
  /** The order placed instead of this refused one. */
  replacedBy: string | null;
}

export const toOrder = (doc: OrderDoc): Order => ({
  id: doc.id,
  orderNumber: doc.order_number ?? null,
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
  placedAt: doc.placed_at ?? doc.created_at,
  paymentStatus: doc.payment_status ?? null,
  confirmedAt: doc.confirmed_at ?? null,
  packedAt: doc.packed_at ?? null,
  shippedAt: doc.shipped_at ?? null,
  deliveredAt: doc.delivered_at ?? null,
  cancelledAt: doc.cancelled_at ?? null,
  cancelReason: doc.cancel_reason ?? null,
  courier: doc.courier ?? null,
  trackingNumber: doc.tracking_number ?? null,
  trackingUrl: doc.tracking_url ?? null,
  timeline: (doc.timeline as PublicEvent[] | null | undefined) ?? null,
  lastReadAt: doc.receiptAt || null,
  stockShortfalls: doc.syncError ? parseStockRefusal(doc.refusalDetail) : null,
  codLimit: doc.syncError ? parseCodLimitRefusal(doc.refusalDetail) : null,
  replacedBy: doc.replacedBy ?? null,
  // Set once the database's items and totals replaced the preview (receipt or pull).
  ...syncStateOf(doc, doc.confirmedAt > 0),
});

/** An order as a guest's look-up shows it: the receipt, never contact details or address. */
export interface LookedUpOrder extends ReceiptFields {
  id: string;
}
