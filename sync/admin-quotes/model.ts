// The quote desk as the app sees it: pages of quotes from admin_quotes, one quote
// with its timeline from admin_quote, and a quote this device made or changed that the
// database has not applied yet.
import type { QuotationDocument } from '../../src/lib/quotation.ts';
import { toBuyerQuote } from '../quotes/model.ts';

export type { PendingStaffCommand } from '../admin-orders/model.ts';
export type { DeskRead } from '../staff-commands/model.ts';

export interface DeskQuoteRow {
  id: string;
  /** The final number (MG/QT/<FY>/<5 digits>); null until the database has saved it. */
  number: string | null;
  provisional_number: string | null;
  status: string;
  customer_name: string;
  company: string | null;
  phone: string | null;
  email: string | null;
  total_in_paise: number;
  valid_until: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  order_number: string | null;
}

export interface QuotePage {
  rows: DeskQuoteRow[];
  total: number;
  /** Quotes per status under every filter but the status. */
  counts: Record<string, number>;
}

/** A line as the database stored and priced it (public.quotes.lines). */
export interface DeskQuoteLine {
  productId: string;
  name: string;
  hsn: string | null;
  quantity: number;
  /** The order rule's list or bulk unit at this quantity. */
  list_unit_in_paise: number;
  /** Before discount: the rule's unit, or staff's own (at most the list). */
  unit_in_paise: number;
  discount_percent: number;
  price_inclusive: boolean;
  gst_rate: number;
  amount_in_paise: number;
  discount_in_paise: number;
  taxable_in_paise: number;
  gst_in_paise: number;
  total_in_paise: number;
}

export interface DeskQuoteEvent {
  id: string;
  kind: string;
  actor_name: string | null;
  actor_role: string;
  detail: Record<string, unknown>;
  created_at: string;
}

/** admin_quote's answer: the quote as get_quote gives it, and what staff see beside it. */
export interface DeskQuote {
  id: string;
  token: string;
  number: string | null;
  provisional_number: string | null;
  /** As read now (a draft or sent quote past its date reads expired). */
  status: string;
  stored_status: string;
  revision: number;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  valid_until: string;
  buyer: {
    name: string;
    company: string | null;
    phone: string | null;
    email: string | null;
    gstin: string | null;
    legal_name: string | null;
    state: string;
  };
  lines: DeskQuoteLine[];
  subtotal_in_paise: number;
  discount_in_paise: number;
  gst_in_paise: number;
  tax_split: string;
  delivery_fee_in_paise: number;
  total_in_paise: number;
  payment_terms: string | null;
  delivery_terms: string | null;
  notes: string | null;
  order_id: string | null;
  order_number: string | null;
  decline_reason: string | null;
  max_discount_percent: number | null;
  events: DeskQuoteEvent[];
  lead: { id: string; name: string | null; status: string; message: string | null } | null;
  created_by_name: string | null;
}

/** The database's quote as the document prints it (the buyer's own reading of get_quote). */
export function deskQuoteDocument(quote: DeskQuote): QuotationDocument | null {
  return toBuyerQuote(quote)?.document ?? null;
}

/**
 * The stored quote in the shape quote_action 'save' takes (the editor's starting point). A
 * line's unit price is left to the rule (null) when it is the rule's own, so changing the
 * quantity moves it to the bulk price as an order would.
 */
export function deskQuoteSaveShape(quote: DeskQuote): Record<string, unknown> {
  return {
    customer_name: quote.buyer.name,
    phone: quote.buyer.phone,
    email: quote.buyer.email,
    company: quote.buyer.company,
    buyer_gstin: quote.buyer.gstin,
    buyer_legal_name: quote.buyer.legal_name,
    delivery_state: quote.buyer.state,
    lines: quote.lines.map((l) => ({
      productId: l.productId,
      quantity: Number(l.quantity),
      unit_in_paise:
        Number(l.unit_in_paise) === Number(l.list_unit_in_paise) ? null : Number(l.unit_in_paise),
      discount_percent: Number(l.discount_percent ?? 0),
    })),
    delivery_fee_in_paise: Number(quote.delivery_fee_in_paise),
    valid_until: quote.valid_until,
    payment_terms: quote.payment_terms,
    delivery_terms: quote.delivery_terms,
    notes: quote.notes,
  };
}
