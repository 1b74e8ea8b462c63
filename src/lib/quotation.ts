// Quotations as the buyer and the printed document see them: the plain document a
// screen, print or PDF draws (filled from the database's get_quote answer, or by a field
// quote's offline preview), the status and validity in words, and the request's lines as the
// /quote/request address carries them. Amounts are integer paise; the database prices.
import { english, type Translate } from './i18n/format.ts';
import { msg } from './i18n/msg.ts';
import { dayInWords } from './india-time.ts';

export type QuoteStatus =
  'requested' | 'draft' | 'sent' | 'accepted' | 'expired' | 'declined' | 'converted';

export interface QuotationParty {
  /** The registered (legal) name, or the person's name when there is none. */
  name: string;
  /** Printed under the name: "Attn: <person>", address lines, phone, email. */
  lines: string[];
  gstin: string | null;
  /** The state's name (a buyer's: the delivery state, the place of supply). */
  state: string | null;
}

export interface QuotationLine {
  productId: string;
  name: string;
  hsn: string | null;
  quantity: number;
  /** One unit before the discount (GST included when priceInclusive). */
  unitInPaise: number;
  /** 0..100, two decimals. */
  discountPercent: number;
  priceInclusive: boolean;
  /** What GST is charged on. */
  taxableInPaise: number;
  gstRate: number;
  gstInPaise: number;
  /** taxable + GST: what the line costs. */
  totalInPaise: number;
}

/** Everything a quotation prints; the database's figures, never recomputed to print. */
export interface QuotationDocument {
  /** 'MG/QT/2026-27/00001'; null until the database numbers it. */
  number: string | null;
  /** A field quote's number made offline ('P-7K3F-0003'), printed until the final one. */
  provisionalNumber: string | null;
  /** YYYY-MM-DD, India's day it was made or last changed. */
  date: string;
  /** YYYY-MM-DD, the last day (India time) it can be accepted. */
  validUntil: string;
  seller: QuotationParty;
  buyer: QuotationParty;
  lines: QuotationLine[];
  taxSplit: 'cgst_sgst' | 'igst';
  taxableInPaise: number;
  cgstInPaise: number;
  sgstInPaise: number;
  igstInPaise: number;
  deliveryFeeInPaise: number;
  totalInPaise: number;
  amountInWords: string;
  paymentTerms: string | null;
  deliveryTerms: string | null;
  notes: string | null;
}

const STATUS_WORDS: Record<QuoteStatus, string> = {
  requested: msg('Requested: we are preparing your quotation'),
  draft: msg('Being prepared'),
  sent: msg('Ready to accept'),
  accepted: msg('Accepted'),
  expired: msg('Expired'),
  declined: msg('Declined'),
  converted: msg('Accepted: the order is placed'),
};

/** The status as the buyer reads it. */
export function quoteStatusWords(status: string, t: Translate = english): string {
  const words = STATUS_WORDS[status as QuoteStatus];
  return words ? t(words) : status;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Valid until 11 December 2026 (15 days left)", "Valid until today, 11 December 2026" or
 * "Expired on 11 December 2026": the last day counts whole (India time), as the database's
 * accept_quote counts it. `today` is India's date (isoDateInIndia(new Date())).
 */
export function validityWords(
  validUntil: string,
  today: string,
  t: Translate = english,
  locale = 'en-IN',
): string {
  const last = dayInWords(validUntil, locale);
  if (!last) return '';
  const days = Math.round(
    (Date.parse(`${validUntil.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) /
      DAY_MS,
  );
  if (days < 0) return t('Expired on {date}', { date: last });
  if (days === 0) return t('Valid until today, {date}', { date: last });
  return t('Valid until {date} ({days, plural, one {# day} other {# days}} left)', {
    date: last,
    days,
  });
}

// The request's lines in an address ------------------------------------------------------------

export interface RequestedLine {
  productId: string;
  quantity: number;
}

/** The most lines and units one request may ask for (the database's own bounds). */
export const QUOTE_MAX_LINES = 50;
export const QUOTE_MAX_QUANTITY = 10_000;

/**
 * "sl02:10,tp160:10" -> lines. Unreadable parts are skipped, a product named twice adds up,
 * quantities are held to 1..QUOTE_MAX_QUANTITY and at most QUOTE_MAX_LINES lines are kept.
 */
export function parseRequestedItems(text: string | null | undefined): RequestedLine[] {
  const lines = new Map<string, number>();
  for (const part of (text ?? '').split(',')) {
    const match = /^\s*([a-z0-9][a-z0-9-]*)\s*(?::\s*(\d{1,6}))?\s*$/i.exec(part);
    if (!match) continue;
    const id = match[1]!.toLowerCase();
    const quantity = match[2] === undefined ? 1 : Number(match[2]);
    if (quantity < 1) continue;
    if (!lines.has(id) && lines.size >= QUOTE_MAX_LINES) continue;
    lines.set(id, Math.min(QUOTE_MAX_QUANTITY, (lines.get(id) ?? 0) + quantity));
  }
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Lines -> "sl02:10,tp160:10", for /quote/request?items=... */
export function requestedItemsParam(lines: readonly RequestedLine[]): string {
  return lines.map((line) => `${line.productId}:${line.quantity}`).join(',');
}

/** The request form's address for these lines (ids and digits need no escaping). */
export function quoteRequestPath(lines: readonly RequestedLine[]): string {
  const items = requestedItemsParam(lines.filter((line) => /^[a-z0-9-]+$/i.test(line.productId)));
  return items ? `/quote/request?items=${items}` : '/quote/request';
}
