// Leads, orders and registrations as the app sees them, each with where it stands: waiting
// on this device, sent, confirmed by the server (the database's own figures are on this
// device: pulled back, or for an order its receipt), or refused by the server.
import type { LeadStatusChangeDoc } from '../admin-leads/schema.ts';
import type { LeadDoc } from '../leads/schema.ts';
import type { OrderDoc, OrderItem } from '../orders/schema.ts';
import type { OutboxFields } from './outbox-fields.ts';
import type { RegistrationDoc } from '../registrations/schema.ts';

export type SyncState = 'waiting' | 'sent' | 'confirmed' | 'refused';

export interface Synced {
  syncState: SyncState;
  /** The server's reason when refused. */
  syncError: string | null;
}

function syncStateOf(row: OutboxFields, confirmed: boolean): Synced {
  if (row.syncError) return { syncState: 'refused', syncError: row.syncError };
  if (row.syncedAt === 0) return { syncState: 'waiting', syncError: null };
  return { syncState: confirmed ? 'confirmed' : 'sent', syncError: null };
}

export interface Lead extends Synced {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  designation: string | null;
  message: string | null;
  source: string | null;
  status: string;
  priority: string;
  interestedProducts: string[];
  interestedServices: string[];
  totalMessages: number;
  sessionDuration: number;
  conversationHistory: Record<string, unknown>[];
  notes: string | null;
  assignedTo: string | null;
  followUpDate: string | null;
  country: string | null;
  city: string | null;
  createdAt: string;
  /** A status change queued on this device and not yet applied by the server. */
  pendingStatus: string | null;
}

export function toLead(doc: LeadDoc, queued: LeadStatusChangeDoc | undefined): Lead {
  return {
    id: doc.id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    company: doc.company,
    designation: doc.designation,
    message: doc.message,
    source: doc.source,
    status: queued?.new_status ?? doc.status,
    priority: doc.priority,
    interestedProducts: doc.interested_products ?? [],
    interestedServices: doc.interested_services ?? [],
    totalMessages: doc.total_messages ?? 0,
    sessionDuration: doc.session_duration ?? 0,
    conversationHistory: doc.conversation_history ?? [],
    notes: queued?.notes ?? doc.notes,
    assignedTo: queued?.assigned_to ?? doc.assigned_to,
    followUpDate: doc.follow_up_date,
    country: doc.country,
    city: doc.city,
    createdAt: doc.created_at,
    pendingStatus: queued?.new_status ?? null,
    // Pulled leads are the server's own rows.
    ...syncStateOf(doc, doc.ownerId !== null && doc.syncedAt > 0),
  };
}

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

export interface Registration extends Synced {
  id: string;
  ownerName: string;
  phone: string;
  email: string | null;
  productModel: string;
  productId: string | null;
  serialNumber: string;
  purchaseDate: string;
  dealer: string | null;
  invoiceNumber: string | null;
  /** From the server once confirmed ("YYYY-MM-DD"). */
  warrantyUntil: string | null;
  createdAt: string;
}

export const toRegistration = (doc: RegistrationDoc): Registration => ({
  id: doc.id,
  ownerName: doc.owner_name,
  phone: doc.phone,
  email: doc.email,
  productModel: doc.product_model,
  productId: doc.product_id,
  serialNumber: doc.serial_number,
  purchaseDate: doc.purchase_date,
  dealer: doc.dealer,
  invoiceNumber: doc.invoice_number,
  warrantyUntil: doc.warranty_until,
  createdAt: doc.created_at,
  ...syncStateOf(doc, doc.user_id !== null),
});
