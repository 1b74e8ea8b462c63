// One layout of a tax invoice or credit note (CGST Rule 46), used by the screen, print and
// PDF alike so they never disagree: every text is taken from the frozen row the database
// issued (public.invoices), never recomputed here. Only formatting happens: paise to rupees
// with two decimals, the document date in words.
import { groupIndian } from './money.ts';
import { reverseChargeText, stateWithCode, type TaxDocument } from './tax-document.ts';

export interface LayoutBlock {
  heading: string;
  lines: string[];
}

export interface LayoutColumn {
  label: string;
  /** Right-aligned figures. */
  numeric: boolean;
}

export interface DocumentLayout {
  title: string;
  number: string;
  /** A line under the title that must not be missed ("Provisional until confirmed"). */
  note?: string;
  /** Number, date, order, place of supply (and for a credit note its invoice and reason). */
  details: [string, string][];
  seller: LayoutBlock;
  buyer: LayoutBlock;
  columns: LayoutColumn[];
  rows: string[][];
  totals: [string, string][];
  amountInWords: string;
  /** Rule 46's reverse-charge line; empty where it does not apply (a quotation). */
  reverseCharge: string;
  /** Labelled lines after the totals: a quotation's validity, terms and notes. */
  terms?: [string, string][];
  signature: [string, string];
  /** What the document is called in a file name: "Tax-Invoice-MG-26-27-000123". */
  fileName: string;
}

/** "₹1,23,456.78"; the PDF's standard font has no ₹, so it passes "Rs. ". */
export function rupees(paise: number, symbol = '₹'): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${symbol}${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11-26" (a document date, already India's day) -> "26 November 2026". */
export function documentDateInWords(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  if (!match) return '';
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${Number(match[3])} ${month} ${match[1]}` : '';
}

const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

/** The layout of one issued document; `symbol` is the rupee sign the output can draw. */
export function documentLayout(document: TaxDocument, symbol = '₹'): DocumentLayout {
  const money = (paise: number) => rupees(paise, symbol);
  const isCredit = document.kind === 'credit_note';
  const intraState = document.tax_split === 'cgst_sgst';
  const details: [string, string][] = [
    [isCredit ? 'Credit note number' : 'Invoice number', document.number],
    [isCredit ? 'Credit note date' : 'Invoice date', documentDateInWords(document.document_date)],
  ];
  if (isCredit) {
    details.push(['Against invoice', document.invoice_number ?? '']);
    details.push(['Invoice date', documentDateInWords(document.invoice_date)]);
    if (document.reason) details.push(['Reason', document.reason]);
  }
  details.push(['Order', document.order_number]);
  details.push([
    'Place of supply',
    stateWithCode(document.place_of_supply, document.place_of_supply_code),
  ]);

  const taxColumns: LayoutColumn[] = intraState
    ? [
        { label: 'CGST', numeric: true },
        { label: 'SGST', numeric: true },
      ]
    : [{ label: 'IGST', numeric: true }];
  const columns: LayoutColumn[] = [
    { label: '#', numeric: false },
    { label: 'Description', numeric: false },
    { label: 'HSN', numeric: false },
    { label: 'Qty', numeric: true },
    { label: 'Unit', numeric: false },
    { label: 'Unit price', numeric: true },
    { label: 'Discount', numeric: true },
    { label: 'Taxable value', numeric: true },
    { label: 'GST rate', numeric: true },
    ...taxColumns,
    { label: 'Total', numeric: true },
  ];
  const rows = document.lines.map((line, index) => {
    const taxes = intraState
      ? [
          `${money(line.cgst_in_paise)} (${percent(line.cgst_rate)})`,
          `${money(line.sgst_in_paise)} (${percent(line.sgst_rate)})`,
        ]
      : [`${money(line.igst_in_paise)} (${percent(line.igst_rate)})`];
    return [
      String(index + 1),
      line.description,
      line.hsn_code ?? '',
      String(line.quantity),
      line.unit,
      money(line.unit_price_in_paise) + (line.price_inclusive ? ' incl. GST' : ''),
      money(line.discount_in_paise),
      money(line.taxable_in_paise),
      percent(line.gst_rate),
      ...taxes,
      money(line.total_in_paise),
    ];
  });

  const totals: [string, string][] = [['Taxable value', money(document.taxable_in_paise)]];
  if (intraState) {
    totals.push(['CGST', money(document.cgst_in_paise)]);
    totals.push(['SGST', money(document.sgst_in_paise)]);
  } else totals.push(['IGST', money(document.igst_in_paise)]);
  if (document.delivery_fee_in_paise > 0) {
    totals.push(['Delivery', money(document.delivery_fee_in_paise)]);
  }
  totals.push([isCredit ? 'Total credit' : 'Invoice total', money(document.total_in_paise)]);

  const buyerLines = [document.buyer_legal_name ?? document.buyer_name];
  if (document.buyer_legal_name && document.buyer_legal_name !== document.buyer_name) {
    buyerLines.push(`Attn: ${document.buyer_name}`);
  }
  buyerLines.push(...splitAddress(document.buyer_address));
  if (document.buyer_gstin) buyerLines.push(`GSTIN: ${document.buyer_gstin}`);
  buyerLines.push(
    `State: ${stateWithCode(document.place_of_supply, document.place_of_supply_code)}`,
  );

  return {
    title: document.title,
    number: document.number,
    details,
    seller: {
      heading: 'Seller',
      lines: [
        document.seller_legal_name,
        ...splitAddress(document.seller_address),
        `GSTIN: ${document.seller_gstin}`,
        `State: ${stateWithCode(document.seller_state, document.seller_state_code)}`,
      ],
    },
    buyer: { heading: isCredit ? 'Issued to' : 'Bill to', lines: buyerLines },
    columns,
    rows,
    totals,
    amountInWords: `Amount in words: ${document.amount_in_words}`,
    reverseCharge: reverseChargeText(document),
    signature: [`For ${document.seller_legal_name}`, 'Authorised Signatory'],
    fileName: `${document.title} ${document.number}`.replace(/[^A-Za-z0-9-]+/g, '-'),
  };
}

/** An address stored on one line with newlines or commas, as lines to print. */
function splitAddress(address: string): string[] {
  return address
    .split(/\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
