// Google Analytics 4 ecommerce events: what the shop hands to gtag after the visitor
// accepted the cookie notice, and nothing before (no queue for later: an event from before
// consent is dropped). Products are named by id, name, category and price; never a person's
// name, phone, email or address. Money leaves paise only here, as rupees for GA.

/** localStorage: the visitor's answer to the cookie notice (src/features/analytics/consent.ts). */
export const CONSENT_KEY = 'mgrid:cookie-consent';
/** localStorage: orders placed here with consent, waiting for their receipt to be reported. */
export const PENDING_PURCHASES_KEY = 'mgrid:purchases-pending';

export type EcommerceEvent =
  | 'view_item_list'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase'
  | 'generate_lead';

export interface GaItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  price?: number;
  quantity?: number;
  index?: number;
}

type Gtag = (...args: unknown[]) => void;

/** At most this many events wait for gtag to be set up (consent given, id still loading). */
const MAX_WAITING = 50;
const waiting: [EcommerceEvent, Record<string, unknown>][] = [];

export function analyticsConsented(): boolean {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
}

function gtagOf(): Gtag | undefined {
  return (globalThis as { gtag?: Gtag }).gtag;
}

/** Sends one event to GA when the visitor consented; until gtag is set up it waits here. */
export function trackEvent(name: EcommerceEvent, params: Record<string, unknown>): void {
  if (!analyticsConsented()) return;
  const gtag = gtagOf();
  if (gtag) gtag('event', name, params);
  else if (waiting.length < MAX_WAITING) waiting.push([name, params]);
}

/** Hands the events that waited for GA to it (google-analytics.ts, once gtag is set up). */
export function sendWaitingEvents(): void {
  const gtag = gtagOf();
  if (!gtag) return;
  for (const [name, params] of waiting.splice(0)) gtag('event', name, params);
}

export const rupees = (paise: number) => Math.round(paise) / 100;

export interface ItemSource {
  id: string;
  name: string;
  category?: string | null;
  priceInPaise: number | null;
}

export function gaItem(product: ItemSource, quantity?: number, index?: number): GaItem {
  return {
    item_id: product.id,
    item_name: product.name,
    ...(product.category ? { item_category: product.category } : {}),
    ...(product.priceInPaise === null ? {} : { price: rupees(product.priceInPaise) }),
    ...(quantity === undefined ? {} : { quantity }),
    ...(index === undefined ? {} : { index }),
  };
}

/** An event about some cart lines: their items and what they come to. */
export function cartEvent(lines: readonly { product: ItemSource; quantity: number }[]) {
  const items = lines.map((line) => gaItem(line.product, line.quantity));
  const value = lines.reduce((sum, l) => sum + (l.product.priceInPaise ?? 0) * l.quantity, 0);
  return { currency: 'INR', value: rupees(value), items };
}

function readPending(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_PURCHASES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writePending(ids: string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(PENDING_PURCHASES_KEY);
    else localStorage.setItem(PENDING_PURCHASES_KEY, JSON.stringify(ids.slice(-20)));
  } catch {
    // Storage blocked: this order's purchase is not reported.
  }
}

/**
 * An order placed on this device with consent: its purchase is reported once the database's
 * receipt is known (at once online; when sent, for an order placed offline).
 */
export function expectPurchase(orderId: string): void {
  if (analyticsConsented())
    writePending([...readPending().filter((id) => id !== orderId), orderId]);
}

export function pendingPurchases(): string[] {
  return readPending();
}

/**
 * Takes an order off the waiting list; true only for the caller that took it (another tab
 * reading the same list a moment later finds it gone), so each purchase is sent once.
 */
export function takePendingPurchase(orderId: string): boolean {
  const pending = readPending();
  if (!pending.includes(orderId)) return false;
  writePending(pending.filter((id) => id !== orderId));
  return true;
}
