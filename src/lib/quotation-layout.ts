// The layout of a quotation: the invoice's layout family (DocumentLayout, drawn by
// src/ui/tax-document-view.tsx on screen and paper and by src/ui/tax-document-pdf.ts as a PDF),
// with the quotation's own details: its number (or the provisional one, said in words),
// validity, terms and notes. Every figure is the document's own; only formatting happens here.
import { GST_STATE_CODES } from './gstin.ts';
import { english, type Translate } from './i18n/format.ts';
import { msg } from './i18n/msg.ts';
import { dayInWords } from './india-time.ts';
import type { QuotationDocument, QuotationParty } from './quotation.ts';
import {
  bilingual,
  rupees,
  type DocumentLayout,
  type LayoutColumn,
} from './tax-document-layout.ts';
import { stateWithCode } from './tax-document.ts';

export const PROVISIONAL_NOTE = msg('Provisional until confirmed');

const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

/** "Karnataka (29)", or the name alone for a state GSTN has no code for. */
function stateLine(state: string | null): string | null {
  if (!state) return null;
  const code = GST_STATE_CODES[state];
  return code ? stateWithCode(state, code) : state;
}

function partyLines(party: QuotationParty, t: Translate): string[] {
  const lines = [party.name, ...party.lines];
  if (party.gstin) lines.push(`GSTIN: ${party.gstin}`);
  const state = stateLine(party.state);
  if (state) lines.push(t('State: {state}', { state }));
  return lines;
}

/** The quotation's number as printed: the final one, else the provisional one. */
export function quotationNumber(document: QuotationDocument, t: Translate = english): string {
  return document.number ?? document.provisionalNumber ?? t('Not numbered yet');
}

/**
 * The layout of one quotation; `symbol` is the rupee sign the output can draw, `t` and
 * `locale` the language it is printed in.
 */
export function quotationLayout(
  document: QuotationDocument,
  symbol = '₹',
  t: Translate = english,
  locale = 'en-IN',
): DocumentLayout {
  const money = (paise: number) => rupees(paise, symbol);
  const intraState = document.taxSplit === 'cgst_sgst';
  const number = quotationNumber(document, t);
  const provisional = document.number === null;
  const placeOfSupply = stateLine(document.buyer.state);
  const validUntil = dayInWords(document.validUntil, locale);

  const details: [string, string][] = [
    [provisional ? t('Provisional number') : t('Quotation number'), number],
    [t('Date'), dayInWords(document.date, locale)],
    [t('Valid until'), validUntil],
  ];
  if (placeOfSupply)
    details.push([bilingual('Place of supply', t('Place of supply')), placeOfSupply]);

  const columns: LayoutColumn[] = [
    { label: '#', numeric: false },
    { key: 'Description', label: t('Description'), numeric: false },
    { label: 'HSN', numeric: false },
    { key: 'Qty', label: t('Qty'), numeric: true },
    { key: 'Unit price', label: t('Unit price'), numeric: true },
    { key: 'Discount', label: t('Discount'), numeric: true },
    { key: 'Taxable value', label: t('Taxable value'), numeric: true },
    { key: 'GST rate', label: t('GST rate'), numeric: true },
    { label: intraState ? 'CGST + SGST' : 'IGST', numeric: true },
    { key: 'Total', label: t('Total'), numeric: true },
  ];
  const rows = document.lines.map((line, index) => [
    String(index + 1),
    line.name,
    line.hsn ?? '',
    String(line.quantity),
    money(line.unitInPaise) + (line.priceInclusive ? t(' incl. GST') : ''),
    line.discountPercent > 0 ? percent(line.discountPercent) : '-',
    money(line.taxableInPaise),
    percent(line.gstRate),
    money(line.gstInPaise),
    money(line.totalInPaise),
  ]);

  const totals: [string, string][] = [
    [bilingual('Taxable value', t('Taxable value')), money(document.taxableInPaise)],
  ];
  if (intraState) {
    totals.push(['CGST', money(document.cgstInPaise)]);
    totals.push(['SGST', money(document.sgstInPaise)]);
  } else totals.push(['IGST', money(document.igstInPaise)]);
  totals.push([
    t('Delivery'),
    document.deliveryFeeInPaise > 0 ? money(document.deliveryFeeInPaise) : t('Free'),
  ]);
  totals.push([t('Quotation total'), money(document.totalInPaise)]);

  const terms: [string, string][] = [
    [t('Validity'), t('This quotation is valid until {date}', { date: validUntil })],
  ];
  if (document.paymentTerms) terms.push([t('Payment terms'), document.paymentTerms]);
  if (document.deliveryTerms) terms.push([t('Delivery terms'), document.deliveryTerms]);
  if (document.notes) terms.push([t('Notes'), document.notes]);

  return {
    title: t('Quotation'),
    number,
    ...(provisional ? { note: t(PROVISIONAL_NOTE) } : {}),
    details,
    seller: { heading: t('From'), lines: partyLines(document.seller, t) },
    buyer: { heading: t('Quotation for'), lines: partyLines(document.buyer, t) },
    columns,
    rows,
    totals,
    // The amount in words stays English (written by the database).
    amountInWords: t('Amount in words: {amount}', { amount: document.amountInWords }),
    reverseCharge: '',
    terms,
    signature: [t('For {seller}', { seller: document.seller.name }), t('Authorised Signatory')],
    fileName: `Quotation ${number}`.replace(/[^A-Za-z0-9-]+/g, '-'),
  };
}
