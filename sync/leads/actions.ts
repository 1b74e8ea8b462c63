// Submitting a lead (lead form, chat, contact page, newsletter, "notify me"). Saved locally
// and reported as saved at once; the outbox sends it (docs/product.md#saving-a-lead: a lead
// that cannot reach the backend is stored as pending and reported as success).
import { LEAD_DEFAULT_STATUS } from '../../src/lib/constants.ts';
import { leadPriority } from '../../src/lib/lead-priority.ts';
import * as m from '../../src/lib/messages.ts';
import { isValidEmail, normalizeIndianMobile, ValidationFailed } from '../../src/lib/validation.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { startedSync } from '../engine/app-sync.ts';
import type { ChatEntry, LeadDoc, QuoteRequestDoc } from './schema.ts';
import { newId, optional, queueWrite } from '../engine/outbox-write.ts';

export interface LeadInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  designation?: string | null;
  message?: string | null;
  /** Where it came from: 'chat', 'contact', 'newsletter', 'upcoming', 'service', ... */
  source?: string | null;
  referrer?: string | null;
  sessionId?: string | null;
  userAgent?: string | null;
  ipAddress?: string | null;
  country?: string | null;
  city?: string | null;
  region?: string | null;
  timezone?: string | null;
  conversationHistory?: ChatEntry[];
  totalMessages?: number;
  /** Minutes. */
  sessionDuration?: number;
  interestedProducts?: string[];
  interestedServices?: string[];
  notes?: string | null;
  /** A request for a quotation (source 'quote'): the database makes the quote from it. */
  quoteRequest?: QuoteRequestDoc | null;
}

/**
 * Checks what the database would refuse (a malformed email or phone), before storing; throws
 * ValidationFailed with the form's messages.
 */
export function checkLead(input: LeadInput) {
  const errors: Record<string, string> = {};
  const email = optional(input.email);
  const phone = optional(input.phone);
  if (email && !isValidEmail(email)) errors.email = m.EMAIL_INVALID;
  if (phone && normalizeIndianMobile(phone) === null) errors.phone = m.PHONE_INVALID;
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { email, phone };
}

const whole = (n: number | undefined) => Math.max(0, Math.round(n ?? 0));

type NewLeadDoc = Omit<LeadDoc, 'syncedAt' | 'syncError' | 'ownerId'>;

/** Stores the lead and returns its id; throws ValidationFailed for a bad email or phone. */
export async function submitLead(input: LeadInput, given?: Sync): Promise<string> {
  const sync = given ?? (await startedSync());
  return queueWrite<LeadDoc>(runtimeOf(sync), 'leads', leadDoc(input));
}

export interface FieldLeadInput extends LeadInput {
  /** ISO date (yyyy-mm-dd) to call back, or null. */
  followUpDate?: string | null;
}

/**
 * A lead captured by staff on site (often with no signal): source 'field', assigned to the
 * signed-in staff member, saved on the device and sent exactly once (its id is made here).
 */
export async function captureFieldLead(input: FieldLeadInput, given?: Sync): Promise<string> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const me = runtime.session.get().user;
  if (!me) throw new Error(m.SIGNED_OUT_ACTION);
  const doc = leadDoc({ ...input, source: 'field' });
  return queueWrite<LeadDoc>(runtime, 'leads', {
    ...doc,
    assigned_to: me.id,
    // A day in India (public.leads.follow_up_date is a date), sent as picked.
    follow_up_date: input.followUpDate || null,
  });
}

function leadDoc(input: LeadInput): NewLeadDoc {
  const { email, phone } = checkLead(input);
  return {
    id: newId(),
    name: optional(input.name),
    email,
    phone,
    company: optional(input.company),
    designation: optional(input.designation),
    message: optional(input.message),
    ip_address: optional(input.ipAddress),
    user_agent: optional(input.userAgent),
    session_id: optional(input.sessionId),
    country: optional(input.country),
    city: optional(input.city),
    region: optional(input.region),
    timezone: optional(input.timezone),
    source: optional(input.source),
    referrer: optional(input.referrer),
    conversation_history: input.conversationHistory ?? [],
    total_messages: whole(input.totalMessages),
    session_duration: whole(input.sessionDuration),
    status: LEAD_DEFAULT_STATUS,
    // A preview for lists on this device; the database computes the real one on insert.
    priority: leadPriority({ ...input, email, phone }),
    interested_products: input.interestedProducts ?? [],
    interested_services: input.interestedServices ?? [],
    notes: optional(input.notes),
    assigned_to: null,
    follow_up_date: null,
    created_at: new Date().toISOString(),
    quote_request: input.quoteRequest ?? null,
  };
}
