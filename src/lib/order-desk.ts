// The order desk's rules: the lifecycle as the database decides it (a preview: the
// buttons offered; SQL's private.order_transition_refusal and the payment trigger decide),
// the desk's filters as kept in the address, the words staff read, and dates in India time.
import { formatInr } from './money.ts';

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export const PAYMENT_METHODS = ['cod', 'upi'] as const;
export const ORDER_PAGE_SIZE = 25;
/** The CSV export reads at most this many orders (one file a spreadsheet still opens). */
export const ORDER_EXPORT_CAP = 10_000;

export const STATUS_WORDS: Record<string, string> = {
  placed: 'Received',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const PAYMENT_STATUS_WORDS: Record<string, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  refunded: 'Refunded',
};
export const PAYMENT_METHOD_WORDS: Record<string, string> = {
  cod: 'Cash on delivery',
  upi: 'UPI',
};
export const PAYMENT_KIND_WORDS: Record<string, string> = {
  upi: 'UPI payment',
  cod_cash: 'Cash collected on delivery',
  refund: 'Refund',
};

const words = (table: Record<string, string>, key: string | null | undefined) =>
  key ? (table[key] ?? key) : '';
export const statusWords = (status: string) => words(STATUS_WORDS, status);
export const paymentStatusWords = (status: string) => words(PAYMENT_STATUS_WORDS, status);
export const paymentMethodWords = (method: string) => words(PAYMENT_METHOD_WORDS, method);

// The lifecycle ---------------------------------------------------------------------------------

const STEPS = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'] as const;
const STATE: Record<string, string> = {
  placed: 'is already received',
  confirmed: 'is already confirmed',
  packed: 'is already packed',
  shipped: 'has already shipped',
  delivered: 'has already been delivered',
  cancelled: 'is already cancelled',
};
const DONE: Record<string, string> = {
  placed: 'reopened',
  confirmed: 'confirmed',
  packed: 'packed',
  shipped: 'shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
};

/**
 * Why an order in `current` cannot move to `next` (staff), in the database's words; null
 * when it can. Mirrors private.order_transition_refusal: one step at a time along
 * placed -> confirmed -> packed -> shipped -> delivered, cancelled before shipping.
 */
export function transitionRefusal(current: string, next: string): string | null {
  const done = DONE[next];
  const state = STATE[current];
  if (!done) return `Unknown order status: ${next}`;
  if (!state) return `This order has an unknown status (${current}) and cannot be changed.`;
  if (current === 'cancelled') {
    return next === 'cancelled'
      ? 'This order is already cancelled.'
      : `This order is already cancelled, so it cannot be ${done}.`;
  }
  if (next === 'cancelled') {
    return current === 'shipped' || current === 'delivered'
      ? `This order ${state}, so it can no longer be cancelled.`
      : null;
  }
  const now = STEPS.indexOf(current as (typeof STEPS)[number]);
  const rank = STEPS.indexOf(next as (typeof STEPS)[number]);
  if (rank === now) return `This order ${state}.`;
  if (rank < now) return `This order ${state}, so it cannot be ${done}.`;
  if (rank > now + 1)
    return `This order must be ${DONE[STEPS[now + 1]!]} before it can be ${done}.`;
  return null;
}

export type StatusAction = 'confirm' | 'pack' | 'ship' | 'deliver' | 'cancel';
export type OrderAction = StatusAction | 'payment' | 'note';
export type PaymentKind = 'upi' | 'cod_cash' | 'refund';

export const ACTION_STATUS: Record<StatusAction, OrderStatus> = {
  confirm: 'confirmed',
  pack: 'packed',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};

export const ACTION_WORDS: Record<StatusAction, string> = {
  confirm: 'Confirm',
  pack: 'Mark packed',
  ship: 'Ship',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
};

export interface OrderState {
  status: string;
  payment_status: string;
  payment_method: string;
}

/** The status actions the lifecycle allows now, in the order they are offered. */
export function statusActions(order: Pick<OrderState, 'status'>): StatusAction[] {
  return (Object.keys(ACTION_STATUS) as StatusAction[]).filter(
    (action) => transitionRefusal(order.status, ACTION_STATUS[action]) === null,
  );
}

/** The payments that may be recorded now (the payment trigger's rules). */
export function paymentKinds(order: OrderState): PaymentKind[] {
  if (order.payment_status === 'refunded') return [];
  if (order.payment_status === 'paid') return order.status === 'cancelled' ? ['refund'] : [];
  const kinds: PaymentKind[] = ['upi'];
  if (order.payment_method === 'cod' && order.status === 'delivered') kinds.push('cod_cash');
  return kinds;
}

// Commands waiting on this device -------------------------------------------------------------

