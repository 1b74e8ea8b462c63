import { describe, expect, it } from 'vitest';
import {
  ageingCsv,
  amountToPaise,
  balanceText,
  bounceReasonProblem,
  financialYearStart,
  ledgerPeriod,
  monthStart,
  monthsBefore,
  particulars,
  paymentOf,
  PAYMENT_MESSAGES,
  statementLayout,
  statementPath,
  statementPeriod,
  type AgeingRow,
  type DealerLedger,
  type LedgerEntry,
  type PaymentForm,
} from '../../../src/lib/dealer-ledger.ts';
import { columnWidths } from '../../../src/lib/pdf-columns.ts';
import type { Translate } from '../../../src/lib/i18n/format.ts';

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  date: '2026-10-01',
  kind: 'invoice',
  id: 'x',
  number: null,
  reference: null,
  debit_in_paise: 0,
  credit_in_paise: 0,
  balance_in_paise: 0,
  ...over,
});

// Twelve months' copy: 5,000 owed at the start, an invoice, a UPI payment, a credit note, a
// bounced cheque, in that order.
const ledger: DealerLedger = {
  dealer_id: 'd1',
  business_name: 'Shree Tools, Pune',
  gstin: '27AAPFU0939F1ZV',
  payment_terms: 'net30',
  from: '2026-01-01',
  to: '2026-12-04',
  opening_balance_in_paise: 500000,
  entries: [
    entry({
      date: '2026-09-10',
      kind: 'invoice',
      number: 'MG/26-27/000101',
      reference: 'MG-1001',
      debit_in_paise: 1180000,
      balance_in_paise: 1680000,
    }),
    entry({
      date: '2026-10-05',
      kind: 'payment',
      method: 'upi',
      reference: '412345678901',
      credit_in_paise: 1000000,
      balance_in_paise: 680000,
    }),
    entry({
      date: '2026-11-02',
      kind: 'credit_note',
      number: 'MG/26-27/CN/0003',
      reason: 'Damaged in transit',
      credit_in_paise: 80000,
      balance_in_paise: 600000,
    }),
    entry({
      date: '2026-11-20',
      kind: 'bounce',
      method: 'cheque',
      reference: '004512',
      reason: 'Insufficient funds',
      debit_in_paise: 200000,
      balance_in_paise: 800000,
    }),
  ],
  closing_balance_in_paise: 800000,
};

describe('a period cut from the phone copy', () => {
  it('carries the balance before the period in as its opening', () => {
    const period = ledgerPeriod(ledger, '2026-10-01', '2026-11-10')!;
    expect(period.opening_balance_in_paise).toBe(1680000);
    expect(period.entries.map((e) => e.kind)).toEqual(['payment', 'credit_note']);
    expect(period.closing_balance_in_paise).toBe(600000);
    expect(period.from).toBe('2026-10-01');
    expect(period.to).toBe('2026-11-10');
  });

  it('a period with no entries closes at its opening', () => {
    const period = ledgerPeriod(ledger, '2026-12-01', '2026-12-04')!;
    expect(period.entries).toEqual([]);
    expect(period.opening_balance_in_paise).toBe(800000);
    expect(period.closing_balance_in_paise).toBe(800000);
  });

  it('a period older than the copy needs the server', () => {
    expect(ledgerPeriod(ledger, '2025-12-01', '2026-03-31')).toBeNull();
    expect(ledgerPeriod(ledger, null, '2026-03-31')).toBeNull();
    expect(ledgerPeriod({ ...ledger, from: null }, null, '2026-12-04')?.entries).toHaveLength(4);
  });
});

describe('statement addresses', () => {
  it('round-trips a period and "all"', () => {
    expect(statementPath('2026-04-01', '2026-11-30')).toBe(
      '/dealer/statement/2026-04-01/2026-11-30',
    );
    expect(statementPeriod('2026-04-01', '2026-11-30')).toEqual({
      from: '2026-04-01',
      to: '2026-11-30',
    });
    expect(statementPeriod('all', '2026-11-30')).toEqual({ from: null, to: '2026-11-30' });
  });

  it('refuses what is not a period', () => {
    expect(statementPeriod('2026-12-01', '2026-11-30')).toBeNull();
    expect(statementPeriod('2026-02-30', '2026-03-31')).toBeNull();
    expect(statementPeriod('yesterday', '2026-03-31')).toBeNull();
    expect(statementPeriod('all', undefined)).toBeNull();
  });

  it('month starts, across a year', () => {
    expect(monthStart('2026-12-04')).toBe('2026-12-01');
    expect(monthStart('2026-02-15', 12)).toBe('2025-02-01');
    expect(monthStart('2026-01-31', 1)).toBe('2025-12-01');
    expect(financialYearStart('2026-12-04')).toBe('2026-04-01');
    expect(financialYearStart('2027-03-31')).toBe('2026-04-01');
    expect(financialYearStart('2027-04-01')).toBe('2027-04-01');
  });
});

