// A dealer's account with MGRID: the ledger as the database answers it (public.dealer_ledger,
// public.my_dealer_ledger), a shorter period cut from the phone's copy with its own opening
// balance, the statement as a document (the invoice's layout family, so screen, print and
// PDF agree), the checks on a payment staff record before record_dealer_payment checks them
// again, and the ageing report as CSV. Figures are the database's; only formatting and the
// cutting of a period happen here.
import { toCsv } from './csv.ts';
import { paymentTermsLabel } from './dealer-desk.ts';
import { english, type Translate } from './i18n/format.ts';
import { msg } from './i18n/msg.ts';
import { dayInWords } from './india-time.ts';
import { parseIsoDate } from './iso-date.ts';
import { priceTextToPaise } from './money.ts';
import { amount } from './order-csv.ts';
import { sellerParty, type SellerDetails } from './quote-desk-document.ts';
import { rupees, type DocumentLayout, type LayoutColumn } from './tax-document-layout.ts';

export type LedgerKind = 'invoice' | 'payment' | 'credit_note' | 'bounce';

/** One line of the ledger, oldest first (public.dealer_ledger's entries). */
export interface LedgerEntry {
  date: string;
  kind: LedgerKind;
  id: string;
  /** An invoice's or credit note's number. */
  number: string | null;
  /** An invoice's order number, a credit note's invoice, a payment's UTR or cheque number. */
  reference: string | null;
  method?: string | null;
  reason?: string | null;
  debit_in_paise: number;
  credit_in_paise: number;
  /** Running: what the dealer owes after this line (negative: an advance). */
  balance_in_paise: number;
  due_date?: string | null;
  outstanding_in_paise?: number | null;
  days_overdue?: number | null;
}

export interface DealerLedger {
  dealer_id: string;
  business_name: string;
  gstin: string;
  payment_terms: string;
  /** The first day (null: from the beginning). */
  from: string | null;
  to: string;
  opening_balance_in_paise: number;
  entries: LedgerEntry[];
  closing_balance_in_paise: number;
}

export const PAYMENT_METHODS = ['upi', 'neft_rtgs', 'cheque', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  upi: msg('UPI'),
  neft_rtgs: msg('NEFT/RTGS'),
  cheque: msg('Cheque'),
  cash: msg('Cash'),
};

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(value);

/** "NEFT/RTGS" for neft_rtgs (English: show it with t()); an unknown value as it is. */
export const paymentMethodLabel = (method: string): string =>
  isPaymentMethod(method) ? METHOD_LABELS[method] : method;

/** "₹12,500.00 Dr" (the dealer owes), "₹500.00 Cr" (an advance), "₹0.00" (settled). */
export function balanceText(paise: number, symbol = '₹', t: Translate = english): string {
  if (paise === 0) return rupees(0, symbol);
  return `${rupees(Math.abs(paise), symbol)} ${paise > 0 ? t('Dr') : t('Cr')}`;
}

/** What a line is, in words: "Invoice MG/26-27/000123", "Payment by UPI", ... */
export function particulars(entry: LedgerEntry, t: Translate = english): string {
  const method = t(paymentMethodLabel(entry.method ?? ''));
  switch (entry.kind) {
    case 'invoice':
      return t('Invoice {number}', { number: entry.number ?? '' });
    case 'credit_note':
      return entry.reason
        ? t('Credit note {number}: {reason}', { number: entry.number ?? '', reason: entry.reason })
        : t('Credit note {number}', { number: entry.number ?? '' });
    case 'payment':
      return t('Payment by {method}', { method });
    case 'bounce':
      return t('Cheque bounced: {reason}', { reason: entry.reason ?? '' });
  }
}

/**
 * The part of `ledger` from `from` (null: all of it) to `to`, with the balance carried in as
 * its opening; null when the period starts before what `ledger` holds (the phone's copy goes
 * back twelve months: an older period needs the server).
 */
export function ledgerPeriod(
  ledger: DealerLedger,
  from: string | null,
  to: string,
): DealerLedger | null {
  if (ledger.from !== null && (from === null || from < ledger.from)) return null;
  let opening = ledger.opening_balance_in_paise;
  const entries: LedgerEntry[] = [];
  for (const entry of ledger.entries) {
    if (from !== null && entry.date < from) opening = entry.balance_in_paise;
    else if (entry.date <= to) entries.push(entry);
  }
  return {
    ...ledger,
    from,
    to,
    opening_balance_in_paise: opening,
    entries,
    closing_balance_in_paise: entries.at(-1)?.balance_in_paise ?? opening,
  };
}

