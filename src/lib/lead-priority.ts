// How urgent a sales lead is (docs/product.md#lead-priority).
import { LEAD_HIGH_PRIORITY_MIN_MESSAGES, type LEAD_PRIORITIES } from './constants.ts';

export type LeadPriority = (typeof LEAD_PRIORITIES)[number];

export interface LeadSignals {
  email?: string | null;
  phone?: string | null;
  interestedProducts?: readonly string[] | null;
  interestedServices?: readonly string[] | null;
  totalMessages?: number | null;
}

const given = (value: string | null | undefined) => (value ?? '').trim() !== '';

/**
 * High: contact info (an email or phone; a name alone is not a way to reach anyone) AND
 * interest in a product or service AND more than 5 messages. Medium: contact info OR
 * interest. Otherwise low.
 */
export function leadPriority(lead: LeadSignals): LeadPriority {
  const hasContact = given(lead.email) || given(lead.phone);
  const hasInterest =
    (lead.interestedProducts?.length ?? 0) > 0 || (lead.interestedServices?.length ?? 0) > 0;
  const engaged = (lead.totalMessages ?? 0) > LEAD_HIGH_PRIORITY_MIN_MESSAGES;
  if (hasContact && hasInterest && engaged) return 'high';
  if (hasContact || hasInterest) return 'medium';
  return 'low';
}
