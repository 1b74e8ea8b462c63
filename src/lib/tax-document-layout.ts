// One layout of a tax invoice or credit note (CGST Rule 46), used by the screen, print and
// PDF alike so they never disagree: every text is taken from the frozen row the database
// issued (public.invoices), never recomputed here. Only formatting happens: paise to rupees
// with two decimals, the document date in words.
import { english, type Translate } from './i18n/format.ts';
import { groupIndian } from './group-indian.ts';
import { dayInWords } from './india-time.ts';
import { reverseChargeText, stateWithCode, type TaxDocument } from './tax-document.ts';

export interface LayoutBlock {
  heading: string;
  lines: string[];
}

export interface LayoutColumn {
  /** The column's English name, which the PDF sizes it by (the label may be translated). */
  key?: string;
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

/**
 * A legal field printed in both languages where the law allows ("Place of supply / आपूर्ति का
 * स्थान"); the English alone when the page is English.
 */
export function bilingual(englishText: string, translated: string): string {
  return translated === englishText ? englishText : `${englishText} / ${translated}`;
}

const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

/**
 * The layout of one issued document; `symbol` is the rupee sign the output can draw, `t` and
 * `locale` the language it is printed in.
 */
export function documentLayout(
  document: TaxDocument,
  symbol = '₹',
  t: Translate = english,
  locale = 'en-IN',
): DocumentLayout {
  const money = (paise: number) => rupees(paise, symbol);
  const isCredit = document.kind === 'credit_note';
  const intraState = document.tax_split === 'cgst_sgst';
  const invoiceDate = bilingual('Invoice date', t('Invoice date'));
  const details: [string, string][] = [
    [
      isCredit
        ? bilingual('Credit note number', t('Credit note number'))
        : bilingual('Invoice number', t('Invoice number')),
      document.number,
    ],
    [
      isCredit ? bilingual('Credit note date', t('Credit note date')) : invoiceDate,
      dayInWords(document.document_date, locale),
    ],
  ];
  if (isCredit) {
    details.push([t('Against invoice'), document.invoice_number ?? '']);
    details.push([invoiceDate, dayInWords(document.invoice_date, locale)]);
    if (document.reason) details.push([t('Reason'), document.reason]);
  }
  details.push([t('Order'), document.order_number]);
  details.push([
    bilingual('Place of supply', t('Place of supply')),
    stateWithCode(document.place_of_supply, document.place_of_supply_code),
  ]);
  // A dealer's invoice is due by its terms; a consignment above ₹50,000 ships with an e-way bill.
  if (!isCredit && document.due_date) {
    details.push([bilingual('Due date', t('Due date')), dayInWords(document.due_date, locale)]);
  }
  if (!isCredit && document.eway_bill_number) {
    details.push([
      bilingual('E-way bill number', t('E-way bill number')),
      document.eway_bill_number,
    ]);
  }

  const taxColumns: LayoutColumn[] = intraState
    ? [
        { label: 'CGST', numeric: true },
        { label: 'SGST', numeric: true },
      ]
    : [{ label: 'IGST', numeric: true }];
  const columns: LayoutColumn[] = [
    { label: '#', numeric: false },
    { key: 'Description', label: t('Description'), numeric: false },
    { label: 'HSN', numeric: false },
    { key: 'Qty', label: t('Qty'), numeric: true },
    { key: 'Unit', label: t('Unit'), numeric: false },
    { key: 'Unit price', label: t('Unit price'), numeric: true },
    { key: 'Discount', label: t('Discount'), numeric: true },
    { key: 'Taxable value', label: t('Taxable value'), numeric: true },
    { key: 'GST rate', label: t('GST rate'), numeric: true },
    ...taxColumns,
    { key: 'Total', label: t('Total'), numeric: true },
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
      money(line.unit_price_in_paise) + (line.price_inclusive ? t(' incl. GST') : ''),
      money(line.discount_in_paise),
      money(line.taxable_in_paise),
      percent(line.gst_rate),
      ...taxes,
      money(line.total_in_paise),
    ];
  });

  const totals: [string, string][] = [
    [bilingual('Taxable value', t('Taxable value')), money(document.taxable_in_paise)],
  ];
  if (intraState) {
    totals.push(['CGST', money(document.cgst_in_paise)]);
    totals.push(['SGST', money(document.sgst_in_paise)]);
  } else totals.push(['IGST', money(document.igst_in_paise)]);
  if (document.delivery_fee_in_paise > 0) {
    totals.push([t('Delivery'), money(document.delivery_fee_in_paise)]);
  }
  totals.push([
    isCredit ? t('Total credit') : bilingual('Invoice total', t('Invoice total')),
    money(document.total_in_paise),
  ]);

  const buyerLines = [document.buyer_legal_name ?? document.buyer_name];
  if (document.buyer_legal_name && document.buyer_legal_name !== document.buyer_name) {
    buyerLines.push(t('Attn: {name}', { name: document.buyer_name }));
  }
  buyerLines.push(...splitAddress(document.buyer_address));
  if (document.buyer_gstin) buyerLines.push(`GSTIN: ${document.buyer_gstin}`);
  buyerLines.push(
    t('State: {state}', {
      state: stateWithCode(document.place_of_supply, document.place_of_supply_code),
    }),
  );

  return {
    title: bilingual(document.title, isCredit ? t('Credit Note') : t('Tax Invoice')),
    number: document.number,
    details,
    seller: {
      heading: t('Seller'),
      lines: [
        document.seller_legal_name,
        ...splitAddress(document.seller_address),
        `GSTIN: ${document.seller_gstin}`,
        t('State: {state}', {
          state: stateWithCode(document.seller_state, document.seller_state_code),
        }),
      ],
    },
    buyer: { heading: isCredit ? t('Issued to') : t('Bill to'), lines: buyerLines },
    columns,
    rows,
    totals,
    // The amount in words stays English (the database writes it, and the law accepts it).
    amountInWords: t('Amount in words: {amount}', { amount: document.amount_in_words }),
    reverseCharge: reverseChargeText(document, t),
    signature: [
      t('For {seller}', { seller: document.seller_legal_name }),
      t('Authorised Signatory'),
    ],
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
