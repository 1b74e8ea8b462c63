// Quotations, the buyer's side: a visitor asks for a quotation for 10 SL02 and 10
// TP160 from /quote/request?items=..., the request reaches Postgres once (a lead with source
// 'quote' and a quote 'requested'); staff price it with 5% off and send it (the RPC, as the
// quote desk does); the buyer opens the link, downloads the PDF, accepts, and the order in
// Postgres carries the quote's prices and quote_id; accepting again is refused in words.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rupees } from '../../src/lib/tax-document-layout.ts';
import {
  PHONE,
  SCREENSHOT_DIR,
  openBrowser,
  seriousA11yViolations,
  type Browser,
} from './support/browser.ts';
import { orderById, waitForRow } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { quoteAction } from './support/quotes.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectText } from './support/wait.ts';

const BUYER_GSTIN = '29AAGCK4321L1ZB';
const WIDE = { width: 1280, height: 900 };

async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(WIDE);
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

async function download(page: Page, click: () => Promise<void>): Promise<string> {
  const [file] = (await Promise.all([page.waitForEvent('download'), click()])) as [Download, void];
  const dir = path.join(tmpdir(), 'mgrid-e2e-downloads');
  mkdirSync(dir, { recursive: true });
  const saved = path.join(dir, file.suggestedFilename());
  await file.saveAs(saved);
  return saved;
}

const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

interface QuoteRow {
  id: string;
  token: string;
  status: string;
  number: string | null;
  source: string;
  revision: number;
  total_in_paise: string;
  lines: { productId: string; quantity: number; unit_in_paise: number; amount_in_paise: number }[];
}

