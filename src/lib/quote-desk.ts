// The quote desk's rules (staff side): the statuses and their words, the desk's
// filter as kept in the address, a field quote's provisional number, the editor's form and
// what quote_action 'save' receives from it. The database decides everything; this is what
// the screens offer and preview.
import { oneOfParam, pageParam } from './address-params.ts';
import { isoDateInIndia } from './india-time.ts';
import { parseIsoDate, formatIsoDate } from './iso-date.ts';

export const QUOTE_STATUSES = [
  'requested',
  'draft',
  'sent',
  'accepted',
  'expired',
  'declined',
  'converted',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_PAGE_SIZE = 25;
/** A quote is valid this many days unless staff choose (site settings may say otherwise). */
export const QUOTE_VALIDITY_DAYS = 15;

const STATUS_WORDS: Record<string, string> = {
  requested: 'Requested',
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  declined: 'Declined',
  converted: 'Converted',
};
export const quoteStatusWords = (status: string) => STATUS_WORDS[status] ?? status;

/** Staff may still change a quote in these statuses (the database refuses the others). */
export const quoteEditable = (status: string) =>
  status === 'requested' || status === 'draft' || status === 'sent';

// Filters in the address (?q=&status=&page=) ---------------------------------------------------

export interface QuoteDeskFilter {
  search: string;
  status: string | null;
  /** 1-based. */
  page: number;
}

export function readQuoteFilter(params: URLSearchParams): QuoteDeskFilter {
  return {
    search: params.get('q')?.trim() ?? '',
    status: oneOfParam(QUOTE_STATUSES, params.get('status')),
    page: pageParam(params),
  };
}

export function writeQuoteFilter(filter: QuoteDeskFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search) params.set('q', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** admin_quotes' filters: only what is set. */
export function quoteRpcFilters(filter: QuoteDeskFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (filter.search) out.search = filter.search;
  if (filter.status) out.status = filter.status;
  return out;
}

// Provisional numbers ---------------------------------------------------------------------------

const PREFIX_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A device's prefix: four characters no one misreads (no 0/O, 1/I/L). */
export function newDevicePrefix(random: () => number = Math.random): string {
  let prefix = '';
  for (let i = 0; i < 4; i += 1) {
    prefix += PREFIX_ALPHABET[Math.floor(random() * PREFIX_ALPHABET.length)];
  }
  return prefix;
}

export const isDevicePrefix = (text: unknown): text is string =>
  typeof text === 'string' && /^[2-9A-HJKMNP-Z]{4}$/.test(text);

/** "P-7K3F-0003": the device's prefix and its own sequence (at least four digits). */
export function provisionalNumber(prefix: string, sequence: number): string {
  return `P-${prefix}-${String(sequence).padStart(4, '0')}`;
}

// Dates -------------------------------------------------------------------------------------------

/** Today in India plus `days`, as yyyy-mm-dd: a new quote's default validity. */
export function defaultValidUntil(now: Date, days = QUOTE_VALIDITY_DAYS): string {
  const today = parseIsoDate(isoDateInIndia(now))!;
  const at = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return formatIsoDate({
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
  });
}

// The editor's form -------------------------------------------------------------------------------

export interface QuoteFormLine {
  productId: string;
  quantity: number;
  /** Staff's own unit price before discount; null: the list or bulk price for the quantity. */
  unitInPaise: number | null;
  discountPercent: number;
}

export interface QuoteForm {
  customer_name: string;
  phone: string;
  email: string;
  company: string;
  buyer_gstin: string;
  buyer_legal_name: string;
  delivery_state: string;
  lines: QuoteFormLine[];
  /** null: the order rule's fee for the subtotal (the database's default too). */
  delivery_fee_in_paise: number | null;
  valid_until: string;
  payment_terms: string;
  delivery_terms: string;
  notes: string;
}

export function emptyQuoteForm(now: Date, validityDays = QUOTE_VALIDITY_DAYS): QuoteForm {
  return {
    customer_name: '',
    phone: '',
    email: '',
    company: '',
    buyer_gstin: '',
    buyer_legal_name: '',
    delivery_state: '',
    lines: [],
    delivery_fee_in_paise: null,
    valid_until: defaultValidUntil(now, validityDays),
    payment_terms: '100% advance by UPI or bank transfer.',
    delivery_terms: 'Delivered within 7 working days of payment.',
    notes: '',
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/**
 * The form from a stored quote (admin_quote's row) or a queued save's args: both name the
 * same fields. A stored line keeps staff's unit price only where it is not the list price.
 */
export function quoteFormFrom(source: Record<string, unknown>, now: Date): QuoteForm {
  const blank = emptyQuoteForm(now);
  const rawLines = Array.isArray(source.lines) ? (source.lines as Record<string, unknown>[]) : [];
  return {
    customer_name: str(source.customer_name),
    phone: str(source.phone),
    email: str(source.email),
    company: str(source.company),
    buyer_gstin: str(source.buyer_gstin),
    buyer_legal_name: str(source.buyer_legal_name),
    delivery_state: str(source.delivery_state),
    lines: rawLines.map((l) => ({
      productId: str(l.productId),
      quantity: num(l.quantity, 1),
      unitInPaise: typeof l.unit_in_paise === 'number' ? l.unit_in_paise : null,
      discountPercent: num(l.discount_percent, 0),
    })),
    delivery_fee_in_paise:
      typeof source.delivery_fee_in_paise === 'number' ? source.delivery_fee_in_paise : null,
    valid_until: str(source.valid_until).slice(0, 10) || blank.valid_until,
    payment_terms: str(source.payment_terms),
    delivery_terms: str(source.delivery_terms),
    notes: str(source.notes),
  };
}

/** quote_action 'save' args from the form (blank optional texts go as null). */
export function quoteSaveArgs(
  form: QuoteForm,
  extra: { provisional_number?: string; token?: string } = {},
): Record<string, unknown> {
  const optional = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    customer_name: form.customer_name.trim(),
    phone: form.phone.trim(),
    email: optional(form.email),
    company: optional(form.company),
    buyer_gstin: optional(form.buyer_gstin.toUpperCase()),
    buyer_legal_name: optional(form.buyer_legal_name),
    delivery_state: form.delivery_state,
    lines: form.lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      ...(l.unitInPaise === null ? {} : { unit_in_paise: l.unitInPaise }),
      discount_percent: l.discountPercent,
    })),
    delivery_fee_in_paise: form.delivery_fee_in_paise,
    valid_until: form.valid_until,
    payment_terms: optional(form.payment_terms),
    delivery_terms: optional(form.delivery_terms),
    notes: optional(form.notes),
    ...extra,
  };
}

