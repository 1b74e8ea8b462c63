// What a conversation tells the lead: contact details found in it (to pre-fill the form),
// interest in products and services, its length and duration, and the history stored.
import { detectInterest, extractContact, type ExtractedContact } from '../contact-extraction.ts';
import type { AssistantProduct, AssistantService } from './context.ts';

export interface ConversationEntry {
  type: 'user' | 'bot';
  content: string;
  timestamp: number;
  productId?: string | null;
  /** Every product card of a reply (the first is productId). */
  productIds?: readonly string[];
  serviceId?: string | null;
}

/** Contact details the visitor typed, the latest of each kind winning. */
export function contactFromConversation(entries: readonly ConversationEntry[]): ExtractedContact {
  const found: ExtractedContact = {};
  for (const entry of entries) {
    if (entry.type !== 'user') continue;
    Object.assign(found, extractContact(entry.content));
  }
  return found;
}

export interface InterestSources {
  products: readonly Pick<AssistantProduct, 'id' | 'name'>[];
  services: readonly Pick<AssistantService, 'id' | 'name'>[];
}

/**
 * Products (ids) and services (names) the visitor asked about: named in their messages, or
 * shown to them as a card in a reply to them.
 */
export function interestFromConversation(
  entries: readonly ConversationEntry[],
  catalogue: InterestSources,
) {
  const products = new Set<string>();
  const services = new Set<string>();
  const serviceName = new Map(catalogue.services.map((s) => [s.id, s.name]));
  for (const entry of entries) {
    if (entry.type === 'user') {
      const found = detectInterest(entry.content, catalogue);
      found.productIds.forEach((id) => products.add(id));
      found.serviceNames.forEach((name) => services.add(name));
    } else {
      for (const id of entry.productIds ?? (entry.productId ? [entry.productId] : []))
        products.add(id);
      const name = entry.serviceId ? serviceName.get(entry.serviceId) : undefined;
      if (name) services.add(name);
    }
  }
  return { interestedProducts: [...products], interestedServices: [...services] };
}

/** Whole minutes from the first to the last message (at least 0). */
export function sessionMinutes(entries: readonly ConversationEntry[], now: number): number {
  const first = entries[0]?.timestamp;
  if (first === undefined) return 0;
  return Math.max(0, Math.round((now - first) / 60_000));
}

/** The history stored on the lead: type, content and time of each message. */
export function historyForLead(entries: readonly ConversationEntry[]) {
  return entries.map((e) => ({
    type: e.type,
    content: e.content,
    timestamp: new Date(e.timestamp).toISOString(),
    ...(e.productId ? { product: e.productId } : {}),
    ...(e.serviceId ? { service: e.serviceId } : {}),
  }));
}

/** Identifies whose details a lead carries: a second lead needs a different key. */
export function contactKey(contact: {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}) {
  const norm = (v: string | null | undefined) =>
    (v ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return [
    norm(contact.name),
    norm(contact.email),
    norm(contact.phone).replace(/^\+91/, '').replace(/\D/g, ''),
  ].join('|');
}
