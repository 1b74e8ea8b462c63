// Hydration matches the pre-rendered HTML: reloading /products with analytics
// accepted (so the error reporter sends what the page throws), an item in the cart and the
// signal lost between the HTML and its code, React never finds a mismatch (#418, after which
// it throws the page away and renders it again, wiping what was typed). The offline bar and the
// cart seen on this device show right after hydrating.
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute } from './support/wait.ts';

const whenHydrated = { timeout: 30_000 };
const isMismatch = (text: string) => /#418|#423|Hydration failed|hydrat/i.test(text);

describe('hydration after a reload', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { freshProfileOnRetry: true });

  it('matches the HTML on /products with consent, a cart and no signal', async () => {
    const { page, context } = browser;
    await stack.engine.query(
      "update public.site_settings set ga_measurement_id = 'G-MGRID2026' where id = 'default'",
    );
    await page.goto('/products/gl360');
    await page.waitForSelector('#root[data-hydrated]', whenHydrated);
    await page.getByTestId('add-to-cart').click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    await page.evaluate(() => localStorage.setItem('mgrid:cookie-consent', 'accepted'));
    await page.goto('/products');
    await page.waitForSelector('#root[data-hydrated]', whenHydrated);
    browser.errors.length = 0;

    for (let i = 0; i < 3; i++) {
      await page.reload();
      // The signal goes while the page's code starts (the HTML has arrived; the code comes
      // from the browser's cache).
      await context.setOffline(true);
      await page.waitForSelector('#root[data-hydrated]', whenHydrated);
      // What this device knows follows the hydrated HTML: no signal, one item in the cart.
      await expectAttribute(page.getByTestId('sync-indicator'), 'data-tone', 'offline');
      await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
      await page.waitForTimeout(1500);
      await context.setOffline(false);
      await expectAttribute(page.getByTestId('sync-indicator'), 'data-tone', 'ok');
    }
    // Back online the reporter sends what it queued (after its 2 s batching delay).
    await page.waitForTimeout(3000);
    expect(browser.errors.filter(isMismatch)).toEqual([]);
    const reported = await stack.engine.query<{ message: string }>(
      'select message from public.client_errors',
    );
    expect(reported.rows.map((row) => row.message).filter(isMismatch)).toEqual([]);
    expect(
      await page.evaluate(() => localStorage.getItem('mgrid:error-reports') ?? '[]'),
    ).not.toMatch(/#418|hydrat/i);
  });
});
