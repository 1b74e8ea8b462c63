// The one layout of an issued invoice or credit note (screen, print and PDF): every Rule 46
// field from the database's frozen row, nothing recomputed.
import { describe, expect, it } from 'vitest';
import { columnWidths } from '../../../src/lib/pdf-columns.ts';
import { documentLayout, rupees } from '../../../src/lib/tax-document-layout.ts';
import type { TaxDocument } from '../../../src/lib/tax-document.ts';
import { formatMessage, type Translate } from '../../../src/lib/i18n/format.ts';
import buy from '../../../src/i18n/hi/buy.ts';
import shell from '../../../src/i18n/hi/shell.ts';

const INVOICE: TaxDocument = {
  id: '7f1c0a52-0000-4000-8000-000000000001',
  kind: 'invoice',
  title: 'Tax Invoice',
  number: 'MG/26-27/000123',
  financial_year: '26-27',
  sequence: 123,
  order_id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  order_number: 'MG-3FA85F64',
  invoice_id: null,
  invoice_number: null,
  invoice_date: null,
  reason: null,
  issued_at: '2026-11-26T10:15:00Z',
  document_date: '2026-11-26',
  seller_legal_name: 'MGRID Tools Private Limited',
  seller_address: 'Unit 12, Andheri East\nMumbai 400069',
  seller_gstin: '27AABCM1234F1ZX',
  seller_state: 'Maharashtra',
  seller_state_code: '27',
  buyer_name: 'Kiran Hegde',
  buyer_address: '14, 2nd Cross, Indiranagar\nBengaluru, Karnataka 560038',
  buyer_gstin: '29AAGCK4321L1ZB',
  buyer_legal_name: 'Hegde Interiors LLP',
  place_of_supply: 'Karnataka',
  place_of_supply_code: '29',
  tax_split: 'igst',
  reverse_charge: false,
  lines: [
    {
      product_id: 'sl02',
      description: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
      hsn_code: '9015',
      quantity: 5,
      unit: 'Nos',
      unit_price_in_paise: 1_199_900,
      price_inclusive: true,
      discount_in_paise: 0,
      taxable_in_paise: 5_084_323,
      gst_rate: 18,
      cgst_rate: 0,
      sgst_rate: 0,
      igst_rate: 18,
      cgst_in_paise: 0,
      sgst_in_paise: 0,
      igst_in_paise: 915_177,
      total_in_paise: 5_999_500,
    },
  ],
  taxable_in_paise: 5_084_323,
  cgst_in_paise: 0,
  sgst_in_paise: 0,
  igst_in_paise: 915_177,
  gst_in_paise: 915_177,
  delivery_fee_in_paise: 0,
  total_in_paise: 5_999_500,
  amount_in_words: 'Rupees Fifty-Nine Thousand Nine Hundred Ninety-Five Only',
};