/** The statement's address: /dealer/statement/2026-04-01/2026-11-30 (from "all": the start). */
export const statementPath = (from: string | null, to: string) =>
  `/dealer/statement/${from ?? 'all'}/${to}`;

/** The period a statement's address names, or null when it is not one (to before from). */
export function statementPeriod(
  fromParam: string | undefined,
  toParam: string | undefined,
): { from: string | null; to: string } | null {
  const day = (text: string | undefined) =>
    text && /^\d{4}-\d{2}-\d{2}$/.test(text) && parseIsoDate(text) ? text : null;
  const to = day(toParam);
  const from = fromParam === 'all' ? null : day(fromParam);
  if (!to || (from === null && fromParam !== 'all') || (from !== null && from > to)) return null;
  return { from, to };
}

/** The first day of the month `months` before `today`'s (yyyy-mm-dd): a period's usual start. */
export function monthStart(today: string, months = 0): string {
  const [year, month] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year!, month! - 1 - months, 1));
  return first.toISOString().slice(0, 10);
}

/** The first day of India's financial year `today` (yyyy-mm-dd) falls in: 1 April. */
export function financialYearStart(today: string): string {
  const [year, month] = today.split('-').map(Number);
  return `${month! >= 4 ? year : year! - 1}-04-01`;
}

export interface StatementTotals {
  debitInPaise: number;
  creditInPaise: number;
}

export function statementTotals(ledger: DealerLedger): StatementTotals {
  return ledger.entries.reduce(
    (sum, entry) => ({
      debitInPaise: sum.debitInPaise + entry.debit_in_paise,
      creditInPaise: sum.creditInPaise + entry.credit_in_paise,
    }),
    { debitInPaise: 0, creditInPaise: 0 },
  );
}

/**
 * The statement of account for `ledger`'s period as a document: one line per entry with the
 * running balance, the opening and closing balances and the period's debits and credits.
 * `symbol` is the rupee sign the output can draw, `t` and `locale` its language.
 */
export function statementLayout(
  ledger: DealerLedger,
  seller: SellerDetails,
  symbol = '₹',
  t: Translate = english,
  locale = 'en-IN',
): DocumentLayout {
  const money = (paise: number) => (paise === 0 ? '' : rupees(paise, symbol));
  const balance = (paise: number) => balanceText(paise, symbol, t);
  const from = ledger.from ? dayInWords(ledger.from, locale) : t('the first entry');
  const to = dayInWords(ledger.to, locale);
  const period = t('{from} to {to}', { from, to });
  const totals = statementTotals(ledger);
  const party = sellerParty(seller);
  const columns: LayoutColumn[] = [
    { key: 'Date', label: t('Date'), numeric: false },
    { key: 'Particulars', label: t('Particulars'), numeric: false },
    { key: 'Reference', label: t('Reference'), numeric: false },
    { key: 'Debit', label: t('Debit'), numeric: true },
    { key: 'Credit', label: t('Credit'), numeric: true },
    { key: 'Balance', label: t('Balance'), numeric: true },
  ];
  const opening = [
    ledger.from ? dayInWords(ledger.from, locale) : '',
    t('Opening balance'),
    '',
    '',
    '',
    balance(ledger.opening_balance_in_paise),
  ];
  const rows = ledger.entries.map((entry) => [
    dayInWords(entry.date, locale),
    particulars(entry, t),
    entry.reference ?? '',
    money(entry.debit_in_paise),
    money(entry.credit_in_paise),
    balance(entry.balance_in_paise),
  ]);
  return {
    title: t('Statement of account'),
    number: period,
    details: [
      [t('Period'), period],
      [t('Payment terms'), t(paymentTermsLabel(ledger.payment_terms))],
      [t('Opening balance'), balance(ledger.opening_balance_in_paise)],
      [t('Closing balance'), balance(ledger.closing_balance_in_paise)],
    ],
    seller: {
      heading: t('From'),
      lines: [party.name, ...party.lines, ...(party.gstin ? [`GSTIN: ${party.gstin}`] : [])],
    },
    buyer: {
      heading: t('Dealer'),
      lines: [ledger.business_name, `GSTIN: ${ledger.gstin}`],
    },
    columns,
    rows: [opening, ...rows],
    totals: [
      [t('Opening balance'), balance(ledger.opening_balance_in_paise)],
      [t('Debits in the period'), rupees(totals.debitInPaise, symbol)],
      [t('Credits in the period'), rupees(totals.creditInPaise, symbol)],
      [t('Closing balance'), balance(ledger.closing_balance_in_paise)],
    ],
    amountInWords:
      ledger.closing_balance_in_paise > 0
        ? t('{amount} is owed to {seller}.', {
            amount: rupees(ledger.closing_balance_in_paise, symbol),
            seller: party.name,
          })
        : ledger.closing_balance_in_paise < 0
          ? t('{amount} is held as an advance.', {
              amount: rupees(-ledger.closing_balance_in_paise, symbol),
            })
          : t('Nothing is owed.'),
    reverseCharge: '',
    signature: [t('For {seller}', { seller: party.name }), t('A computer-made statement')],
    fileName: `Statement-${ledger.business_name}-${ledger.from ?? 'start'}-${ledger.to}`
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/-+/g, '-'),
  };
}

