// The layout of a quotation: the invoice's layout family (DocumentLayout, drawn by
// src/ui/tax-document-view.tsx on screen and paper and by src/ui/tax-document-pdf.ts as a PDF),
// with the quotation's own details: its number (or the provisional one, said in words),
// validity, terms and notes. Every figure is the document's own; only formatting happens here.
import { GST_STATE_CODES } from './gstin.ts';
import type { QuotationDocument, QuotationParty } from './quotation.ts';
import {
  documentDateInWords,
  rupees,
  type DocumentLayout,
  type LayoutColumn,
} from './tax-document-layout.ts';
import { stateWithCode } from './tax-document.ts';

export const PROVISIONAL_NOTE = 'Provisional until confirmed';

const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

/** "Karnataka (29)", or the name alone for a state GSTN has no code for. */
function stateLine(state: string | null): string | null {
  if (!state) return null;
  const code = GST_STATE_CODES[state];
  return code ? stateWithCode(state, code) : state;
}

function partyLines(party: QuotationParty): string[] {
  const lines = [party.name, ...party.lines];
  if (party.gstin) lines.push(`GSTIN: ${party.gstin}`);
  const state = stateLine(party.state);
  if (state) lines.push(`State: ${state}`);
  return lines;
}

/** The quotation's number as printed: the final one, else the provisional one. */
export function quotationNumber(document: QuotationDocument): string {
  return document.number ?? document.provisionalNumber ?? 'Not numbered yet';
}

/** The layout of one quotation; `symbol` is the rupee sign the output can draw. */
export function quotationLayout(document: QuotationDocument, symbol = '₹'): DocumentLayout {
  const money = (paise: number) => rupees(paise, symbol);
  const intraState = document.taxSplit === 'cgst_sgst';
  const number = quotationNumber(document);
  const provisional = document.number === null;
  const placeOfSupply = stateLine(document.buyer.state);

  const details: [string, string][] = [
    [provisional ? 'Provisional number' : 'Quotation number', number],
    ['Date', documentDateInWords(document.date)],
    ['Valid until', documentDateInWords(document.validUntil)],
  ];
  if (placeOfSupply) details.push(['Place of supply', placeOfSupply]);

  const columns: LayoutColumn[] = [
    { label: '#', numeric: false },
    { label: 'Description', numeric: false },
    { label: 'HSN', numeric: false },
    { label: 'Qty', numeric: true },
    { label: 'Unit price', numeric: true },
    { label: 'Discount', numeric: true },
    { label: 'Taxable value', numeric: true },
    { label: 'GST rate', numeric: true },
    { label: intraState ? 'CGST + SGST' : 'IGST', numeric: true },
    { label: 'Total', numeric: true },
  ];
  const rows = document.lines.map((line, index) => [
    String(index + 1),
    line.name,
    line.hsn ?? '',
    String(line.quantity),
    money(line.unitInPaise) + (line.priceInclusive ? ' incl. GST' : ''),
    line.discountPercent > 0 ? percent(line.discountPercent) : '-',
    money(line.taxableInPaise),
    percent(line.gstRate),
    money(line.gstInPaise),
    money(line.totalInPaise),
  ]);

  const totals: [string, string][] = [['Taxable value', money(document.taxableInPaise)]];
  if (intraState) {
    totals.push(['CGST', money(document.cgstInPaise)]);
    totals.push(['SGST', money(document.sgstInPaise)]);
  } else totals.push(['IGST', money(document.igstInPaise)]);
  totals.push([
    'Delivery',
    document.deliveryFeeInPaise > 0 ? money(document.deliveryFeeInPaise) : 'Free',
  ]);
  totals.push(['Quotation total', money(document.totalInPaise)]);

  const terms: [string, string][] = [
    ['Validity', `This quotation is valid until ${documentDateInWords(document.validUntil)}`],
  ];
  if (document.paymentTerms) terms.push(['Payment terms', document.paymentTerms]);
  if (document.deliveryTerms) terms.push(['Delivery terms', document.deliveryTerms]);
  if (document.notes) terms.push(['Notes', document.notes]);

  return {
    title: 'Quotation',
    number,
    ...(provisional ? { note: PROVISIONAL_NOTE } : {}),
    details,
    seller: { heading: 'From', lines: partyLines(document.seller) },
    buyer: { heading: 'Quotation for', lines: partyLines(document.buyer) },
    columns,
    rows,
    totals,
    amountInWords: `Amount in words: ${document.amountInWords}`,
    reverseCharge: '',
    terms,
    signature: [`For ${document.seller.name}`, 'Authorised Signatory'],
    fileName: `Quotation ${number}`.replace(/[^A-Za-z0-9-]+/g, '-'),
  };
}
