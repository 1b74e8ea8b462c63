// A phone 375 px wide (iPhone SE; most Android phones are 360-390): every control and text
// lies whole inside the screen, nothing clipped to a few letters.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { expectAttribute, expectText, expectVisible } from './support/wait.ts';

const NARROW = { width: 375, height: 667 };

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

describe('a 375 px phone', () => {
  let browser: Browser;

  withShop((_, b) => (browser = b), { freshProfileOnRetry: true });

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
});
