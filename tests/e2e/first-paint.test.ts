// The first paint does not wait for the data layer: a pre-rendered product page arrives with
// the bundled catalogue's price in its HTML, hydrates without React hydration errors, and
// once the local database and replication have started shows the live database's price,
// never an error or "not found" in between.
import { describe, expect, it } from 'vitest';
import { PRODUCT_NOT_FOUND, PRODUCTS_LOAD_FAILED } from '../../src/lib/messages.ts';
import type { Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectContains } from './support/wait.ts';

/** Installed before the app runs: notes every text the page shows, as it changes. */
function recordTexts(): void {
  const seen = new Set<string>();
  (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
  const note = () => seen.add(document.body?.innerText ?? '');
  new MutationObserver(note).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

describe('first paint', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('serves a pre-rendered product page that hydrates, then shows the live price', async () => {
    const { page, errors } = browser;
    await stack.engine.query("update public.products set price = '₹17,250' where id = 'gl360'");

    const response = await page.request.get('/products/gl360');
    const html = await response.text();
    expect(html).toContain('data-prerendered="/products/gl360"');
    expect(html).toContain('MGRID GL360 360° Green Line Laser');
    expect(html).toContain('₹18,499');
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['vary']).toBe('Accept-Encoding');

    await page.addInitScript(recordTexts);
    await page.goto('/products/gl360');
    const main = page.locator('main');
    await expectContains(main, '₹17,250');
    expect(await main.innerText()).not.toContain('₹18,499');

    const seen = await page.evaluate(() =>
      [...(window as unknown as { seenTexts: Set<string> }).seenTexts].join('\n'),
    );
    expect(seen).toContain('₹18,499');
    expect(seen).not.toContain(PRODUCT_NOT_FOUND);
    expect(seen).not.toContain(PRODUCTS_LOAD_FAILED);
    // React reports a hydration mismatch as a console error (minified #418 / #423 / #425).
    expect(errors).toEqual([]);
  });
});