describe('documentLayout', () => {
  it('lays out every Rule 46 field of a tax invoice to another state (IGST)', () => {
    const layout = documentLayout(INVOICE);
    expect(layout.title).toBe('Tax Invoice');
    expect(layout.details).toEqual([
      ['Invoice number', 'MG/26-27/000123'],
      ['Invoice date', '26 November 2026'],
      ['Order', 'MG-3FA85F64'],
      ['Place of supply', 'Karnataka (29)'],
    ]);
    expect(layout.seller.lines).toEqual([
      'MGRID Tools Private Limited',
      'Unit 12, Andheri East',
      'Mumbai 400069',
      'GSTIN: 27AABCM1234F1ZX',
      'State: Maharashtra (27)',
    ]);
    expect(layout.buyer.lines).toEqual([
      'Hegde Interiors LLP',
      'Attn: Kiran Hegde',
      '14, 2nd Cross, Indiranagar',
      'Bengaluru, Karnataka 560038',
      'GSTIN: 29AAGCK4321L1ZB',
      'State: Karnataka (29)',
    ]);
    expect(layout.columns.map((c) => c.label)).toEqual([
      '#',
      'Description',
      'HSN',
      'Qty',
      'Unit',
      'Unit price',
      'Discount',
      'Taxable value',
      'GST rate',
      'IGST',
      'Total',
    ]);
    expect(layout.rows).toEqual([
      [
        '1',
        'MGRID SL02 Self-Levelling Crossline Laser Pro',
        '9015',
        '5',
        'Nos',
        '₹11,999.00 incl. GST',
        '₹0.00',
        '₹50,843.23',
        '18%',
        '₹9,151.77 (18%)',
        '₹59,995.00',
      ],
    ]);
    expect(layout.totals).toEqual([
      ['Taxable value', '₹50,843.23'],
      ['IGST', '₹9,151.77'],
      ['Invoice total', '₹59,995.00'],
    ]);
    expect(layout.amountInWords).toBe(
      'Amount in words: Rupees Fifty-Nine Thousand Nine Hundred Ninety-Five Only',
    );
    expect(layout.reverseCharge).toBe('Whether tax is payable on reverse charge: No');
    expect(layout.signature).toEqual(['For MGRID Tools Private Limited', 'Authorised Signatory']);
    expect(layout.fileName).toBe('Tax-Invoice-MG-26-27-000123');
  });

  it('splits CGST and SGST within the state, and names the invoice on a credit note', () => {
    const note: TaxDocument = {
      ...INVOICE,
      kind: 'credit_note',
      title: 'Credit Note',
      number: 'MG/CN/26-27/0001',
      invoice_id: INVOICE.id,
      invoice_number: INVOICE.number,
      invoice_date: '2026-11-26',
      reason: 'Site postponed',
      document_date: '2026-12-01',
      buyer_gstin: null,
      buyer_legal_name: null,
      place_of_supply: 'Maharashtra',
      place_of_supply_code: '27',
      tax_split: 'cgst_sgst',
      delivery_fee_in_paise: 9_900,
      lines: [
        {
          ...INVOICE.lines[0]!,
          cgst_rate: 9,
          sgst_rate: 9,
          igst_rate: 0,
          cgst_in_paise: 457_588,
          sgst_in_paise: 457_589,
          igst_in_paise: 0,
        },
      ],
    };
    const layout = documentLayout(note, 'Rs.');
    expect(layout.title).toBe('Credit Note');
    expect(layout.details).toEqual([
      ['Credit note number', 'MG/CN/26-27/0001'],
      ['Credit note date', '1 December 2026'],
      ['Against invoice', 'MG/26-27/000123'],
      ['Invoice date', '26 November 2026'],
      ['Reason', 'Site postponed'],
      ['Order', 'MG-3FA85F64'],
      ['Place of supply', 'Maharashtra (27)'],
    ]);
    expect(layout.buyer.heading).toBe('Issued to');
    expect(layout.buyer.lines[0]).toBe('Kiran Hegde');
    expect(layout.buyer.lines.some((l) => l.startsWith('GSTIN'))).toBe(false);
    expect(layout.rows[0]!.slice(9)).toEqual([
      'Rs.4,575.88 (9%)',
      'Rs.4,575.89 (9%)',
      'Rs.59,995.00',
    ]);
    expect(layout.totals.map(([label]) => label)).toEqual([
      'Taxable value',
      'CGST',
      'SGST',
      'Delivery',
      'Total credit',
    ]);
  });

  it("prints a dealer invoice's due date and the consignment's e-way bill number", () => {
    const layout = documentLayout({
      ...INVOICE,
      due_date: '2026-12-26',
      eway_bill_number: '321056789012',
    });
    expect(layout.details).toEqual([
      ['Invoice number', 'MG/26-27/000123'],
      ['Invoice date', '26 November 2026'],
      ['Order', 'MG-3FA85F64'],
      ['Place of supply', 'Karnataka (29)'],
      ['Due date', '26 December 2026'],
      ['E-way bill number', '321056789012'],
    ]);
    // A credit note carries neither, even copied from its invoice.
    const credit = documentLayout({
      ...INVOICE,
      kind: 'credit_note',
      title: 'Credit Note',
      due_date: '2026-12-26',
      eway_bill_number: '321056789012',
    });
    expect(credit.details.map(([label]) => label)).not.toContain('Due date');
    expect(credit.details.map(([label]) => label)).not.toContain('E-way bill number');
  });

  it('writes paise as rupees', () => {
    expect(rupees(0)).toBe('₹0.00');
    expect(rupees(5)).toBe('₹0.05');
    expect(rupees(1_23_45_678_90)).toBe('₹1,23,45,678.90');
    expect(rupees(-150, 'Rs.')).toBe('-Rs.1.50');
  });
});

describe('the document in Hindi (the printed view; the PDF stays English)', () => {
  const hindi: Translate = (message, values = {}) =>
    formatMessage(buy[message] ?? shell[message] ?? message, values, 'hi-IN');

  it('prints the legal fields in both languages and the rest in Hindi', () => {
    const layout = documentLayout(INVOICE, '₹', hindi, 'hi-IN');
    expect(layout.title).toBe('Tax Invoice / कर बीजक');
    expect(layout.details).toContainEqual(['Place of supply / आपूर्ति का स्थान', 'Karnataka (29)']);
    expect(layout.details).toContainEqual(['Invoice date / इनवॉइस की तारीख', '26 नवंबर 2026']);
    expect(
      documentLayout({ ...INVOICE, due_date: '2026-12-26' }, '₹', hindi, 'hi-IN').details,
    ).toContainEqual(['Due date / देय तिथि', '26 दिसंबर 2026']);
    expect(layout.seller.heading).toBe('विक्रेता');
    expect(layout.columns.map((c) => c.label)).toContain('HSN');
    expect(layout.amountInWords).toBe(
      'राशि शब्दों में (Amount in words): Rupees Fifty-Nine Thousand Nine Hundred Ninety-Five Only',
    );
    expect(layout.reverseCharge).toBe('क्या कर रिवर्स चार्ज पर देय है: नहीं');
    // The figures and the file name do not change with the language.
    expect(layout.totals.at(-1)).toEqual([
      'Invoice total / इनवॉइस कुल',
      documentLayout(INVOICE).totals.at(-1)![1],
    ]);
    expect(layout.fileName).toBe(documentLayout(INVOICE).fileName);
  });

  it('sizes its PDF columns as the English one: the widths follow the English key', () => {
    const hindiColumns = documentLayout(INVOICE, '₹', hindi, 'hi-IN').columns;
    expect(hindiColumns.map((c) => c.label)).toContain('विवरण');
    const widths = columnWidths(hindiColumns, 523);
    expect(widths).toEqual(columnWidths(documentLayout(INVOICE).columns, 523));
    // The description takes what the figures leave, not a share beside every Hindi label.
    expect(widths[1]).toBe(523 - widths.reduce((sum, w, i) => (i === 1 ? sum : sum + w), 0));
    expect(widths[1]).toBeGreaterThan(100);
  });

  it('stays word for word English without a translation (screen in English, PDF)', () => {
    const layout = documentLayout(INVOICE, 'Rs.');
    expect(layout.title).toBe('Tax Invoice');
    expect(layout.details[1]).toEqual(['Invoice date', '26 November 2026']);
    expect(layout.amountInWords).toBe(
      'Amount in words: Rupees Fifty-Nine Thousand Nine Hundred Ninety-Five Only',
    );
  });
});
