// The accountant's CSVs: one per GSTR-1 section from the database's export, rupees with two
// decimals, a byte-order mark so spreadsheets read UTF-8.
import { describe, expect, it } from 'vitest';
import { gstr1Csv, gstr1FileName } from '../../../src/lib/gstr1-csv.ts';
import type { Gstr1Export } from '../../../src/lib/tax-document.ts';

const rate = {
  rate: 18,
  taxable_in_paise: 5_084_323,
  igst_in_paise: 915_177,
  cgst_in_paise: 0,
  sgst_in_paise: 0,
};
const totals = {
  value_in_paise: 0,
  taxable_in_paise: 0,
  igst_in_paise: 0,
  cgst_in_paise: 0,
  sgst_in_paise: 0,
  delivery_fee_in_paise: 0,
};

const EXPORT: Gstr1Export = {
  month: '2026-11',
  seller_gstin: '27AABCM1234F1ZX',
  b2b: [
    {
      buyer_gstin: '29AAGCK4321L1ZB',
      buyer_legal_name: 'Hegde Interiors, LLP',
      invoice_number: 'MG/26-27/000123',
      invoice_date: '2026-11-26',
      invoice_value_in_paise: 5_999_500,
      place_of_supply: '29-Karnataka',
      reverse_charge: 'N',
      invoice_type: 'Regular',
      items: [rate],
    },
  ],
  b2cs: [
    {
      place_of_supply: '27-Maharashtra',
      supply_type: 'INTRA',
      rate: 18,
      taxable_in_paise: 100_000,
      igst_in_paise: 0,
      cgst_in_paise: 9_000,
      sgst_in_paise: 9_000,
    },
  ],
  hsn: [{ hsn_code: '9015', description: 'Laser levels', uqc: 'NOS', quantity: 5, ...rate }],
  cdnr: [
    {
      buyer_gstin: '29AAGCK4321L1ZB',
      buyer_legal_name: 'Hegde Interiors, LLP',
      note_number: 'MG/CN/26-27/0001',
      note_date: '2026-11-27',
      note_type: 'C',
      note_value_in_paise: 5_999_500,
      place_of_supply: '29-Karnataka',
      invoice_number: 'MG/26-27/000123',
      invoice_date: '2026-11-26',
      reverse_charge: 'N',
      items: [rate],
    },
  ],
  doc_issue: [
    {
      document: 'Invoices for outward supply',
      first_number: 'MG/26-27/000123',
      last_number: 'MG/26-27/000123',
      total: 1,
      cancelled: 0,
      net_issued: 1,
    },
  ],
  totals: { invoices: totals, credit_notes: totals, net: totals },
};

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('gstr1Csv', () => {
  it('B2B: one row per invoice and rate, quoted where a name has a comma', () => {
    const csv = gstr1Csv(EXPORT, 'b2b');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual([
      'GSTIN of recipient,Receiver name,Invoice number,Invoice date,Invoice value,Place of supply,Reverse charge,Invoice type,Rate (%),Taxable value,Integrated tax,Central tax,State/UT tax',
      '29AAGCK4321L1ZB,"Hegde Interiors, LLP",MG/26-27/000123,2026-11-26,59995.00,29-Karnataka,N,Regular,18,50843.23,9151.77,0.00,0.00',
      '',
    ]);
  });

  it('CDNR names the original invoice; B2CS, HSN and documents as GSTR-1 lists them', () => {
    expect(lines(gstr1Csv(EXPORT, 'cdnr'))[1]).toBe(
      '29AAGCK4321L1ZB,"Hegde Interiors, LLP",MG/CN/26-27/0001,2026-11-27,C,59995.00,29-Karnataka,N,MG/26-27/000123,2026-11-26,18,50843.23,9151.77,0.00,0.00',
    );
    expect(lines(gstr1Csv(EXPORT, 'b2cs'))).toEqual([
      'Type,Place of supply,Supply type,Rate (%),Taxable value,Integrated tax,Central tax,State/UT tax',
      'OE,27-Maharashtra,INTRA,18,1000.00,0.00,90.00,90.00',
      '',
    ]);
    expect(lines(gstr1Csv(EXPORT, 'hsn'))[1]).toBe(
      '9015,Laser levels,NOS,5,18,50843.23,9151.77,0.00,0.00',
    );
    expect(lines(gstr1Csv(EXPORT, 'docs'))[1]).toBe(
      'Invoices for outward supply,MG/26-27/000123,MG/26-27/000123,1,0,1',
    );
  });

  it('names the files by month and section', () => {
    expect(gstr1FileName('2026-11', 'b2b')).toBe('gstr1-2026-11-b2b.csv');
    expect(gstr1FileName('2026-11')).toBe('gstr1-2026-11.json');
  });
});
