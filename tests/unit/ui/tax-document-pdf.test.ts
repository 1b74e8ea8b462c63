// The PDF writer in Node: the font is read from the package the build takes it from, in place
// of the browser's fetch of the built asset, and the PDF is read back by pdftotext.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentLayout } from '../../../src/lib/tax-document-layout.ts';
import type { TaxDocument } from '../../../src/lib/tax-document.ts';
import { documentPdf } from '../../../src/ui/tax-document-pdf.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const INVOICE: TaxDocument = {
  id: '7f1c0a52-0000-4000-8000-000000000002',
  kind: 'invoice',
  title: 'Tax Invoice',
  number: 'MG/26-27/000124',
  financial_year: '26-27',
  sequence: 124,
  order_id: '3fa85f64-5717-4562-b3fc-2c963f66afa7',
  order_number: 'MG-3FA85F65',
  invoice_id: null,
  invoice_number: null,
  invoice_date: null,
  reason: null,
  issued_at: '2026-12-03T10:15:00Z',
  document_date: '2026-12-03',
  seller_legal_name: 'MGRID Tools Private Limited',
  seller_address: 'Unit 12, Andheri East\nMumbai 400069',
  seller_gstin: '27AABCM1234F1ZX',
  seller_state: 'Maharashtra',
  seller_state_code: '27',
  buyer_name: 'कुलकर्णी टूल्स',
  buyer_address: 'शिवाजी नगर, पुणे\nPune, Maharashtra 411005',
  buyer_gstin: null,
  buyer_legal_name: null,
  place_of_supply: 'Maharashtra',
  place_of_supply_code: '27',
  tax_split: 'cgst_sgst',
  reverse_charge: false,
  lines: [
    {
      product_id: 'sl02',
      description: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
      hsn_code: '9015',
      quantity: 1,
      unit: 'Nos',
      unit_price_in_paise: 1_199_900,
      price_inclusive: true,
      discount_in_paise: 0,
      taxable_in_paise: 1_016_864,
      gst_rate: 18,
      cgst_rate: 9,
      sgst_rate: 9,
      igst_rate: 0,
      cgst_in_paise: 91_518,
      sgst_in_paise: 91_518,
      igst_in_paise: 0,
      total_in_paise: 1_199_900,
    },
  ],
  taxable_in_paise: 1_016_864,
  cgst_in_paise: 91_518,
  sgst_in_paise: 91_518,
  igst_in_paise: 0,
  gst_in_paise: 183_036,
  delivery_fee_in_paise: 0,
  total_in_paise: 1_199_900,
  amount_in_words: 'Rupees Eleven Thousand Nine Hundred Ninety-Nine Only',
};

/** The PDF's text as pdftotext reads it, whitespace folded. */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mgrid-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the PDF of a tax document', () => {
  it('prints a name and address in Devanagari as typed, and the ₹ sign', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      fetched.push(url);
      // Vite serves the package's file at /node_modules/... (a hashed asset in the build).
      return Promise.resolve(new Response(readFileSync(path.join(ROOT, url))));
    });
    const bytes = await documentPdf((rupee) => documentLayout(INVOICE, rupee));
    expect(fetched.map((url) => path.basename(url))).toEqual([
      'NotoSansDevanagari_400Regular.ttf',
      'NotoSansDevanagari_700Bold.ttf',
    ]);
    const text = pdfText(bytes);
    for (const expected of [
      'Tax Invoice',
      'MG/26-27/000124',
      'कुलकर्णी टूल्स',
      'शिवाजी नगर, पुणे',
      '₹11,999.00',
      'Rupees Eleven Thousand Nine Hundred Ninety-Nine Only',
    ])
      expect(text).toContain(expected);
    // Embedded as a subset: a few hundred kilobytes of font become a few tens.
    expect(bytes.length).toBeLessThan(120_000);
  });

  it('is still made with no signal, in Helvetica: "Rs." and "?" for what it cannot draw', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const scripts: boolean[] = [];
    const bytes = await documentPdf((rupee, devanagari) => {
      scripts.push(devanagari);
      return documentLayout(INVOICE, rupee);
    });
    expect(scripts).toEqual([false]);
    const text = pdfText(bytes);
    expect(text).toContain('Rs.11,999.00');
    expect(text).not.toContain('कुलकर्णी');
    expect(text).toContain('????????');
  });
});
