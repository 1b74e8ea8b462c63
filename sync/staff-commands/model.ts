// Staff commands as the app sees them: one waiting on this device (or refused, with the
// server's reason), and the kinds public.staff_commands applies.
export type { StaffCommandDoc } from './schema.ts';
export type { PendingCommand } from '../../src/lib/staff-commands.ts';

export type OrderCommandKind =
  | 'order.confirm'
  | 'order.pack'
  | 'order.ship'
  | 'order.deliver'
  | 'order.cancel'
  | 'order.payment'
  | 'order.note';

/** Quote desk commands: public.quote_action through staff_commands. */
export type QuoteCommandKind = 'quote.save' | 'quote.send' | 'quote.decline';

/** Lead commands: a status change (update_lead_status), a follow-up day (set_lead_follow_up). */
export type LeadCommandKind = 'lead.status' | 'lead.follow_up';

/** A dealer's payment collected at the shop (record_dealer_payment through staff_commands). */
export type DealerCommandKind = 'dealer.payment';

export type StaffCommandKind =
  OrderCommandKind | QuoteCommandKind | LeadCommandKind | DealerCommandKind;

/** A lead status change waiting on this device (sync/leads lays it over the lead). */
export interface QueuedLeadStatus {
  leadId: string;
  status: string;
  assignedTo: string | null;
  notes: string | null;
}

/** A follow-up day set on this device and not yet applied ('' clears it). */
export interface QueuedLeadFollowUp {
  leadId: string;
  day: string | null;
}

/** The desks' copies kept on this device (kind desk.*), never sent. */
export const DESK_COPY_PREFIX = 'desk.';

/**
 * A desk read: the server's answer, or when it cannot be reached the copy this device kept
 * (`savedAt` says when it was read), or why there is neither.
 */
export interface DeskRead<T> {
  value: T | null;
  loading: boolean;
  error: string | null;
  /** Set when `value` is this device's copy, not a fresh read. */
  savedAt: string | null;
  reload(): void;
}
