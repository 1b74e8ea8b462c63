// A buyer's quotations as the app sees them: the database's answers (get_quote, my_quotes)
// read into the plain QuotationDocument the layout prints, and what the page needs beside it
// (status, revision, the order it became). The database's figures, never recomputed.
import { isoDateInIndia } from '../../src/lib/india-time.ts';
import type {
  QuotationDocument,
  QuotationLine,
  QuotationParty,
  QuoteStatus,
} from '../../src/lib/quotation.ts';

export type { QuoteStatus } from '../../src/lib/quotation.ts';

export interface BuyerQuote {
  id: string;
  token: string;
  status: QuoteStatus;
  /** The version staff last saved; accepting names it, so a changed quote is refused. */
  revision: number;
  document: QuotationDocument;
  /** The buyer's details as the quote holds them (the accept form starts from them). */
  buyer: {
    name: string;
    phone: string | null;
    email: string | null;
    company: string | null;
    gstin: string | null;
    legalName: string | null;
    state: string;
  };
  orderId: string | null;
  orderNumber: string | null;
}

/** A quote as the account's list shows it (my_quotes). */
export interface QuoteSummary {
  id: string;
  token: string;
  number: string | null;
  status: QuoteStatus;
  lineCount: number;
  totalInPaise: number;
  validUntil: string;
  createdAt: string;
  orderId: string | null;
  orderNumber: string | null;
}

/** A quote read from the server, or its copy on this device with when it was read. */
export interface QuoteCopy {
  quote: BuyerQuote;
  /** Epoch ms of the read this copy is from. */
  readAt: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
/** Whole paise, also from numeric text (bigint arrives as text on some paths). */
const paise = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n) : 0;
};
const decimal = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};
/** The India date of an instant, or the date itself. */
const indiaDate = (value: unknown): string => {
  const at = text(value);
  if (!at) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(at)) return at;
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? '' : isoDateInIndia(new Date(ms));
};

function line(value: unknown): QuotationLine | null {
  if (!isObject(value) || typeof value.productId !== 'string') return null;
  return {
    productId: value.productId,
    name: text(value.name) ?? value.productId,
    hsn: text(value.hsn),
    quantity: paise(value.quantity),
    unitInPaise: paise(value.unit_in_paise),
    discountPercent: decimal(value.discount_percent),
    priceInclusive: value.price_inclusive !== false,
    taxableInPaise: paise(value.taxable_in_paise),
    gstRate: decimal(value.gst_rate),
    gstInPaise: paise(value.gst_in_paise),
    totalInPaise: paise(value.total_in_paise),
  };
}

function seller(value: unknown): QuotationParty {
  const s = isObject(value) ? value : {};
  const lines = (text(s.address) ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (text(s.phone)) lines.push(`Phone: ${String(s.phone)}`);
  if (text(s.email)) lines.push(`Email: ${String(s.email)}`);
  return { name: text(s.legal_name) ?? 'MGRID', lines, gstin: text(s.gstin), state: text(s.state) };
}

function buyerParty(b: Json): QuotationParty {
  const person = text(b.name) ?? '';
  const business = text(b.legal_name) ?? text(b.company);
  const lines: string[] = [];
  if (business && business !== person) lines.push(`Attn: ${person}`);
  if (text(b.phone)) lines.push(`Phone: ${String(b.phone)}`);
  if (text(b.email)) lines.push(`Email: ${String(b.email)}`);
  return { name: business ?? person, lines, gstin: text(b.gstin), state: text(b.state) };
}

/** get_quote's answer as the app's quote; null when it is not one. */
export function toBuyerQuote(value: unknown): BuyerQuote | null {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.token !== 'string') {
    return null;
  }
  const b = isObject(value.buyer) ? value.buyer : {};
  const lines = Array.isArray(value.lines) ? value.lines : [];
  const document: QuotationDocument = {
    number: text(value.number),
    provisionalNumber: text(value.provisional_number),
    date: indiaDate(value.sent_at ?? value.updated_at ?? value.created_at),
    validUntil: indiaDate(value.valid_until),
    seller: seller(value.seller),
    buyer: buyerParty(b),
    lines: lines.map(line).filter((l): l is QuotationLine => l !== null),
    taxSplit: value.tax_split === 'cgst_sgst' ? 'cgst_sgst' : 'igst',
    taxableInPaise: paise(value.taxable_in_paise),
    cgstInPaise: paise(value.cgst_in_paise),
    sgstInPaise: paise(value.sgst_in_paise),
    igstInPaise: paise(value.igst_in_paise),
    deliveryFeeInPaise: paise(value.delivery_fee_in_paise),
    totalInPaise: paise(value.total_in_paise),
    amountInWords: text(value.amount_in_words) ?? '',
    paymentTerms: text(value.payment_terms),
    deliveryTerms: text(value.delivery_terms),
    notes: text(value.notes),
  };
  return {
    id: value.id,
    token: value.token,
    status: (text(value.status) ?? 'requested') as QuoteStatus,
    revision: paise(value.revision) || 1,
    document,
    buyer: {
      name: text(b.name) ?? '',
      phone: text(b.phone),
      email: text(b.email),
      company: text(b.company),
      gstin: text(b.gstin),
      legalName: text(b.legal_name),
      state: text(b.state) ?? '',
    },
    orderId: text(value.order_id),
    orderNumber: text(value.order_number),
  };
}

/** my_quotes' answer as the account's list. */
export function toQuoteSummaries(value: unknown): QuoteSummary[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((q) =>
    typeof q.id === 'string' && typeof q.token === 'string'
      ? [
          {
            id: q.id,
            token: q.token,
            number: text(q.number) ?? text(q.provisional_number),
            status: (text(q.status) ?? 'requested') as QuoteStatus,
            lineCount: paise(q.lines),
            totalInPaise: paise(q.total_in_paise),
            validUntil: indiaDate(q.valid_until),
            createdAt: text(q.created_at) ?? '',
            orderId: text(q.order_id),
            orderNumber: text(q.order_number),
          },
        ]
      : [],
  );
}