/** What must be filled before a quote can be saved, in words; empty when it can. */
export function quoteFormProblems(form: QuoteForm): string[] {
  const problems: string[] = [];
  if (form.customer_name.trim() === '') problems.push("Enter the customer's name.");
  if (form.phone.trim() === '' && form.email.trim() === '') {
    problems.push('Enter a phone number or an email.');
  }
  if (form.delivery_state === '') problems.push('Choose the delivery state.');
  if (form.lines.length === 0) problems.push('Add at least one product.');
  if (form.lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1)) {
    problems.push('Each quantity is a whole number from 1.');
  }
  if (!parseIsoDate(form.valid_until)) problems.push('Choose the date the quote is valid until.');
  return problems;
}

// Commands in words ---------------------------------------------------------------------------------

/** What a quote command does, for the list of unsent writes. */
export function describeQuoteCommand(kind: string, args: Record<string, unknown>): string {
  const number = str(args.provisional_number);
  switch (kind) {
    case 'quote.save':
      return number ? `Saved as ${number}` : 'Saved';
    case 'quote.send':
      return 'Sent to the customer';
    case 'quote.decline':
      return str(args.reason) ? `Declined: ${str(args.reason)}` : 'Declined';
    default:
      return kind;
  }
}

/** The customer's link to a quote: /quote/<token> on the site's origin. */
export const quoteLink = (origin: string, token: string) =>
  `${origin.replace(/\/$/, '')}/quote/${encodeURIComponent(token)}`;

// The timeline ------------------------------------------------------------------------------------

export interface QuoteTimelineEvent {
  kind: string;
  detail: Record<string, unknown> | null;
}

const channelWords = (value: unknown) => {
  const list = Array.isArray(value) ? value.filter((c) => c === 'email' || c === 'sms') : [];
  return list.length === 0
    ? ''
    : ` by ${list.map((c) => (c === 'sms' ? 'SMS' : 'email')).join(' and ')}`;
};

/** One quote event in words: "Sent by email and SMS", "The buyer asked for changes: ...". */
export function quoteEventWords(event: QuoteTimelineEvent): string {
  const detail = event.detail ?? {};
  const revision = typeof detail.revision === 'number' ? ` (version ${detail.revision})` : '';
  switch (event.kind) {
    case 'requested':
      return 'Requested by the buyer';
    case 'saved': {
      const field = str(detail.provisional_number);
      const number = str(detail.number);
      return field && number
        ? `Field quote ${field} received, numbered ${number}`
        : `Saved${revision}`;
    }
    case 'sent':
      return `Sent${channelWords(detail.channels)}${revision}`;
    case 'viewed':
      return `Opened by the buyer${revision}`;
    case 'change_requested':
      return `The buyer asked for changes: ${str(detail.message)}`;
    case 'accepted':
      return 'Accepted by the buyer';
    case 'declined':
      return str(detail.reason) ? `Declined: ${str(detail.reason)}` : 'Declined';
    case 'expired':
      return 'Expired';
    case 'converted':
      return str(detail.order_number)
        ? `Became order ${str(detail.order_number)}`
        : 'Became an order';
    default:
      return event.kind;
  }
}