describe('quotations for the buyer', () => {
  let stack: Stack;
  let browser: Browser;
  let token = '';
  let quote: QuoteRow;
  let stale: Browser | null = null;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('the product page and the cart lead to the request form with their quantities', async () => {
    const { page } = browser;
    await page.goto('/products/sl02');
    await page.getByTestId('quantity-input').fill('10');
    await expect
      .poll(() => page.getByTestId('product-request-quote').getAttribute('href'))
      .toBe('/quote/request?items=sl02:10');
    await page.getByTestId('add-to-cart').click();
    await expect
      .poll(() => page.getByTestId('cart-count').getAttribute('data-count'), { timeout: 15_000 })
      .toBe('10');
    await page.goto('/cart');
    await page.getByTestId('cart-request-quote').click();
    await page.waitForURL(/\/quote\/request\?items=sl02:10$/);
    await expect
      .poll(() => page.getByTestId('quote-line').getAttribute('data-product'), { timeout: 15_000 })
      .toBe('sl02');
  });

  it('a visitor asks for 10 SL02 and 10 TP160; the request reaches Postgres once', async () => {
    const { page } = browser;
    await page.goto('/quote/request?items=sl02:10,tp160:10');
    const form = page.getByTestId('quote-request-form');
    await expect.poll(() => form.getByTestId('quote-line').count(), { timeout: 15_000 }).toBe(2);
    expect(await form.getByLabel(/^Quantity of .*SL02/).inputValue()).toBe('10');
    await form.getByLabel('Full name').fill('Kiran Hegde');
    await form.getByLabel('Mobile number').fill('+91 98450 11223');
    await form.getByLabel('Email (for the quotation)').fill('kiran@hegde-interiors.example.in');
    await form.getByLabel('Company').fill('Hegde Interiors');
    // Checked as at checkout: a wrong check digit is named before anything is sent.
    await form.getByTestId('quote-gstin').fill('29aagck4321l1za');
    await form.getByLabel(/^Registered business name/).fill('Hegde Interiors LLP');
    await form.getByLabel(/^Delivery state/).fill('Karna');
    await page.getByRole('option', { name: 'Karnataka', exact: true }).click();
    await page.getByTestId('quote-request-submit').click();
    await expectText(
      page.getByText(/^GSTIN check digit is wrong/),
      'GSTIN check digit is wrong: the last character should be B',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshots(page, 'quote-request');
    await form.getByTestId('quote-gstin').fill(BUYER_GSTIN);
    // With no signal the request is saved on the device, as a lead is, and sent later.
    await browser.context.setOffline(true);
    await page.getByTestId('quote-request-submit').click();
    await expectText(
      page.getByTestId('quote-request-state'),
      'It is saved on this device and will be sent as soon as you are online; nothing more to do.',
    );
    await browser.context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('quote-request-state').textContent(), { timeout: 30_000 })
      .toMatch(/^It has reached us/);
    token = (await page.getByTestId('quote-link').getAttribute('href'))!.split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    quote = await waitForRow<QuoteRow>(
      stack.engine,
      `select q.*, l.source from public.quotes q join public.leads l on l.id = q.lead_id
       where q.token = $1`,
      [token],
    );
    expect(quote).toMatchObject({
      status: 'requested',
      source: 'quote',
      number: null,
      buyer_gstin: BUYER_GSTIN,
      buyer_legal_name: 'Hegde Interiors LLP',
      delivery_state: 'Karnataka',
    });
    expect(quote.lines.map((l) => [l.productId, l.quantity])).toEqual([
      ['sl02', 10],
      ['tp160', 10],
    ]);
    // Exactly once, however often the outbox retried.
    const { rows } = await stack.engine.query<{ leads: number; quotes: number }>(
      `select (select count(*) from public.leads where quote_request ->> 'token' = $1)::int as leads,
              (select count(*) from public.quotes where token = $1)::int as quotes`,
      [token],
    );
    expect(rows[0]).toEqual({ leads: 1, quotes: 1 });
  });

  it('staff price it with 5% off and send it; the buyer opens it and downloads the PDF', async () => {
    const { page } = browser;
    await page.goto(`/quote/${token}`);
    await expectText(page.getByTestId('quote-number'), 'Your quotation request');

    await quoteAction(quote.id, 'save', {
      lines: [
        { productId: 'sl02', quantity: 10, discount_percent: 5 },
        { productId: 'tp160', quantity: 10, discount_percent: 5 },
      ],
      payment_terms: '50% advance, the rest before dispatch',
      delivery_terms: 'Dispatched within 3 working days of the order',
    });
    const sent = await quoteAction(quote.id, 'send', { channels: ['email', 'sms'] });
    expect(sent.status).toBe('sent');
    quote = await waitForRow<QuoteRow>(
      stack.engine,
      `select q.*, l.source from public.quotes q join public.leads l on l.id = q.lead_id
       where q.token = $1`,
      [token],
    );
    expect(quote.number).toMatch(/^MG\/QT\/\d{4}-\d{2}\/\d{5}$/);
    const total = Number(quote.total_in_paise);
    const { rows: words } = await stack.engine.query<{ words: string }>(
      'select public.amount_in_words($1::bigint) as words',
      [total],
    );

    // A second tab opened now still shows this revision after the quote is accepted.
    stale = await openBrowser(stack.appUrl);
    await stale.page.goto(`/quote/${token}`);
    await expectText(stale.page.getByTestId('quote-number'), `Quotation ${quote.number}`);

    await page.reload();
    await expectText(page.getByTestId('quote-number'), `Quotation ${quote.number}`);
    await expectText(page.getByTestId('quote-total'), rupees(total));
    await expectText(page.getByTestId('quote-status'), 'Ready to accept');
    await expect
      .poll(() => page.getByTestId('quote-validity').textContent())
      .toMatch(/^Valid until \d{1,2} [A-Z][a-z]+ \d{4} \(15 days left\)$/);
    const view = page.getByRole('article', { name: `Quotation ${quote.number}` });
    await expect.poll(() => view.textContent()).toContain(words[0]!.words);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshots(page, 'quote-page');
    await view.screenshot({ path: path.join(SCREENSHOT_DIR, 'quote-document-390.png') });

    const pdf = await download(page, () => page.getByTestId('quote-pdf').click());
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Quotation',
      quote.number!,
      'MGRID Tools Private Limited',
      BUYER_GSTIN,
      'Hegde Interiors LLP',
      'Karnataka (29)',
      'IGST',
      '5%',
      rupees(total, '₹'),
      words[0]!.words,
      '50% advance, the rest before dispatch',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(expected);
    }

    // Offline, the page shows the copy it last read and says accepting needs a connection.
    await browser.context.setOffline(true);
    // Coming back to the tab reads it again, which fails offline.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect
      .poll(() => page.getByTestId('quote-offline').textContent(), { timeout: 15_000 })
      .toMatch(
        /^You are offline: this is the copy read on .+ Accepting or asking for changes needs a connection\.$/,
      );
    await expectText(page.getByTestId('quote-number'), `Quotation ${quote.number}`);
    expect(await page.getByTestId('accept-quote-submit').isDisabled()).toBe(true);
    await browser.context.setOffline(false);
    await expect.poll(() => page.getByTestId('quote-offline').count(), { timeout: 15_000 }).toBe(0);
  });

  it('the buyer accepts: an order at the quoted prices, with the quote; again is refused', async () => {
    const { page } = browser;
    const accept = page.getByTestId('accept-quote-form');
    expect(await accept.getByLabel('Full name').inputValue()).toBe('Kiran Hegde');
    await accept.getByLabel('Address line 1').fill('14, 2nd Cross, Indiranagar');
    await accept.getByLabel('PIN code').fill('560038');
    await accept.getByLabel('City').fill('Bengaluru');
    await page.getByTestId('accept-quote-submit').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const orderId = page.url().split('/').pop()!;
    const order = await orderById(stack.engine, orderId);
    const { rows } = await stack.engine.query<{ quote_id: string; buyer_gstin: string }>(
      'select quote_id, buyer_gstin from public.orders where id = $1',
      [orderId],
    );
    expect(rows[0]).toEqual({ quote_id: quote.id, buyer_gstin: BUYER_GSTIN });
    expect(Number(order.total_in_paise)).toBe(Number(quote.total_in_paise));
    // Each line at the quote's unit price after 5% off.
    const quoted = new Map(
      quote.lines.map((l) => [l.productId, Math.round(l.amount_in_paise / l.quantity)]),
    );
    expect(order.items.map((i) => [i.productId, i.quantity, i.unitPriceInPaise])).toEqual(
      quote.lines.map((l) => [l.productId, 10, quoted.get(l.productId)]),
    );
    const { rows: q } = await stack.engine.query<{ status: string; order_id: string }>(
      'select status, order_id from public.quotes where id = $1',
      [quote.id],
    );
    expect(q[0]).toEqual({ status: 'converted', order_id: orderId });
    // The success page follows the order the database made.
    const { rows: numbered } = await stack.engine.query<{ number: string }>(
      'select public.order_number($1::uuid) as number',
      [orderId],
    );
    await expectText(page.getByTestId('order-number'), numbered[0]!.number);

    // The tab opened before still offers the old revision: the database refuses in words.
    const { page: old } = stale!;
    const again = old.getByTestId('accept-quote-form');
    await again.getByLabel('Address line 1').fill('14, 2nd Cross, Indiranagar');
    await again.getByLabel('PIN code').fill('560038');
    await again.getByLabel('City').fill('Bengaluru');
    await old.getByTestId('accept-quote-submit').click();
    await expectText(
      old.getByTestId('accept-refusal'),
      `This quotation has already been accepted: order ${numbered[0]!.number}.`,
    );
    await stale!.close();
    const { rows: count } = await stack.engine.query<{ n: number }>(
      'select count(*)::int as n from public.orders where quote_id = $1',
      [quote.id],
    );
    expect(count[0]!.n).toBe(1);
  });

  it('a signed-in buyer starts from their profile and finds the quotation in their account', async () => {
    const buyer = await openBrowser(stack.appUrl);
    try {
      await signInAs(buyer.context, 'user');
      const { page } = buyer;
      await page.goto('/quote/request?items=ml01:2');
      const form = page.getByTestId('quote-request-form');
      await expect
        .poll(() => form.getByLabel('Full name').inputValue(), { timeout: 15_000 })
        .toBe('Priya Sharma');
      expect(await form.getByLabel('Email (for the quotation)').inputValue()).toBe(
        'user@mgrid.local',
      );
      await form.getByLabel(/^Delivery state/).fill('Mahara');
      await page.getByRole('option', { name: 'Maharashtra', exact: true }).click();
      await page.getByTestId('quote-request-submit').click();
      await expect
        .poll(() => page.getByTestId('quote-request-state').textContent(), { timeout: 30_000 })
        .toMatch(/^It has reached us/);
      const mine = (await page.getByTestId('quote-link').getAttribute('href'))!;
      const { rows } = await stack.engine.query<{ user_id: string; status: string }>(
        'select user_id, status from public.quotes where token = $1',
        [mine.split('/').pop()],
      );
      expect(rows[0]).toEqual({
        user_id: '5a000000-0000-4000-8000-000000000003',
        status: 'requested',
      });

      await page.goto('/dashboard/quotations');
      const row = page.getByTestId('my-quote');
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      await expect
        .poll(() => row.textContent())
        .toMatch(/^Quotation request1 product · valid until .+Requested: we are preparing/);
      expect(await row.getByRole('link').getAttribute('href')).toBe(mine);
    } finally {
      await buyer.close();
    }
  });
});