// --- A payment as staff type it ----------------------------------------------------------------

/** The largest cash payment allowed is below ₹2,00,000 (Income Tax Act, section 269ST). */
export const CASH_LIMIT_IN_PAISE = 2_00_000 * 100;
/** The largest amount one payment may carry (as record_dealer_payment). */
export const MAX_PAYMENT_IN_PAISE = 100_00_00_000;

/** The messages; where the database refuses the same thing it uses the same words. */
export const PAYMENT_MESSAGES = {
  method: msg('Choose how the dealer paid: UPI, NEFT/RTGS, cheque or cash.'),
  upiMissing: msg("A UPI payment needs its 12-digit UTR (the bank's transaction reference)."),
  upiDigits: msg('The UPI UTR must be 12 digits.'),
  neft: msg("A NEFT or RTGS payment needs the bank's UTR: 16 to 22 letters and digits."),
  cheque: msg('A cheque needs its 6-digit cheque number.'),
  cashReceipt: msg('A cash receipt number is at most 40 characters.'),
  amount: msg('Enter the amount received in rupees, for example 25,000 or 25,000.50.'),
  cashLimit: msg(
    'Cash of ₹2,00,000 or more in one payment is not allowed (Income Tax Act, section 269ST): take it by bank transfer or cheque.',
  ),
  receivedOn: msg('Please give the day the payment was received.'),
  future: msg('The payment is dated {date}, which is in the future: give the day it was received.'),
  chequeDate: msg('A cheque needs its date.'),
  postDated: msg('This cheque is post-dated ({date}): record it on or after its date.'),
  stale: msg(
    'This cheque is dated {date}, more than three months before it was received: a bank will not pay it.',
  ),
  note: msg('The note can be at most 500 characters.'),
  bounceReason: msg('Please give the reason the cheque bounced (at least 3 characters).'),
} as const;

export interface PaymentForm {
  method: string | null;
  reference: string;
  chequeDate: string;
  amount: string;
  receivedOn: string;
  note: string;
}

/** What record_dealer_payment takes, without the id and dealer the caller adds. */
export interface PaymentArgs {
  method: PaymentMethod;
  reference: string | null;
  cheque_date: string | null;
  amount_in_paise: number;
  received_on: string;
  note: string | null;
}

