// A quotation's layout (screen, print and PDF): the invoice's family with the quotation's own
// number, validity and terms; every figure the document's own, the split as the state says.
import { describe, expect, it } from 'vitest';
import type { QuotationDocument } from '../../../src/lib/quotation.ts';
import { PROVISIONAL_NOTE, quotationLayout } from '../../../src/lib/quotation-layout.ts';
import { formatMessage, type Translate } from '../../../src/lib/i18n/format.ts';
import buy from '../../../src/i18n/hi/buy.ts';
import shell from '../../../src/i18n/hi/shell.ts';

// 10 SL02 at ₹11,999 incl. 18% GST with 5% off (₹11,399.05 a unit), 10 TP160 at ₹2,499.
const QUOTE: QuotationDocument = {
  number: 'MG/QT/2026-27/00001',
  provisionalNumber: null,
  date: '2026-11-26',
  validUntil: '2026-12-11',
  seller: {
    name: 'MGRID Tools Private Limited',
    lines: ['Unit 12, Andheri East', 'Mumbai 400069'],
    gstin: '27AABCM1234F1ZX',
    state: 'Maharashtra',
  },
  buyer: {
    name: 'Hegde Interiors LLP',
    lines: ['Attn: Kiran Hegde', '+91 98450 11223'],
    gstin: '29AAGCK4321L1ZB',
    state: 'Karnataka',
  },
  lines: [
    {
      productId: 'sl02',
      name: 'MGRID SL02 Laser',
      hsn: '9015',
      quantity: 10,
      unitInPaise: 1_199_900,
      discountPercent: 5,
      priceInclusive: true,
      taxableInPaise: 9_660_212,
      gstRate: 18,
      gstInPaise: 1_738_838,
      totalInPaise: 11_399_050,
    },
    {
      productId: 'tp160',
      name: 'MGRID TP160 Tripod',
      hsn: '9015',
      quantity: 10,
      unitInPaise: 249_900,
      discountPercent: 0,
      priceInclusive: true,
      taxableInPaise: 2_117_797,
      gstRate: 18,
      gstInPaise: 381_203,
      totalInPaise: 2_499_000,
    },
  ],
  taxSplit: 'igst',
  taxableInPaise: 11_778_009,
  cgstInPaise: 0,
  sgstInPaise: 0,
  igstInPaise: 2_120_041,
  deliveryFeeInPaise: 0,
  totalInPaise: 13_898_050,
  amountInWords: 'Rupees One Lakh Thirty Eight Thousand Nine Hundred Eighty and Fifty Paise Only',
  paymentTerms: '50% advance, rest before dispatch',
  deliveryTerms: 'Within 7 days of the order',
  notes: null,
};

describe('quotationLayout', () => {
  it('prints the number, dates, parties and place of supply', () => {
    const layout = quotationLayout(QUOTE);
    expect(layout.title).toBe('Quotation');
    expect(layout.number).toBe('MG/QT/2026-27/00001');
    expect(layout.note).toBeUndefined();
    expect(layout.details).toEqual([
      ['Quotation number', 'MG/QT/2026-27/00001'],
      ['Date', '26 November 2026'],
      ['Valid until', '11 December 2026'],
      ['Place of supply', 'Karnataka (29)'],
    ]);
    expect(layout.seller.lines).toEqual([
      'MGRID Tools Private Limited',
      'Unit 12, Andheri East',
      'Mumbai 400069',
      'GSTIN: 27AABCM1234F1ZX',
      'State: Maharashtra (27)',
    ]);
    expect(layout.buyer.lines).toContain('GSTIN: 29AAGCK4321L1ZB');
    expect(layout.signature).toEqual(['For MGRID Tools Private Limited', 'Authorised Signatory']);
    expect(layout.fileName).toBe('Quotation-MG-QT-2026-27-00001');
  });

  it('shows each line with its discount and the totals with IGST across states', () => {
    const layout = quotationLayout(QUOTE, 'Rs.');
    expect(layout.columns.map((c) => c.label)).toContain('IGST');
    expect(layout.rows[0]).toEqual([
      '1',
      'MGRID SL02 Laser',
      '9015',
      '10',
      'Rs.11,999.00 incl. GST',
      '5%',
      'Rs.96,602.12',
      '18%',
      'Rs.17,388.38',
      'Rs.1,13,990.50',
    ]);
    expect(layout.rows[1]![5]).toBe('-');
    expect(layout.totals).toEqual([
      ['Taxable value', 'Rs.1,17,780.09'],
      ['IGST', 'Rs.21,200.41'],
      ['Delivery', 'Free'],
      ['Quotation total', 'Rs.1,38,980.50'],
    ]);
    expect(layout.amountInWords).toBe(`Amount in words: ${QUOTE.amountInWords}`);
    expect(layout.reverseCharge).toBe('');
    expect(layout.terms).toEqual([
      ['Validity', 'This quotation is valid until 11 December 2026'],
      ['Payment terms', '50% advance, rest before dispatch'],
      ['Delivery terms', 'Within 7 days of the order'],
    ]);
  });

  it('splits the tax into CGST and SGST within the seller state, with delivery charged', () => {
    const layout = quotationLayout({
      ...QUOTE,
      taxSplit: 'cgst_sgst',
      buyer: { ...QUOTE.buyer, gstin: null, state: 'Maharashtra' },
      cgstInPaise: 1_060_020,
      sgstInPaise: 1_060_021,
      igstInPaise: 0,
      deliveryFeeInPaise: 50_000,
      totalInPaise: 13_948_050,
    });
    expect(layout.columns.map((c) => c.label)).toContain('CGST + SGST');
    expect(layout.totals).toEqual([
      ['Taxable value', '₹1,17,780.09'],
      ['CGST', '₹10,600.20'],
      ['SGST', '₹10,600.21'],
      ['Delivery', '₹500.00'],
      ['Quotation total', '₹1,39,480.50'],
    ]);
    expect(layout.details).toContainEqual(['Place of supply', 'Maharashtra (27)']);
  });

  it('prints a field quote made offline under its provisional number, saying so', () => {
    const layout = quotationLayout({ ...QUOTE, number: null, provisionalNumber: 'P-7K3F-0003' });
    expect(layout.number).toBe('P-7K3F-0003');
    expect(layout.note).toBe(PROVISIONAL_NOTE);
    expect(layout.details[0]).toEqual(['Provisional number', 'P-7K3F-0003']);
    expect(layout.fileName).toBe('Quotation-P-7K3F-0003');
  });
});

describe('a quotation printed in Hindi (the PDF stays English)', () => {
  const hindi: Translate = (message, values = {}) =>
    formatMessage(buy[message] ?? shell[message] ?? message, values, 'hi-IN');

  it('has its labels and dates in Hindi, the place of supply in both languages', () => {
    const layout = quotationLayout(QUOTE, '₹', hindi, 'hi-IN');
    expect(layout.title).toBe('कोटेशन');
    expect(layout.details[0]).toEqual(['कोटेशन नंबर', 'MG/QT/2026-27/00001']);
    expect(layout.details).toContainEqual(['मान्य तारीख तक', '11 दिसंबर 2026']);
    expect(layout.details.at(-1)![0]).toBe('Place of supply / आपूर्ति का स्थान');
    expect(layout.terms![0]).toEqual(['वैधता', 'यह कोटेशन 11 दिसंबर 2026 तक मान्य है']);
    // Figures are the document's own in either language.
    expect(layout.totals.at(-1)![1]).toBe(quotationLayout(QUOTE).totals.at(-1)![1]);
  });
});
