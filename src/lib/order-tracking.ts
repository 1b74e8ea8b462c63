// How an order's progress reads for the buyer: the greeting, the status line (the statuses
// and their words are src/lib/order-lifecycle.ts), the payment status, the public timeline
// with dates in India time, and the WhatsApp "share status" text. Pure: the pages and
// sync/orders both use it.
import { english, type Translate } from './i18n/format.ts';
import { indiaDateTime } from './india-time.ts';
import { formatInr } from './money.ts';
import { statusWords } from './order-lifecycle.ts';

/**
 * The order page's greeting: thanks for an order that stands, plain words for one the shop
 * refused (it never reached the database) or one that was cancelled.
 */
export function orderGreeting(
  customerName: string,
  status: string,
  refused: boolean,
  t: Translate = english,
): string {
  const name = customerName.trim().split(/\s+/)[0];
  if (refused) {
    return name
      ? t('{name}, we could not place this order', { name })
      : t('We could not place this order');
  }
  if (status === 'cancelled') {
    return name ? t('{name}, this order is cancelled', { name }) : t('This order is cancelled');
  }
  return name ? t('Thank you, {name}!', { name }) : t('Thank you!');
}

export interface ShippingDetails {
  courier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  cancelReason?: string | null;
}

/** The status line of the order page: a title and one sentence. */
export function statusHeadline(
  status: string,
  details: ShippingDetails = {},
  t: Translate = english,
): { title: string; text: string } {
  switch (status) {
    case 'held':
      return {
        title: t('Waiting for your answer'),
        text: t('Prices changed before your order reached us: confirm the new total or cancel it.'),
      };
    case 'placed':
      return {
        title: t('Received: we will confirm it soon'),
        text: t('MGRID has your order. We will call or message you when it is confirmed.'),
      };
    case 'confirmed':
      return {
        title: t('Confirmed'),
        text: t('We have confirmed your order and are getting it ready.'),
      };
    case 'packed':
      return { title: t('Packed'), text: t('Your order is packed and goes to the courier next.') };
    case 'shipped':
      return {
        title: t('Shipped'),
        text: [
          details.courier
            ? t('On its way with {courier}.', { courier: details.courier })
            : t('On its way.'),
          details.trackingNumber
            ? t('Tracking number {number}.', { number: details.trackingNumber })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      };
    case 'delivered':
      return { title: t('Delivered'), text: t('Your order has been delivered. Thank you!') };
    case 'cancelled':
      return {
        title: t('Cancelled'),
        text: details.cancelReason
          ? t('This order was cancelled: {reason}', { reason: details.cancelReason })
          : t('This order was cancelled.'),
      };
    default:
      return { title: statusWords(status, t), text: '' };
  }
}

/** "Paid", "Refunded", "Pay on delivery", "Payment pending". */
export function paymentWords(
  paymentStatus: string | null,
  paymentMethod: string,
  t: Translate = english,
): string {
  if (paymentStatus === 'paid') return t('Paid');
  if (paymentStatus === 'refunded') return t('Refunded');
  return paymentMethod === 'cod' ? t('Pay on delivery (cash or UPI)') : t('Payment pending (UPI)');
}

// The timeline ----------------------------------------------------------------------------------

/** One event as get_order_receipt's public timeline has it. */
export interface PublicEvent {
  kind: string;
  at: string;
  by?: 'MGRID' | 'customer';
  courier?: string;
  tracking_number?: string;
  tracking_url?: string;
  reason?: string;
  amount_in_paise?: number;
  payment_kind?: string;
  text?: string;
}

export interface TimelineEntry {
  kind: string;
  title: string;
  detail: string | null;
  /** In words, India time. */
  when: string;
  link: string | null;
}

function paymentTitle(amount: string, kind: string | undefined, t: Translate): string {
  if (kind === 'upi') return t('Payment of {amount} received by UPI', { amount });
  if (kind === 'cod_cash') return t('Payment of {amount} received in cash', { amount });
  return t('Payment of {amount} received', { amount });
}

function eventWords(e: PublicEvent, t: Translate): { title: string; detail: string | null } {
  const amount = typeof e.amount_in_paise === 'number' ? formatInr(e.amount_in_paise) : '';
  switch (e.kind) {
    case 'held':
      return { title: t('Held: prices changed'), detail: e.reason ?? null };
    case 'placed':
      return { title: t('Order received'), detail: null };
    case 'confirmed':
      return { title: t('Confirmed by MGRID'), detail: null };
    case 'packed':
      return { title: t('Packed'), detail: null };
    case 'shipped':
      return {
        title: e.courier ? t('Shipped with {courier}', { courier: e.courier }) : t('Shipped'),
        detail: e.tracking_number
          ? t('Tracking number {number}', { number: e.tracking_number })
          : null,
      };
    case 'delivered':
      return { title: t('Delivered'), detail: null };
    case 'cancelled':
      return {
        title: e.by === 'customer' ? t('Cancelled by you') : t('Cancelled by MGRID'),
        detail: e.reason ? t('Reason: {reason}', { reason: e.reason }) : null,
      };
    case 'payment_recorded':
      return { title: paymentTitle(amount, e.payment_kind, t), detail: null };
    case 'refund_recorded':
      return { title: t('Refund of {amount} sent', { amount }), detail: null };
    case 'note':
      return { title: t('Note from MGRID'), detail: e.text ?? null };
    default:
      return { title: e.kind, detail: null };
  }
}

/** The public timeline in words, oldest first, in the language of `t` and `locale`. */
export function timelineEntries(
  events: readonly PublicEvent[],
  t: Translate = english,
  locale = 'en-IN',
): TimelineEntry[] {
  return [...events]
    .filter((e) => typeof e.kind === 'string')
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
    .map((e) => ({
      kind: e.kind,
      ...eventWords(e, t),
      when: indiaDateTime(e.at, locale),
      link: e.kind === 'shipped' && e.tracking_url ? e.tracking_url : null,
    }));
}

/** The order's own step times (a pulled order without its receipt's timeline yet). */
export interface StepTimes {
  placedAt?: string | null;
  confirmedAt?: string | null;
  packedAt?: string | null;
  shippedAt?: string | null;
  deliveredAt?: string | null;
  cancelledAt?: string | null;
}

/** A timeline from the order's step times and shipping details: the status steps only. */
export function timelineFromSteps(times: StepTimes, details: ShippingDetails = {}): PublicEvent[] {
  const steps: [string, string | null | undefined][] = [
    ['placed', times.placedAt],
    ['confirmed', times.confirmedAt],
    ['packed', times.packedAt],
    ['shipped', times.shippedAt],
    ['delivered', times.deliveredAt],
    ['cancelled', times.cancelledAt],
  ];
  return steps
    .filter((step): step is [string, string] => typeof step[1] === 'string' && step[1] !== '')
    .map(([kind, at]) => ({
      kind,
      at,
      ...(kind === 'shipped'
        ? {
            courier: details.courier ?? undefined,
            tracking_number: details.trackingNumber ?? undefined,
            tracking_url: details.trackingUrl ?? undefined,
          }
        : {}),
      ...(kind === 'cancelled' && details.cancelReason ? { reason: details.cancelReason } : {}),
    }));
}

// Sharing ---------------------------------------------------------------------------------------

/** A WhatsApp link (wa.me, no number: the buyer picks the chat) with the order's status. */
export function whatsappShareUrl(
  orderNumber: string,
  status: string,
  details: ShippingDetails,
  t: Translate = english,
) {
  const lines = [
    t('MGRID order {number}: {status}.', { number: orderNumber, status: statusWords(status, t) }),
  ];
  if (status === 'shipped' || status === 'delivered') {
    if (details.courier) lines.push(t('Courier: {courier}.', { courier: details.courier }));
    if (details.trackingNumber) {
      lines.push(t('Tracking number: {number}.', { number: details.trackingNumber }));
    }
    if (details.trackingUrl) lines.push(t('Track it: {url}', { url: details.trackingUrl }));
  }
  return `https://wa.me/?text=${encodeURIComponent(lines.join('\n'))}`;
}
