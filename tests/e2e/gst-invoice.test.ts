// GST invoices: a contractor orders with their GSTIN (a wrong check digit is named
// first), MGRID confirms, and the buyer downloads the tax invoice as a PDF whose text has every
// figure the database froze; cancelling the invoiced order gives a credit note; the month's
// GSTR-1 export lists the invoice in B2B and the credit note in CDNR with the same totals.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../supabase/local/config.ts';
import type { TaxDocument } from '../../src/lib/tax-document.ts';
import { rupees } from '../../src/lib/order-csv.ts';
import { rupees as printed } from '../../src/lib/tax-document-layout.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR, openBrowser, type Browser } from './support/browser.ts';
import { fillCheckout, orderById, type Customer } from './support/shop.ts';
import { download, pdfText } from './support/download.ts';
import { withShop } from './support/shop-session.ts';
import { apiUrl, sessionFor, signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectText } from './support/wait.ts';

/** The order page reads the order again at least every 15 s, and then its documents. */
async function expectSoon(page: Page, testId: string, text: string) {
  await expect
    .poll(
      () =>
        page
          .getByTestId(testId)
          .first()
          .textContent({ timeout: 1000 })
          .catch(() => null),
      {
        timeout: 40_000,
        interval: 500,
      },
    )
    .toBe(text);
}

const anonKey = configFromEnv({ MGRID_QUIET: '1' }).anonKey;
const SELLER_GSTIN = '27AABCM1234F1ZX';
const BUYER_GSTIN = '29AAGCK4321L1ZB';

const CONTRACTOR: Customer = {
  // Typed in Devanagari: the PDF prints it as typed and reads back as the same text.
  name: 'किरण हेगड़े',
  phone: '+91 98450 11223',
  email: 'kiran@hegde-interiors.example.in',
  addressLine1: '14, दूसरा क्रॉस, इंदिरानगर',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560038',
};

