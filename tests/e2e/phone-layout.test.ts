// A phone 375 px wide (iPhone SE; most Android phones are 360-390): every control and text
// lies whole inside the screen, nothing clipped to a few letters.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rupees } from '../../src/lib/tax-document-layout.ts';
import { SCREENSHOT_DIR, type Browser } from './support/browser.ts';
import { quoteAction } from './support/quotes.ts';
import { waitForRow } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectText, expectVisible } from './support/wait.ts';

const NARROW = { width: 375, height: 667 };
const GL360 = 'MGRID GL360 360° Green Line Laser';

/** The element lies inside the screen's width and its text is not cut off. */
async function expectWhole(page: Page, element: Locator, what: string) {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  expect(box, what).not.toBeNull();
  expect(box.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the screen`).toBeLessThanOrEqual(
    NARROW.width + 0.5,
  );
  const clipped = await element.evaluate((el) => {
    const cut = (node: Element) => node.scrollWidth > node.clientWidth + 1;
    return cut(el) || [...el.querySelectorAll('*')].some(cut);
  });
  expect(clipped, `${what} shows its whole text`).toBe(false);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-375-${what.replace(/\W+/g, '-')}.png` });
}

/** Registers a GL360 through the product registration form, as the signed-in buyer. */
async function registerGl360(page: Page, serial: string) {
  await page.goto('/product-registration');
  const form = page.getByTestId('registration-form');
  // The model list comes from the local catalogue, read just after the page starts.
  await form.getByLabel(/^Product/).click();
  await page.getByRole('option').first().waitFor();
  await form.getByLabel(/^Product/).fill('GL360');
  await page.getByRole('option', { name: GL360 }).click();
  await form.getByLabel(/^Serial number/).fill(serial);
  await form.getByLabel(/^Purchase date/).fill('2026-10-02');
  await form.getByLabel(/^Your name/).fill('Priya Sharma');
  await form.getByLabel(/^Mobile number/).fill('9876543210');
  await form.getByRole('button', { name: 'Register product' }).click();
}

describe('a 375 px phone', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { freshProfileOnRetry: true });

  it('shows the cart line whole, "Remove" included, beside a large amount', async () => {
    const { page } = browser;
    await page.setViewportSize(NARROW);
    await page.goto('/products/sl02');
    await page.getByTestId('add-to-cart').first().click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').first();
    await expectVisible(line);
    // Ten of them: a six-figure amount takes its room beside the quantity.
    for (let n = 2; n <= 10; n += 1) {
      await line.getByRole('button', { name: /^Increase quantity/ }).click();
      await expectText(line.getByTestId('line-quantity'), String(n));
    }
    const remove = line.getByRole('button', { name: 'Remove', exact: true });
    await expectWhole(page, remove, 'cart Remove');
    await expectWhole(page, line.getByTestId('line-amount'), 'cart line amount');
  });

  it('shows a sent quotation whole: its lines by name, the totals and the accept button', async () => {
    const { page, context } = browser;
    await signInAs(context, 'user');
    await page.setViewportSize(NARROW);
    await page.goto('/quote/request?items=sl02:10,gl360:2');
    const form = page.getByTestId('quote-request-form');
    await expect.poll(() => form.getByTestId('quote-line').count(), { timeout: 15_000 }).toBe(2);
    await expect
      .poll(() => form.getByLabel('Full name').inputValue(), { timeout: 15_000 })
      .toBe('Priya Sharma');
    await form.getByLabel(/^Delivery state/).fill('Karna');
    await page.getByRole('option', { name: 'Karnataka', exact: true }).click();
    await page.getByTestId('quote-request-submit').click();
    await expect
      .poll(() => page.getByTestId('quote-request-state').textContent(), { timeout: 30_000 })
      .toMatch(/^It has reached us/);
    const token = (await page.getByTestId('quote-link').getAttribute('href'))!.split('/').pop()!;
    const { id } = await waitForRow<{ id: string }>(
      stack.engine,
      'select id from public.quotes where token = $1',
      [token],
    );
    await quoteAction(id, 'save', {
      lines: [
        { productId: 'sl02', quantity: 10, discount_percent: 5 },
        { productId: 'gl360', quantity: 2, discount_percent: 5 },
      ],
      payment_terms: '50% advance, the rest before dispatch',
    });
    expect((await quoteAction(id, 'send', { channels: ['email'] })).status).toBe('sent');
    const { rows } = await stack.engine.query<{ number: string; total_in_paise: string }>(
      'select number, total_in_paise from public.quotes where id = $1',
      [id],
    );
    const total = rupees(Number(rows[0]!.total_in_paise));

    await page.goto(`/quote/${token}`);
    await expectText(page.getByTestId('quote-number'), `Quotation ${rows[0]!.number}`);
    const view = page.getByRole('article', { name: `Quotation ${rows[0]!.number}` });
    const lines = view.getByRole('region', { name: 'Lines' });
    // Each line by the product's name, never its id; every amount readable without scrolling.
    await expectContains(lines, GL360);
    await expectContains(lines, 'MGRID SL02');
    expect(await lines.getByText('gl360', { exact: true }).count()).toBe(0);
    await expectWhole(page, lines, 'quotation lines');
    await expectWhole(page, view, 'quotation document');
    const accept = page.getByTestId('accept-quote-submit');
    await expectText(accept, `Accept and place order for ${total}`);
    await expectWhole(page, accept, 'quotation accept button');
  });

  it('brings the registration confirmation on screen and focuses it', async () => {
    const { page, context } = browser;
    await signInAs(context, 'user');
    await page.setViewportSize(NARROW);
    await registerGl360(page, 'GL360-2610-0375');
    const done = page.getByTestId('registration-done');
    await expectContains(done, `Your ${GL360} is registered`);
    // Where the buyer's eyes are, without their scrolling: inside the 667 px tall screen.
    await expect
      .poll(
        async () => {
          const box = await done.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= NARROW.height;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null),
    ).toBe('registration-done');
    await expectWhole(page, done, 'registration confirmation');
  });

  it('shows My products by name with the warranty whole', async () => {
    const { page, context } = browser;
    await signInAs(context, 'user');
    await page.setViewportSize(NARROW);
    await registerGl360(page, 'GL360-2610-0376');
    await expectContains(page.getByTestId('registration-done'), 'is registered');
    await waitForRow(
      stack.engine,
      "select id from public.product_registrations where serial_number = $1 and product_id = 'gl360'",
      ['GL360-2610-0376'],
    );
    await page.goto('/dashboard/registrations');
    const row = page.getByTestId('account-registration').filter({ hasText: 'GL360-2610-0376' });
    await expectVisible(row);
    await expectContains(row, GL360);
    await expectContains(row, '2 October 2028');
    expect(await row.getByText('gl360', { exact: true }).count()).toBe(0);
    await expectWhole(page, page.getByTestId('my-registrations'), 'my products');
  });
});