/** A staff command not yet applied by the server: waiting, or refused with its reason. */
export interface PendingCommand {
  id: string;
  kind: string;
  args: Record<string, unknown>;
  createdAt: string;
  refusedBecause: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const paise = (value: unknown) => (typeof value === 'number' ? formatInr(value) : '');

/** What an order command does, in words: "Shipped with Delhivery, AWB 1234567890". */
export function describeOrderCommand(kind: string, args: Record<string, unknown>): string {
  switch (kind) {
    case 'order.confirm':
      return 'Confirmed';
    case 'order.pack':
      return 'Packed';
    case 'order.ship':
      return `Shipped with ${text(args.courier)}, AWB ${text(args.tracking_number)}`;
    case 'order.deliver':
      return typeof args.cash_in_paise === 'number'
        ? `Delivered, ${paise(args.cash_in_paise)} cash collected`
        : 'Delivered';
    case 'order.cancel':
      return `Cancelled: ${text(args.reason)}`;
    case 'order.payment': {
      const what = PAYMENT_KIND_WORDS[text(args.kind)] ?? 'Payment';
      const utr = text(args.utr) ? ` (UTR ${text(args.utr)})` : '';
      return `${what} of ${paise(args.amount_in_paise)} recorded${utr}`;
    }
    case 'order.note':
      return `Note: ${text(args.text)}`;
    default:
      return kind;
  }
}

/** The status the order will have once its waiting (not refused) commands apply. */
export function statusAfter(status: string, pending: readonly PendingCommand[]): string {
  let now = status;
  for (const command of pending) {
    if (command.refusedBecause) continue;
    const action = command.kind.replace(/^order\./, '') as StatusAction;
    const next = ACTION_STATUS[action];
    if (next && transitionRefusal(now, next) === null) now = next;
  }
  return now;
}

// Counts at the top of the desk ----------------------------------------------------------------

const WAITING: [string, string][] = [
  ['placed', 'to confirm'],
  ['confirmed', 'to pack'],
  ['packed', 'to ship'],
  ['shipped', 'on the way'],
];

/** "12 to confirm, 4 to ship": what waits on staff, from admin_orders' counts. */
export function countsLine(counts: Record<string, number>): string {
  const parts = WAITING.filter(([status]) => (counts[status] ?? 0) > 0).map(
    ([status, label]) => `${(counts[status] ?? 0).toLocaleString('en-IN')} ${label}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'Nothing waiting';
}

// Filters in the address (?q=&status=&payment=&method=&state=&from=&to=&page=) ---------------

export interface OrderDeskFilter {
  search: string;
  status: string | null;
  payment: string | null;
  method: string | null;
  /** The delivery state (an Indian state or union territory). */
  state: string | null;
  /** yyyy-mm-dd (India time), inclusive. */
  from: string | null;
  to: string | null;
  /** 1-based. */
  page: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);
const oneOf = (list: readonly string[], value: string | null) =>
  value && list.includes(value) ? value : null;

export function readOrderFilter(params: URLSearchParams): OrderDeskFilter {
  const page = Number(params.get('page'));
  return {
    search: params.get('q')?.trim() ?? '',
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment: oneOf(PAYMENT_STATUSES, params.get('payment')),
    method: oneOf(PAYMENT_METHODS, params.get('method')),
    state: params.get('state')?.trim() || null,
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeOrderFilter(filter: OrderDeskFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('q', filter.search);
  for (const key of ['status', 'payment', 'method', 'state', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The filter as admin_orders takes it (its `filters` argument). */
export function rpcFilters(filter: OrderDeskFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (filter.search) out.search = filter.search;
  if (filter.status) out.status = filter.status;
  if (filter.payment) out.payment_status = filter.payment;
  if (filter.method) out.payment_method = filter.method;
  if (filter.state) out.state = filter.state;
  if (filter.from) out.date_from = filter.from;
  if (filter.to) out.date_to = filter.to;
  return out;
}

// Dates -----------------------------------------------------------------------------------------

let dateTime: Intl.DateTimeFormat | null = null;
let dateOnly: Intl.DateTimeFormat | null = null;

/** "26 November 2026, 3:05 pm" in India time; '' for a missing or unreadable time. */
export function istDateTime(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  dateTime ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const parts = Object.fromEntries(dateTime.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
}

/** "26 November 2026" in India time. */
export function istDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  dateOnly ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return dateOnly.format(date);
}

// Contact links ---------------------------------------------------------------------------------

/** An Indian mobile as digits with the country code (for wa.me and tel:), or null. */
export function indianPhoneDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  if (local.length === 11 && local.startsWith('0')) return `91${local.slice(1)}`;
  return local.length === 10 ? `91${local}` : null;
}

export function whatsappLink(phone: string | null | undefined, message: string): string | null {
  const digits = indianPhoneDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null;
}

// The timeline -----------------------------------------------------------------------------------

export interface TimelineEvent {
  kind: string;
  actor_name: string | null;
  actor_role: string;
  internal: boolean;
  detail: Record<string, unknown>;
}

/** What happened, in words: "Shipped with Delhivery, AWB 1234567890". */
export function eventWords(event: TimelineEvent): string {
  const d = event.detail;
  switch (event.kind) {
    case 'placed':
      return 'Order received';
    case 'shipped': {
      const link = text(d.tracking_url) ? ` (${text(d.tracking_url)})` : '';
      return `Shipped with ${text(d.courier)}, AWB ${text(d.tracking_number)}${link}`;
    }
    case 'cancelled':
      return `Cancelled: ${text(d.reason)}`;
    case 'payment_recorded':
    case 'refund_recorded': {
      const what = PAYMENT_KIND_WORDS[text(d.kind)] ?? 'Payment';
      const utr = text(d.utr) ? ` (UTR ${text(d.utr)})` : '';
      return `${what} of ${paise(d.amount_in_paise)} recorded${utr}`;
    }
    case 'note':
      return `${event.internal ? 'Staff note' : 'Note to the customer'}: ${text(d.text)}`;
    default:
      return STATUS_WORDS[event.kind] ?? event.kind;
  }
}

/** Who did it: the staff member's name, "The customer", or "MGRID" for the database. */
export function actorWords(event: Pick<TimelineEvent, 'actor_name' | 'actor_role'>): string {
  if (event.actor_name) return event.actor_name;
  return event.actor_role === 'customer' ? 'The customer' : 'MGRID';
}