export type PaymentErrors = Partial<Record<keyof PaymentForm, string>>;

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** "2026-12-04" -> "04 Dec 2026", as the database's to_char(day, 'DD Mon YYYY'). */
const dayAsDatabase = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${date} ${SHORT_MONTHS[Number(month) - 1]} ${year}`;
};

/** `day` less `months` months, the last of the month when it has fewer days (as SQL's interval). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year!, month! - 1 - months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date!, last));
  return target.toISOString().slice(0, 10);
}

/** Rupees as typed ("25,000", "₹25000.50", "Rs 1,00,000"): paise, or null when it is not one. */
export function amountToPaise(text: string): number | null {
  const cleaned = text.replace(/\s/g, '').replace(/^(₹|Rs\.?|INR)/i, '');
  if (!/^\d[\d,]*(\.\d{1,2})?$/.test(cleaned)) return null;
  const paise = priceTextToPaise(cleaned);
  return paise === null || paise <= 0 || paise > MAX_PAYMENT_IN_PAISE ? null : paise;
}

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseIsoDate(text) !== null;

/**
 * The payment's arguments, or a message per field: `today` is India's (yyyy-mm-dd); the
 * reference is read as the bank writes it (capitals, no spaces).
 */
export function paymentOf(
  form: PaymentForm,
  today: string,
  t: Translate = english,
): { ok: true; args: PaymentArgs } | { ok: false; errors: PaymentErrors } {
  const errors: PaymentErrors = {};
  const method = isPaymentMethod(form.method) ? form.method : null;
  if (!method) errors.method = t(PAYMENT_MESSAGES.method);
  const reference = form.reference.replace(/\s/g, '').toUpperCase() || null;
  if (method === 'upi') {
    if (!reference) errors.reference = t(PAYMENT_MESSAGES.upiMissing);
    else if (!/^\d{12}$/.test(reference)) errors.reference = t(PAYMENT_MESSAGES.upiDigits);
  } else if (method === 'neft_rtgs') {
    if (!reference || !/^[A-Z0-9]{16,22}$/.test(reference)) {
      errors.reference = t(PAYMENT_MESSAGES.neft);
    }
  } else if (method === 'cheque') {
    if (!reference || !/^\d{6}$/.test(reference)) errors.reference = t(PAYMENT_MESSAGES.cheque);
  } else if (method === 'cash' && reference && reference.length > 40) {
    errors.reference = t(PAYMENT_MESSAGES.cashReceipt);
  }

  const amount = amountToPaise(form.amount);
  if (amount === null) errors.amount = t(PAYMENT_MESSAGES.amount);
  else if (method === 'cash' && amount >= CASH_LIMIT_IN_PAISE) {
    errors.amount = t(PAYMENT_MESSAGES.cashLimit);
  }

  const receivedOn = form.receivedOn.trim();
  if (!isDay(receivedOn)) errors.receivedOn = t(PAYMENT_MESSAGES.receivedOn);
  else if (receivedOn > today) {
    errors.receivedOn = t(PAYMENT_MESSAGES.future, { date: dayAsDatabase(receivedOn) });
  }

  const chequeDate = form.chequeDate.trim();
  if (method === 'cheque') {
    if (!isDay(chequeDate)) errors.chequeDate = t(PAYMENT_MESSAGES.chequeDate);
    else if (isDay(receivedOn) && chequeDate > receivedOn) {
      errors.chequeDate = t(PAYMENT_MESSAGES.postDated, { date: dayAsDatabase(chequeDate) });
    } else if (isDay(receivedOn) && chequeDate < monthsBefore(receivedOn, 3)) {
      errors.chequeDate = t(PAYMENT_MESSAGES.stale, { date: dayAsDatabase(chequeDate) });
    }
  }

  const note = form.note.trim();
  if (note.length > 500) errors.note = t(PAYMENT_MESSAGES.note);

  if (Object.keys(errors).length > 0 || !method || amount === null) return { ok: false, errors };
  return {
    ok: true,
    args: {
      method,
      reference: method === 'cash' ? reference : reference!,
      cheque_date: method === 'cheque' ? chequeDate : null,
      amount_in_paise: amount,
      received_on: receivedOn,
      note: note || null,
    },
  };
}

/** Why a bounce's reason will not do, or null (the database asks for one too). */
export function bounceReasonProblem(reason: string, t: Translate = english): string | null {
  return reason.replace(/\s+/g, ' ').trim().length < 3 ? t(PAYMENT_MESSAGES.bounceReason) : null;
}

// --- Ageing across dealers -----------------------------------------------------------------------

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** One row of public.admin_dealer_ageing. */
export interface AgeingRow {
  dealer_id: string;
  business_name: string;
  city: string;
  status: string;
  payment_terms: string;
  credit_limit_in_paise: number;
  balance_in_paise: number;
  not_due_in_paise: number;
  overdue_in_paise: Record<AgeingBucket, number>;
  overdue_total_in_paise: number;
}

/** The ageing report as CSV, in the report's order (most overdue first); names are guarded. */
export function ageingCsv(rows: readonly AgeingRow[]): string {
  return toCsv<AgeingRow>(
    [
      { header: 'Dealer', value: (r) => r.business_name },
      { header: 'City', value: (r) => r.city },
      { header: 'Status', value: (r) => r.status },
      { header: 'Payment terms', value: (r) => r.payment_terms },
      { header: 'Credit limit (Rs)', value: (r) => amount(r.credit_limit_in_paise) },
      { header: 'Balance (Rs)', value: (r) => amount(r.balance_in_paise) },
      { header: 'Not yet due (Rs)', value: (r) => amount(r.not_due_in_paise) },
      ...AGEING_BUCKETS.map((bucket) => ({
        header: `Overdue ${bucket} days (Rs)`,
        value: (r: AgeingRow) => amount(r.overdue_in_paise[bucket] ?? 0),
      })),
      { header: 'Overdue total (Rs)', value: (r) => amount(r.overdue_total_in_paise) },
      { header: 'Dealer id', value: (r) => r.dealer_id },
    ],
    rows,
  );
}

/** "dealer-ageing-2026-12-04.csv" */
export const ageingCsvName = (today: string) => `dealer-ageing-${today}.csv`;
