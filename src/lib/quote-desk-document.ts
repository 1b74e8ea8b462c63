// The quotation document (src/lib/quotation.ts) as the quote desk fills it: from the device's
// preview while the database has not priced the quote (a field quote with no signal, numbered
// provisionally), else from the database's stored quote. Either way the layout, screen, print
// and PDF are the buyer's (src/lib/quotation-layout.ts).
import { amountInWords } from './amount-in-words.ts';
import { DEFAULT_SELLER_STATE } from './constants.ts';
import { isoDateInIndia } from './india-time.ts';
import type { QuoteForm } from './quote-desk.ts';
import type { QuoteTotals } from './quote-pricing.ts';
import type { QuotationDocument, QuotationLine, QuotationParty } from './quotation.ts';

export interface SellerDetails {
  name: string;
  address: string | null;
  gstin: string | null;
  state: string | null;
}

/** MGRID as a document's seller, from the site settings (the state GSTN knows it by). */
export function mgridSeller(settings: {
  companyAddress: string | null;
  gstin: string | null;
  sellerState: string | null;
}): SellerDetails {
  return {
    name: 'MGRID',
    address: settings.companyAddress,
    gstin: settings.gstin,
    state: settings.sellerState ?? DEFAULT_SELLER_STATE,
  };
}

export function sellerParty(seller: SellerDetails): QuotationParty {
  return {
    name: seller.name,
    lines: (seller.address ?? '')
      .split(/\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    gstin: seller.gstin,
    state: seller.state,
  };
}

export function buyerParty(form: QuoteForm): QuotationParty {
  const legal = form.buyer_legal_name.trim() || form.company.trim();
  const person = form.customer_name.trim();
  const lines: string[] = [];
  if (legal && person && legal !== person) lines.push(`Attn: ${person}`);
  if (form.phone.trim()) lines.push(form.phone.trim());
  if (form.email.trim()) lines.push(form.email.trim());
  return {
    name: legal || person,
    lines,
    gstin: form.buyer_gstin.trim().toUpperCase() || null,
    state: form.delivery_state || null,
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The document from the form and the device's preview of its figures. */
export function previewQuotation(
  form: QuoteForm,
  totals: QuoteTotals,
  seller: SellerDetails,
  numbers: { number: string | null; provisionalNumber: string | null },
  now: Date,
): QuotationDocument {
  const lines: QuotationLine[] = totals.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    hsn: line.hsn,
    quantity: line.quantity,
    unitInPaise: line.unitInPaise,
    discountPercent: line.discountPercent,
    priceInclusive: line.priceInclusive,
    taxableInPaise: line.totalInPaise - line.gstInPaise,
    gstRate: line.gstRate,
    gstInPaise: line.gstInPaise,
    totalInPaise: line.totalInPaise,
  }));
  const split = totals.split;
  return {
    number: numbers.number,
    provisionalNumber: numbers.provisionalNumber,
    date: isoDateInIndia(now),
    validUntil: form.valid_until,
    seller: sellerParty(seller),
    buyer: buyerParty(form),
    lines,
    taxSplit: split.kind,
    taxableInPaise: lines.reduce((n, l) => n + l.taxableInPaise, 0),
    cgstInPaise: split.kind === 'cgst_sgst' ? split.cgst : 0,
    sgstInPaise: split.kind === 'cgst_sgst' ? split.sgst : 0,
    igstInPaise: split.kind === 'igst' ? split.igst : 0,
    deliveryFeeInPaise: totals.deliveryFeeInPaise,
    totalInPaise: totals.totalInPaise,
    amountInWords: amountInWords(totals.totalInPaise),
    paymentTerms: blankToNull(form.payment_terms),
    deliveryTerms: blankToNull(form.delivery_terms),
    notes: blankToNull(form.notes),
  };
}