describe('the statement as a document', () => {
  const seller = {
    name: 'MGRID',
    address: 'Plot 4, MIDC\nPune 411026',
    gstin: '27AAACM1234A1Z5',
    state: 'Maharashtra',
  };

  it('has the opening line, one line per entry with the running balance, and the totals', () => {
    const layout = statementLayout(ledger, seller, 'Rs.');
    expect(layout.columns.map((c) => c.label)).toEqual([
      'Date',
      'Particulars',
      'Reference',
      'Debit',
      'Credit',
      'Balance',
    ]);
    expect(layout.rows[0]).toEqual([
      '1 January 2026',
      'Opening balance',
      '',
      '',
      '',
      'Rs.5,000.00 Dr',
    ]);
    expect(layout.rows[1]).toEqual([
      '10 September 2026',
      'Invoice MG/26-27/000101',
      'MG-1001',
      'Rs.11,800.00',
      '',
      'Rs.16,800.00 Dr',
    ]);
    expect(layout.rows[2]?.slice(1, 5)).toEqual([
      'Payment by UPI',
      '412345678901',
      '',
      'Rs.10,000.00',
    ]);
    expect(layout.rows[3]?.[1]).toBe('Credit note MG/26-27/CN/0003: Damaged in transit');
    expect(layout.rows[4]?.[1]).toBe('Cheque bounced: Insufficient funds');
    expect(layout.totals).toEqual([
      ['Opening balance', 'Rs.5,000.00 Dr'],
      ['Debits in the period', 'Rs.13,800.00'],
      ['Credits in the period', 'Rs.10,800.00'],
      ['Closing balance', 'Rs.8,000.00 Dr'],
    ]);
    expect(layout.details).toContainEqual(['Payment terms', 'Net 30']);
    expect(layout.buyer.lines).toEqual(['Shree Tools, Pune', 'GSTIN: 27AAPFU0939F1ZV']);
    expect(layout.seller.lines).toEqual([
      'MGRID',
      'Plot 4, MIDC',
      'Pune 411026',
      'GSTIN: 27AAACM1234A1Z5',
    ]);
    expect(layout.amountInWords).toBe('Rs.8,000.00 is owed to MGRID.');
    expect(layout.fileName).toBe('Statement-Shree-Tools-Pune-2026-01-01-2026-12-04');
  });

  it('says an advance and a settled account in words', () => {
    expect(balanceText(-50000)).toBe('₹500.00 Cr');
    expect(balanceText(0)).toBe('₹0.00');
    const advance = statementLayout({ ...ledger, closing_balance_in_paise: -50000 }, seller);
    expect(advance.amountInWords).toBe('₹500.00 is held as an advance.');
    const settled = statementLayout({ ...ledger, closing_balance_in_paise: 0 }, seller);
    expect(settled.amountInWords).toBe('Nothing is owed.');
  });

  it('keeps each column’s English key when the labels are Hindi, so the PDF sizes them alike', () => {
    const hindi: Translate = (text) => `हि:${text}`;
    const english = statementLayout(ledger, seller);
    const translated = statementLayout(ledger, seller, '₹', hindi);
    expect(translated.columns.map((c) => c.key)).toEqual(english.columns.map((c) => c.key));
    expect(columnWidths(translated.columns, 523)).toEqual(columnWidths(english.columns, 523));
    expect(particulars(ledger.entries[1]!, hindi)).toBe('हि:Payment by {method}');
  });
});

describe('PDF column widths', () => {
  it('gives the text column what the fixed ones leave, whatever the language', () => {
    const widths = columnWidths(
      [
        { key: 'Date', label: 'तारीख', numeric: false },
        { key: 'Particulars', label: 'विवरण', numeric: false },
        { key: 'Balance', label: 'शेष', numeric: true },
      ],
      300,
    );
    expect(widths).toEqual([64, 164, 72]);
  });
});

