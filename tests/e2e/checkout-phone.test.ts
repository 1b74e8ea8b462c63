// Checkout on the smallest phones (320 px): the tax invoice shows every column's value on
// screen, a refused submit puts the cursor on the first error, a focused valid field is blue
// (red means an error), and the PIN code fills in city and state.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { expectAttribute, expectText, expectVisible } from './support/wait.ts';

// Mantine's blue.8 and red.9 (the theme's error colour, dark enough for AA on white).
const BLUE = 'rgb(25, 113, 194)';
const ERROR_RED = 'rgb(201, 42, 42)';

const borderColor = (input: Locator) => input.evaluate((el) => getComputedStyle(el).borderTopColor);
const isFocused = (input: Locator) => input.evaluate((el) => el === document.activeElement);

describe('checkout on a small phone', () => {
  let browser: Browser;

  withShop((_, b) => (browser = b));

  it('fits the invoice in 320 px, focuses the first error and fills the place from the PIN, keeping a re-chosen state', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/products/sl01');
    await page.getByTestId('add-to-cart').first().click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    await page.goto('/checkout');
    const form = page.getByTestId('checkout-form');
    await expectVisible(form);

    // Every amount of the invoice line, the total included, lies inside the screen.
    const lineTotal = page.getByTestId('invoice-line-total');
    await expectText(lineTotal, '₹6,999');
    await lineTotal.scrollIntoViewIfNeeded();
    const box = (await lineTotal.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );

    // A submit with nothing filled in puts the cursor on the first field in error.
    await page.getByTestId('place-order').click();
    const name = form.getByLabel(/^Full name/);
    await expectAttribute(name, 'aria-invalid', 'true');
    await expect.poll(() => isFocused(name)).toBe(true);

    // Typed in and valid, the focused field is blue (Mantine's blue.8); one in error stays red.
    await name.fill('Meera Iyer');
    await expect.poll(() => name.getAttribute('aria-invalid')).not.toBe('true');
    const phone = form.getByLabel(/^Mobile number/);
    await expectAttribute(phone, 'aria-invalid', 'true');
    // (polled: the border colour eases in)
    await expect.poll(() => borderColor(name)).toBe(BLUE);
    const errorRed = await borderColor(phone);
    expect(errorRed).toBe(ERROR_RED);
    await phone.focus();
    await expect.poll(() => borderColor(name)).not.toBe(BLUE);
    await expect.poll(() => borderColor(phone)).toBe(ERROR_RED);

    // The PIN code fills in city and state, without overwriting what the buyer typed later.
    await form.getByLabel(/^PIN code/).fill('411001');
    await expect.poll(() => form.getByLabel(/^City/).inputValue()).toBe('Pune');
    await expect.poll(() => form.getByLabel(/^State/).inputValue()).toBe('Maharashtra');
    // Tapping the already-chosen state again keeps it (a required select never deselects).
    await form.getByLabel(/^State/).click();
    await page.getByRole('option', { name: 'Maharashtra', exact: true }).click();
    await page.waitForTimeout(200);
    expect(await form.getByLabel(/^State/).inputValue()).toBe('Maharashtra');
    await form.getByLabel(/^City/).fill('Pimpri');
    await form.getByLabel(/^PIN code/).fill('411018');
    expect(await form.getByLabel(/^City/).inputValue()).toBe('Pimpri');
    // Maharashtra is within the seller's state or not: the invoice follows the filled state.
    await expectVisible(
      page.getByText('Delivery within', { exact: false }).or(page.getByText('IGST applies')),
    );

    // The "Please check the form" toast has gone by now or is closed here.
    await page
      .getByRole('button', { name: 'Close notification' })
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'artifacts/screenshots/checkout-320.png', fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