async function orderAction(orderId: string, action: string, args: object = {}) {
  const { access_token: token } = JSON.parse(await sessionFor('admin@mgrid.local')) as {
    access_token: string;
  };
  const response = await fetch(`${apiUrl()}/rest/v1/rpc/order_action`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ order_id: orderId, action, args }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('GST invoices', () => {
  let stack: Stack;
  let browser: Browser;
  let orderId = '';

  withShop((s, b) => ([stack, browser] = [s, b]));

  async function documentsOf(id: string) {
    // As JSON: numbers and dates as the API gives them.
    const { rows } = await stack.engine.query<{ doc: TaxDocument }>(
      'select to_jsonb(i) as doc from public.invoices i where order_id = $1 order by issued_at',
      [id],
    );
    return rows.map((row) => row.doc);
  }

  it('a contractor orders with a GSTIN and downloads the tax invoice as a PDF', async () => {
    const { page } = browser;
    await page.goto('/products/sl02');
    await page.getByTestId('quantity-input').fill('5');
    await page.getByTestId('add-to-cart').click();
    await expect
      .poll(() => page.getByTestId('cart-count').getAttribute('data-count'), { timeout: 15_000 })
      .toBe('5');
    await page.goto('/checkout');
    await fillCheckout(page, CONTRACTOR);
    await page.getByLabel('I need a GST invoice (business purchase)').check();
    // Typed in lower case with the wrong last character: upper-cased, and the check digit named.
    await page.getByTestId('buyer-gstin').fill('29aagck4321l1za');
    await page.getByTestId('buyer-legal-name').fill('Hegde Interiors LLP');
    await page.getByTestId('place-order').click();
    await expectText(
      page.getByText(/^GSTIN check digit is wrong/),
      'GSTIN check digit is wrong: the last character should be B',
    );
    expect(await page.getByTestId('buyer-gstin').inputValue()).toBe('29AAGCK4321L1ZA');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.getByTestId('buyer-gstin').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'gst-checkout-390.png') });
    await page.getByTestId('buyer-gstin').fill(BUYER_GSTIN);
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    orderId = page.url().split('/').pop()!;
    const row = await orderById(stack.engine, orderId);
    expect(row).toMatchObject({
      buyer_gstin: BUYER_GSTIN,
      buyer_legal_name: 'Hegde Interiors LLP',
    });

    await orderAction(orderId, 'confirm');
    const [invoice] = await documentsOf(orderId);
    expect(invoice).toMatchObject({ kind: 'invoice', buyer_gstin: BUYER_GSTIN, tax_split: 'igst' });
    // The page reads the order again at least every 15 s and then its documents.
    await expectSoon(page, 'invoice-number', `Invoice ${invoice!.number}`);

    await page.getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('article', { name: `Tax Invoice ${invoice!.number}` });
    await expect.poll(() => view.textContent()).toContain(invoice!.amount_in_words);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await view.screenshot({ path: path.join(SCREENSHOT_DIR, 'gst-invoice-390.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await view.screenshot({ path: path.join(SCREENSHOT_DIR, 'gst-invoice-1280.png') });
    await page.setViewportSize(PHONE);

    const pdf = await download(page, () =>
      page.getByRole('button', { name: 'Download PDF' }).click(),
    );
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Tax Invoice',
      invoice!.number,
      SELLER_GSTIN,
      BUYER_GSTIN,
      'Hegde Interiors LLP',
      'Attn: किरण हेगड़े',
      '14, दूसरा क्रॉस, इंदिरानगर',
      'Place of supply',
      'Karnataka (29)',
      'Maharashtra (27)',
      '9015',
      'IGST',
      printed(invoice!.igst_in_paise, '₹'),
      invoice!.amount_in_words,
      'Whether tax is payable on reverse charge: No',
      'Authorised Signatory',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
  });

  it('cancelling the invoiced order gives the buyer and staff a credit note', async () => {
    const { page } = browser;
    await orderAction(orderId, 'cancel', { reason: 'Site postponed to next quarter' });
    const [invoice, note] = await documentsOf(orderId);
    expect(note).toMatchObject({ kind: 'credit_note', invoice_number: invoice!.number });
    await expectSoon(page, 'credit_note-number', `Credit note ${note!.number}`);

    const staff = await openBrowser(stack.appUrl);
    try {
      await signInAs(staff.context, 'admin');
      await staff.page.setViewportSize(DESKTOP);
      await staff.page.goto(`/admin/orders/${orderId}`);
      await expectText(staff.page.getByTestId('invoice-number'), `Invoice ${invoice!.number}`);
      await expectText(staff.page.getByTestId('credit_note-number'), `Credit note ${note!.number}`);
      const notePdf = await download(staff.page, () =>
        staff.page.getByRole('button', { name: 'Download PDF' }).nth(1).click(),
      );
      const text = pdfText(notePdf).replace(/\s+/g, ' ');
      expect(text).toContain('Credit Note');
      expect(text).toContain(`Against invoice: ${invoice!.number}`);

      // The accountant's month.
      const month = note!.document_date.slice(0, 7);
      await staff.page.goto('/admin/orders');
      await staff.page.getByTestId('gst-month').fill(month);
      const b2b = readFileSync(
        await download(staff.page, () => staff.page.getByTestId('gstr1-b2b').click()),
        'utf8',
      );
      const cdnr = readFileSync(
        await download(staff.page, () => staff.page.getByTestId('gstr1-cdnr').click()),
        'utf8',
      );
      expect(b2b.startsWith('\uFEFFGSTIN of recipient,')).toBe(true);
      const b2bLine = b2b.split('\r\n').find((l) => l.includes(invoice!.number))!;
      const cdnrLine = cdnr.split('\r\n').find((l) => l.includes(note!.number))!;
      const taxable = rupees(invoice!.taxable_in_paise);
      const igst = rupees(invoice!.igst_in_paise);
      expect(b2bLine).toContain(`${BUYER_GSTIN},Hegde Interiors LLP,${invoice!.number},`);
      expect(b2bLine).toContain(
        `,${rupees(invoice!.total_in_paise)},29-Karnataka,N,Regular,18,${taxable},${igst},0.00,0.00`,
      );
      expect(cdnrLine).toContain(`${BUYER_GSTIN},Hegde Interiors LLP,${note!.number},`);
      expect(cdnrLine).toContain(`,${invoice!.number},`);
      expect(cdnrLine).toContain(`,18,${taxable},${igst},0.00,0.00`);
      const json = JSON.parse(
        readFileSync(
          await download(staff.page, () => staff.page.getByTestId('gstr1-json').click()),
          'utf8',
        ),
      ) as { totals: { net: { taxable_in_paise: number } } };
      expect(json.totals.net.taxable_in_paise).toBe(0);
    } finally {
      await staff.close();
    }
  });
});
