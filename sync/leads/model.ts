// Leads as the app sees them (docs/product.md#data-the-shop-keeps), with a status change queued on
// this device laid over the server's row.
import type { QueuedLeadFollowUp, QueuedLeadStatus } from '../staff-commands/model.ts';
import { syncStateOf, type Synced } from '../engine/outbox-fields.ts';
import type { LeadDoc } from './schema.ts';

export type { SyncState } from '../engine/outbox-fields.ts';

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
  /** A follow-up day set on this device and not yet applied: followUpDate is that day. */
  pendingFollowUp: boolean;
}

export function toLead(
  doc: LeadDoc,
  queued: QueuedLeadStatus | undefined,
  day?: QueuedLeadFollowUp,
): Lead {
  return {
    id: doc.id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    company: doc.company,
    designation: doc.designation,
    message: doc.message,
    source: doc.source,
    status: queued?.status ?? doc.status,
    priority: doc.priority,
    interestedProducts: doc.interested_products ?? [],
    interestedServices: doc.interested_services ?? [],
    totalMessages: doc.total_messages ?? 0,
    sessionDuration: doc.session_duration ?? 0,
    conversationHistory: doc.conversation_history ?? [],
    notes: queued?.notes ?? doc.notes,
    assignedTo: queued?.assignedTo ?? doc.assigned_to,
    // The day; a lead captured before follow-ups were days carries midnight IST after it.
    followUpDate: day ? day.day : (doc.follow_up_date?.slice(0, 10) ?? null),
    country: doc.country,
    city: doc.city,
    createdAt: doc.created_at,
    pendingStatus: queued?.status ?? null,
    pendingFollowUp: day !== undefined,
    // Pulled leads are the server's own rows.
    ...syncStateOf(doc, doc.ownerId !== null && doc.syncedAt > 0),
  };
}
