// Tax invoices and credit notes as the database issues them (public.invoices, read through
// get_order_documents, admin_order's documents or the table itself) and the month's GSTR-1
// export (public.gstr1_export). The database is the authority: a screen, print or PDF shows
// these rows as they are, never recomputed. Amounts are integer paise.
import { english, type Translate } from './i18n/format.ts';

export type TaxDocumentKind = 'invoice' | 'credit_note';

export interface TaxDocumentLine {
  product_id: string;
  description: string;
  hsn_code: string | null;
  quantity: number;
  /** Always 'Nos' for our products. */
  unit: string;
  /** The price per unit the line was sold at (GST included when price_inclusive). */
  unit_price_in_paise: number;
  price_inclusive: boolean;
  discount_in_paise: number;
  /** The line's value without GST: what GST is charged on. */
  taxable_in_paise: number;
  gst_rate: number;
  cgst_rate: number;
  sgst_rate: number;
  igst_rate: number;
  cgst_in_paise: number;
  sgst_in_paise: number;
  igst_in_paise: number;
  /** taxable + CGST + SGST + IGST. */
  total_in_paise: number;
}

export interface TaxDocument {
  id: string;
  kind: TaxDocumentKind;
  title: 'Tax Invoice' | 'Credit Note';
  /** 'MG/26-27/000123' or 'MG/CN/26-27/0001'. */
  number: string;
  financial_year: string;
  sequence: number;
  order_id: string;
  order_number: string;
  /** A credit note's invoice. */
  invoice_id: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  /** Why a credit note was issued (the cancellation's reason). */
  reason: string | null;
  issued_at: string;
  /** YYYY-MM-DD, India time. */
  document_date: string;
  /** A dealer's invoice: when it is due by the dealer's terms (YYYY-MM-DD); null otherwise. */
  due_date?: string | null;
  /** The consignment's 12-digit e-way bill number, once it shipped with one. */
  eway_bill_number?: string | null;
  seller_legal_name: string;
  seller_address: string;
  seller_gstin: string;
  seller_state: string;
  seller_state_code: string;
  buyer_name: string;
  buyer_address: string;
  buyer_gstin: string | null;
  buyer_legal_name: string | null;
  place_of_supply: string;
  place_of_supply_code: string;
  tax_split: 'cgst_sgst' | 'igst';
  reverse_charge: boolean;
  lines: TaxDocumentLine[];
  taxable_in_paise: number;
  cgst_in_paise: number;
  sgst_in_paise: number;
  igst_in_paise: number;
  gst_in_paise: number;
  /** Delivery charged on the order, outside the taxed lines. */
  delivery_fee_in_paise: number;
  /** taxable + GST + delivery fee: the order's total to the paisa. */
  total_in_paise: number;
  amount_in_words: string;
}

/** "Karnataka (29)": how an invoice names the place of supply or a party's state. */
export function stateWithCode(state: string, code: string): string {
  return `${state} (${code})`;
}

/** Rule 46's line on reverse charge, in the words invoices print. */
export function reverseChargeText(
  document: Pick<TaxDocument, 'reverse_charge'>,
  t: Translate = english,
): string {
  return document.reverse_charge
    ? t('Whether tax is payable on reverse charge: Yes')
    : t('Whether tax is payable on reverse charge: No');
}

/**
 * Whether a document's figures add up as the database promises (each line's taxes and the
 * totals): a screen can refuse to print a document that arrived damaged.
 */
export function documentAddsUp(document: TaxDocument): boolean {
  const sum = (pick: (line: TaxDocumentLine) => number) =>
    document.lines.reduce((n, line) => n + pick(line), 0);
  const linesOk = document.lines.every(
    (l) =>
      l.taxable_in_paise + l.cgst_in_paise + l.sgst_in_paise + l.igst_in_paise === l.total_in_paise,
  );
  return (
    linesOk &&
    sum((l) => l.taxable_in_paise) === document.taxable_in_paise &&
    sum((l) => l.cgst_in_paise) === document.cgst_in_paise &&
    sum((l) => l.sgst_in_paise) === document.sgst_in_paise &&
    sum((l) => l.igst_in_paise) === document.igst_in_paise &&
    document.cgst_in_paise + document.sgst_in_paise + document.igst_in_paise ===
      document.gst_in_paise &&
    document.taxable_in_paise + document.gst_in_paise + document.delivery_fee_in_paise ===
      document.total_in_paise
  );
}

// GSTR-1 export (public.gstr1_export) ----------------------------------------------------------

export interface RateRow {
  rate: number;
  taxable_in_paise: number;
  igst_in_paise: number;
  cgst_in_paise: number;
  sgst_in_paise: number;
}

export interface Gstr1B2b {
  buyer_gstin: string;
  buyer_legal_name: string | null;
  invoice_number: string;
  invoice_date: string;
  invoice_value_in_paise: number;
  /** '29-Karnataka'. */
  place_of_supply: string;
  reverse_charge: 'Y' | 'N';
  invoice_type: 'Regular';
  items: RateRow[];
}

export interface Gstr1B2cs extends RateRow {
  place_of_supply: string;
  supply_type: 'INTRA' | 'INTER';
}

export interface Gstr1Hsn extends RateRow {
  hsn_code: string;
  description: string;
  uqc: 'NOS';
  quantity: number;
}

export interface Gstr1Cdnr {
  buyer_gstin: string;
  buyer_legal_name: string | null;
  note_number: string;
  note_date: string;
  note_type: 'C';
  note_value_in_paise: number;
  place_of_supply: string;
  invoice_number: string;
  invoice_date: string;
  reverse_charge: 'Y' | 'N';
  items: RateRow[];
}

export interface Gstr1DocIssue {
  document: string;
  first_number: string | null;
  last_number: string | null;
  total: number;
  cancelled: number;
  net_issued: number;
}

export interface Gstr1Totals {
  count?: number;
  value_in_paise: number;
  taxable_in_paise: number;
  igst_in_paise: number;
  cgst_in_paise: number;
  sgst_in_paise: number;
  delivery_fee_in_paise: number;
}

export interface Gstr1Export {
  /** 'YYYY-MM'. */
  month: string;
  seller_gstin: string | null;
  b2b: Gstr1B2b[];
  b2cs: Gstr1B2cs[];
  hsn: Gstr1Hsn[];
  cdnr: Gstr1Cdnr[];
  doc_issue: Gstr1DocIssue[];
  totals: { invoices: Gstr1Totals; credit_notes: Gstr1Totals; net: Gstr1Totals };
}