describe('a payment as staff type it', () => {
  const today = '2026-12-04';
  const form = (over: Partial<PaymentForm>): PaymentForm => ({
    method: 'upi',
    reference: '4123 4567 8901',
    chequeDate: '',
    amount: '25,000',
    receivedOn: '2026-12-03',
    note: '',
    ...over,
  });

  it('takes a UPI payment with the UTR as the bank writes it', () => {
    expect(paymentOf(form({}), today)).toEqual({
      ok: true,
      args: {
        method: 'upi',
        reference: '412345678901',
        cheque_date: null,
        amount_in_paise: 2500000,
        received_on: '2026-12-03',
        note: null,
      },
    });
  });

  it('refuses each reference as the database does', () => {
    const errorOf = (over: Partial<PaymentForm>) => {
      const result = paymentOf(form(over), today);
      return result.ok ? null : result.errors;
    };
    expect(errorOf({ reference: '' })?.reference).toBe(PAYMENT_MESSAGES.upiMissing);
    expect(errorOf({ reference: '12345' })?.reference).toBe('The UPI UTR must be 12 digits.');
    expect(errorOf({ method: 'neft_rtgs', reference: 'SBIN12345' })?.reference).toBe(
      "A NEFT or RTGS payment needs the bank's UTR: 16 to 22 letters and digits.",
    );
    expect(errorOf({ method: 'neft_rtgs', reference: 'sbin r5 2026 1204 0012' })).toBeNull();
    expect(
      errorOf({ method: 'cheque', reference: '12345', chequeDate: '2026-12-01' })?.reference,
    ).toBe('A cheque needs its 6-digit cheque number.');
    expect(errorOf({ method: 'cash', reference: 'R'.repeat(41) })?.reference).toBe(
      'A cash receipt number is at most 40 characters.',
    );
    expect(errorOf({ method: null })?.method).toBe(
      'Choose how the dealer paid: UPI, NEFT/RTGS, cheque or cash.',
    );
  });

  it('keeps cash below ₹2,00,000 (section 269ST) and amounts in rupees', () => {
    const cash = (amount: string) =>
      paymentOf(form({ method: 'cash', reference: '', amount }), today);
    expect(cash('1,99,999.99').ok).toBe(true);
    const refused = cash('2,00,000');
    expect(refused.ok ? null : refused.errors.amount).toBe(PAYMENT_MESSAGES.cashLimit);
    expect(amountToPaise('₹ 25,000.5')).toBe(2500050);
    expect(amountToPaise('Rs. 1,00,000')).toBe(10000000);
    expect(amountToPaise('0')).toBeNull();
    expect(amountToPaise('12a')).toBeNull();
    expect(amountToPaise('12.345')).toBeNull();
    expect(amountToPaise('-500')).toBeNull();
  });

  it('refuses a future day, a post-dated cheque and one older than three months', () => {
    const result = (over: Partial<PaymentForm>) => {
      const r = paymentOf(form(over), today);
      return r.ok ? null : r.errors;
    };
    expect(result({ receivedOn: '2026-12-05' })?.receivedOn).toBe(
      'The payment is dated 05 Dec 2026, which is in the future: give the day it was received.',
    );
    expect(result({ receivedOn: '' })?.receivedOn).toBe(
      'Please give the day the payment was received.',
    );
    const cheque = { method: 'cheque', reference: '004512', receivedOn: '2026-12-03' };
    expect(result({ ...cheque, chequeDate: '' })?.chequeDate).toBe('A cheque needs its date.');
    expect(result({ ...cheque, chequeDate: '2026-12-04' })?.chequeDate).toBe(
      'This cheque is post-dated (04 Dec 2026): record it on or after its date.',
    );
    expect(result({ ...cheque, chequeDate: '2026-09-02' })?.chequeDate).toBe(
      'This cheque is dated 02 Sep 2026, more than three months before it was received: a bank will not pay it.',
    );
    expect(result({ ...cheque, chequeDate: '2026-09-03' })).toBeNull();
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(bounceReasonProblem('  ')).toBe(PAYMENT_MESSAGES.bounceReason);
    expect(bounceReasonProblem('Insufficient funds')).toBeNull();
  });
});

describe('the ageing report as CSV', () => {
  it('writes rupees a spreadsheet adds up and guards a name that starts like a formula', () => {
    const row: AgeingRow = {
      dealer_id: 'd1',
      business_name: '=HYPERLINK("http://x")',
      city: 'Pune',
      status: 'active',
      payment_terms: 'net30',
      credit_limit_in_paise: 10000000,
      balance_in_paise: -50050,
      not_due_in_paise: 0,
      overdue_in_paise: { '0-30': 1000, '31-60': 0, '61-90': 0, '90+': 250000 },
      overdue_total_in_paise: 251000,
    };
    const lines = ageingCsv([row]).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'Dealer,City,Status,Payment terms,Credit limit (Rs),Balance (Rs),Not yet due (Rs),Overdue 0-30 days (Rs),Overdue 31-60 days (Rs),Overdue 61-90 days (Rs),Overdue 90+ days (Rs),Overdue total (Rs),Dealer id',
    );
    expect(lines[1]).toBe(
      `"'=HYPERLINK(""http://x"")",Pune,active,net30,100000.00,-500.50,0.00,10.00,0.00,0.00,2500.00,2510.00,d1`,
    );
  });
});
