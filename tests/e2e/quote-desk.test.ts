// The quote desk in Chromium (staff side): an admin opens a buyer's requested quote,
// is refused an 8% discount in the database's words, gives 5% and sends it, and Postgres has
// the sent quote with the database's totals and the buyer's messages; a field salesperson with
// no signal builds a quote on the phone, sees its provisional number, shares the PDF, reloads,
// comes back online, and the quote has its final number MG/QT/..., once.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { requestQuote } from '../fixtures/quotes.ts';
import {
  screenshotBothSizes,
  seriousA11yViolations,
  waitForServiceWorker,
  type Browser,
} from './support/browser.ts';
import { waitForRow } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectCount, expectText } from './support/wait.ts';

// 10 SL02 at the bulk price ₹11,999 and 10 TP160 at ₹2,199 (GST included), 5% off each line:
// 1,13,990.50 + 20,890.50, delivered free.
const TOTAL_AT_5 = 11_399_050 + 2_089_050;

const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

describe('quote desk', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('prices a requested quote, is refused 8% in words, sends it at 5%', async () => {
    const { page, context } = browser;
    const id = await requestQuote(stack.engine, null, {
      name: 'Ravi Kulkarni',
      message: 'Site in Whitefield; we need them before the 20th.',
      request: {
        lines: [
          { productId: 'sl02', quantity: 10 },
          { productId: 'tp160', quantity: 10 },
        ],
        company: 'Kulkarni Interiors LLP',
        delivery_state: 'Karnataka',
      },
    });
    await signInAs(context, 'admin');
    await page.goto('/admin/quotes');
    const card = page.locator(`[data-testid=quote-card][data-id="${id}"]`);
    await expectContains(card, 'Ravi Kulkarni');
    await expectContains(card, 'Requested');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-quotes');

    await card.getByRole('link').click();
    await expectText(page.getByTestId('quote-status'), 'Requested');
    await expectCount(page.getByTestId('quote-line'), 2);
    // What the buyer wrote with the request, and the lead it came as.
    await expectContains(
      page.getByTestId('quote-buyer-note'),
      'Site in Whitefield; we need them before the 20th.',
    );
    await expectContains(page.getByTestId('quote-lead'), 'Ravi Kulkarni');
    const discounts = page.getByRole('textbox', { name: 'Discount %' });
    await discounts.nth(0).fill('8');
    await page.getByTestId('quote-save').click();
    await expectContains(
      page.getByTestId('quote-refused'),
      'Not saved: A discount of 8% needs permission: your limit is 5%.',
    );
    // Refused is not saved: no "Saved." beside it, and Save stays offered for the correction.
    await expectCount(page.getByTestId('quote-editor').getByText('Saved.', { exact: true }), 0);
    await expect.poll(() => page.getByTestId('quote-save').isEnabled()).toBe(true);
    expect(
      (await stack.engine.query('select status from public.quotes where id = $1', [id])).rows,
    ).toEqual([{ status: 'requested' }]);
    await page.getByTestId('quote-refused').getByRole('button', { name: 'Dismiss' }).click();
    await expectCount(page.getByTestId('quote-refused'), 0);

    await discounts.nth(0).fill('5');
    await discounts.nth(1).fill('5');
    await expectText(page.getByTestId('quote-preview-total'), '₹1,34,881.00');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-quote-editor');
    await page.getByTestId('quote-send-button').click();

    const sent = await waitForRow<{ number: string; total: number; gst: number }>(
      stack.engine,
      `select number, total_in_paise::int as total, gst_in_paise::int as gst
       from public.quotes where id = $1 and status = 'sent'`,
      [id],
    );
    expect(sent.total).toBe(TOTAL_AT_5);
    expect(sent.number).toMatch(/^MG\/QT\/\d{4}-\d{2}\/\d{5}$/);
    // The database's figures on the page, once it has the quote.
    await expectText(page.getByTestId('quote-db-total'), '₹1,34,881.00');
    await expectText(page.getByTestId('quote-number'), sent.number);
    await expectText(page.getByTestId('quote-status'), 'Sent');
    await expectContains(page.getByTestId('quote-timeline'), 'Sent by email and SMS (version 2)');
    const messages = await stack.engine.query<{ channel: string; body: string; link: string }>(
      `select channel, body, link_path as link from public.notifications
       where quote_id = $1 order by channel`,
      [id],
    );
    expect(messages.rows.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(messages.rows[1]!.body).toContain(sent.number);
    expect(messages.rows[1]!.link).toMatch(/^\/quote\/[A-Za-z0-9_-]{32,}$/);
  });

  it('builds a field quote with no signal; it gets its final number once, online', async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await page.goto('/admin/quotes');
    await waitForServiceWorker(page);
    await expectContains(page.getByTestId('quote-total'), 'quote');

    await context.setOffline(true);
    onTestFinished(() => context.setOffline(false));
    await page.getByTestId('new-quote').click();
    const editor = page.getByTestId('quote-editor');
    await editor.getByRole('textbox', { name: "Customer's name" }).fill('Sunita Rao');
    await editor.getByRole('textbox', { name: 'Mobile number' }).fill('98450 67890');
    await editor.getByRole('textbox', { name: 'Email' }).fill('sunita@example.com');
    await editor.getByLabel(/^Delivery state/).fill('Karna');
    await page.getByRole('option', { name: 'Karnataka', exact: true }).click();
    await editor.getByLabel('Add a product').fill('SL02');
    await page.getByRole('option', { name: /^MGRID SL02 / }).click();
    await editor.getByRole('textbox', { name: 'Quantity' }).fill('10');
    await editor.getByTestId('quote-save').click();
    await expectContains(page.getByTestId('quote-message'), 'No signal: saved on this device');
    await expect
      .poll(async () => page.getByTestId('quote-number').textContent())
      .toMatch(/^P-[2-9A-Z]{4}-\d{4}$/);
    const provisional = (await page.getByTestId('quote-number').textContent())!;
    await expectText(page.getByTestId('quote-provisional'), 'Provisional until confirmed');
    await page.getByTestId('quote-send-button').click();
    await expectContains(page.getByTestId('quote-waiting'), 'Sent to the customer');

    // Shown on screen, shared as a PDF (a download where the phone's share sheet is absent).
    await page.getByRole('button', { name: 'Show quotation' }).click();
    await expectContains(page.getByTestId('quote-document'), 'Provisional until confirmed');
    await expectContains(page.getByTestId('quote-document'), provisional);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('quote-share-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Quotation-${provisional}.pdf`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'quote-pdf-')), 'quote.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file);
    expect(text).toContain('Provisional until confirmed');
    expect(text).toContain(provisional);
    expect(text).toContain('Sunita Rao');
    // On a phone the same button hands the file to the share sheet (WhatsApp, mail), offline.
    await page.evaluate(() => {
      const media = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(pointer: coarse)' ? ({ matches: true } as MediaQueryList) : media(query);
      const shared: { name: string; type: string; size: number }[] = [];
      Object.assign(window, { shared });
      navigator.canShare = () => true;
      navigator.share = async (data?: ShareData) => {
        for (const f of data?.files ?? [])
          shared.push({ name: f.name, type: f.type, size: f.size });
      };
    });
    await page.getByTestId('quote-share-pdf').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        { name: `Quotation-${provisional}.pdf`, type: 'application/pdf', size: expect.any(Number) },
      ]);
    await screenshotBothSizes(page, 'admin-field-quote-offline');

    // Closed and opened again with no signal: nothing is lost.
    await page.reload();
    await expectText(page.getByTestId('quote-number'), provisional);
    await expectContains(page.getByTestId('quote-waiting'), `Saved as ${provisional}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const none = await stack.engine.query(
      'select id from public.quotes where provisional_number = $1',
      [provisional],
    );
    expect(none.rows).toEqual([]);

    await context.setOffline(false);
    const row = await waitForRow<{ number: string; status: string; n: number }>(
      stack.engine,
      `select number, status from public.quotes where provisional_number = $1 and status = 'sent'`,
      [provisional],
      45_000,
    );
    expect(row.number).toMatch(/^MG\/QT\/\d{4}-\d{2}\/\d{5}$/);
    await expectText(page.getByTestId('quote-number'), row.number);
    await page.reload();
    await expectText(page.getByTestId('quote-number'), row.number);
    const count = await stack.engine.query<{ n: number }>(
      'select count(*)::int as n from public.quotes where provisional_number = $1',
      [provisional],
    );
    expect(count.rows[0]!.n).toBe(1);
    // The customer is sent the final document's link, by email and SMS.
    const messages = await stack.engine.query<{ channel: string; body: string }>(
      `select n.channel, n.body from public.notifications n
       join public.quotes q on q.id = n.quote_id
       where q.provisional_number = $1 order by n.channel`,
      [provisional],
    );
    expect(messages.rows.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(messages.rows[1]!.body).toContain(row.number);
  });
});
