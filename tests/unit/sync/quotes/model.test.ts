// get_quote's and my_quotes' answers read into what the quote page and the account list show:
// the database's figures as they are (bigint text included), the parties as printed.
import { describe, expect, it } from 'vitest';
import { toBuyerQuote, toQuoteSummaries } from '../../../../sync/quotes/model.ts';

const ANSWER = {
  id: '0b7c3c62-0000-4000-8000-000000000001',
  token: 'Qwak9B4fA1VIwNmV3VZVZtysFPPkMuAghqI7LXNFxdQ',
  number: 'MG/QT/2026-27/00001',
  provisional_number: null,
  status: 'sent',
  revision: 2,
  created_at: '2026-11-25T18:40:00Z',
  updated_at: '2026-11-26T04:00:00Z',
  sent_at: '2026-11-26T19:00:00Z',
  valid_until: '2026-12-11',
  seller: {
    legal_name: 'MGRID Tools Private Limited',
    address: 'Unit 12, Andheri East\nMumbai 400069',
    gstin: '27AABCM1234F1ZX',
    state: 'Maharashtra',
    state_code: '27',
    phone: '+91 98200 45121',
    email: 'sales@mgrid.example',
  },
  buyer: {
    name: 'Kiran Hegde',
    company: 'Hegde Interiors',
    phone: '+91 98450 11223',
    email: null,
    gstin: '29AAGCK4321L1ZB',
    legal_name: 'Hegde Interiors LLP',
    state: 'Karnataka',
    state_code: '29',
  },
  lines: [
    {
      productId: 'sl02',
      name: 'MGRID SL02',
      hsn: '9015',
      quantity: 10,
      list_unit_in_paise: 1_299_900,
      unit_in_paise: 1_199_900,
      discount_percent: 5,
      price_inclusive: true,
      gst_rate: 18,
      amount_in_paise: 11_399_050,
      discount_in_paise: 599_950,
      taxable_in_paise: 9_660_212,
      gst_in_paise: 1_738_838,
      total_in_paise: 11_399_050,
    },
  ],
  tax_split: 'igst',
  taxable_in_paise: '9660212',
  cgst_in_paise: 0,
  sgst_in_paise: 0,
  igst_in_paise: '1738838',
  delivery_fee_in_paise: 0,
  total_in_paise: '11399050',
  amount_in_words: 'Rupees One Lakh Thirteen Thousand Nine Hundred Ninety and Fifty Paise Only',
  payment_terms: '50% advance',
  delivery_terms: null,
  notes: null,
  order_id: null,
  order_number: null,
};

describe('toBuyerQuote', () => {
  it('reads the answer into the document the layout prints', () => {
    const quote = toBuyerQuote(ANSWER)!;
    expect(quote).toMatchObject({ status: 'sent', revision: 2, orderId: null });
    expect(quote.document).toMatchObject({
      number: 'MG/QT/2026-27/00001',
      // Sent at 19:00 UTC on the 26th: the 27th in India.
      date: '2026-11-27',
      validUntil: '2026-12-11',
      taxSplit: 'igst',
      taxableInPaise: 9_660_212,
      igstInPaise: 1_738_838,
      totalInPaise: 11_399_050,
      paymentTerms: '50% advance',
      deliveryTerms: null,
    });
    expect(quote.document.seller).toEqual({
      name: 'MGRID Tools Private Limited',
      lines: [
        'Unit 12, Andheri East',
        'Mumbai 400069',
        'Phone: +91 98200 45121',
        'Email: sales@mgrid.example',
      ],
      gstin: '27AABCM1234F1ZX',
      state: 'Maharashtra',
    });
    expect(quote.document.buyer).toEqual({
      name: 'Hegde Interiors LLP',
      lines: ['Attn: Kiran Hegde', 'Phone: +91 98450 11223'],
      gstin: '29AAGCK4321L1ZB',
      state: 'Karnataka',
    });
    expect(quote.document.lines).toEqual([
      {
        productId: 'sl02',
        name: 'MGRID SL02',
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
    ]);
    expect(quote.buyer).toEqual({
      name: 'Kiran Hegde',
      phone: '+91 98450 11223',
      email: null,
      company: 'Hegde Interiors',
      gstin: '29AAGCK4321L1ZB',
      legalName: 'Hegde Interiors LLP',
      state: 'Karnataka',
    });
  });

  it('is null for anything that is not a quote (get_quote answers null for a wrong link)', () => {
    expect(toBuyerQuote(null)).toBeNull();
    expect(toBuyerQuote({ id: 'x' })).toBeNull();
  });
});

describe('toQuoteSummaries', () => {
  it('lists the account quotes, a request without a number included', () => {
    expect(
      toQuoteSummaries([
        {
          id: 'a',
          token: 't1',
          number: null,
          provisional_number: null,
          status: 'requested',
          lines: 2,
          total_in_paise: '2799800',
          valid_until: '2026-12-11',
          created_at: '2026-11-26T10:00:00Z',
          order_id: null,
          order_number: null,
        },
        { id: 'broken' },
      ]),
    ).toEqual([
      {
        id: 'a',
        token: 't1',
        number: null,
        status: 'requested',
        lineCount: 2,
        totalInPaise: 2_799_800,
        validUntil: '2026-12-11',
        createdAt: '2026-11-26T10:00:00Z',
        orderId: null,
        orderNumber: null,
      },
    ]);
  });
});
