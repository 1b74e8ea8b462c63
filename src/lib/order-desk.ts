// The order desk's own rules: what waits on staff (the counts at the top), the desk's filters
// as kept in the address and as admin_orders takes them, and an order's staff timeline in
// words. The lifecycle is src/lib/order-lifecycle.ts, payments src/lib/order-payments.ts,
// commands waiting on this device src/lib/staff-commands.ts, dates src/lib/india-time.ts.
import { dayParam, oneOfParam, pageParam } from './address-params.ts';
import { formatInr } from './money.ts';
import { ORDER_STATUSES, statusWords } from './order-lifecycle.ts';
import { PAYMENT_KIND_WORDS, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-payments.ts';

export const ORDER_PAGE_SIZE = 25;
/** The CSV export reads at most this many orders (one file a spreadsheet still opens). */
export const ORDER_EXPORT_CAP = 10_000;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const paise = (value: unknown) => (typeof value === 'number' ? formatInr(value) : '');

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

// Filters in the address (?q=&status=&payment=&method=&state=&from=&to=&buyer=&page=) ---------------

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
  /** Dealer orders only, or shoppers' orders only (admin_orders' `dealer` true or false). */
  buyer: string | null;
  /** 1-based. */
  page: number;
}

export const ORDER_BUYERS = ['dealer', 'shopper'] as const;
export type OrderBuyer = (typeof ORDER_BUYERS)[number];
export const ORDER_BUYER_WORDS: Record<OrderBuyer, string> = {
  dealer: 'Dealer orders',
  shopper: 'Shopper orders',
};

export function readOrderFilter(params: URLSearchParams): OrderDeskFilter {
  return {
    search: params.get('q')?.trim() ?? '',
    status: oneOfParam(ORDER_STATUSES, params.get('status')),
    payment: oneOfParam(PAYMENT_STATUSES, params.get('payment')),
    method: oneOfParam(PAYMENT_METHODS, params.get('method')),
    state: params.get('state')?.trim() || null,
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    buyer: oneOfParam(ORDER_BUYERS, params.get('buyer')),
    page: pageParam(params),
  };
}

export function writeOrderFilter(filter: OrderDeskFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('q', filter.search);
  for (const key of ['status', 'payment', 'method', 'state', 'from', 'to', 'buyer'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** The filter as admin_orders takes it (its `filters` argument). */
export function rpcFilters(filter: OrderDeskFilter): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  if (filter.search) out.search = filter.search;
  if (filter.status) out.status = filter.status;
  if (filter.payment) out.payment_status = filter.payment;
  if (filter.method) out.payment_method = filter.method;
  if (filter.state) out.state = filter.state;
  if (filter.from) out.date_from = filter.from;
  if (filter.to) out.date_to = filter.to;
  if (filter.buyer) out.dealer = filter.buyer === 'dealer';
  return out;
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
      return statusWords(event.kind);
  }
}

/** Who did it: the staff member's name, "The customer", or "MGRID" for the database. */
export function actorWords(event: Pick<TimelineEvent, 'actor_name' | 'actor_role'>): string {
  if (event.actor_name) return event.actor_name;
  return event.actor_role === 'customer' ? 'The customer' : 'MGRID';
}
