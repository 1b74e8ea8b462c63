// A field salesperson's phone: the shop was opened once with a signal; later, with none, the
// app is started from its icon (start_url) in a fresh page, browsed, and an order placed. The
// moment the network returns the order reaches Postgres, with no retry timer to wait for.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForServiceWorker, type Browser } from './support/browser.ts';
import { ASHA, fillCheckout } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectText } from './support/wait.ts';

/** The routes browsed offline and the heading each must show. */
const ROUTES = [
  ['/products', 'Products'],
  ['/services', 'Services'],
  ['/where-to-buy', 'Where to buy'],
  ['/contact', 'Contact us'],
  ['/about', 'About MGRID'],
  ['/deals-discounts', 'Deals and discounts'],
] as const;

async function heading(page: Page): Promise<string> {
  return ((await page.locator('main h1').first().textContent()) ?? '').trim();
}

describe('offline cold start', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('starts from start_url with no network, takes an order, and sends it on return', async () => {
    const { context } = browser;
    // Once online: the service worker installs and the local database fills.
    const first = browser.page;
    await first.goto('/');
    await waitForServiceWorker(first);
    await first.goto('/products');
    await first.waitForFunction(async () => {
      const names = (await indexedDB.databases()).map((d) => d.name ?? '');
      return names.some((name) => name.startsWith('rxdb-dexie-mgrid-'));
    });

    await context.setOffline(true);
    // Cold start: no page of the shop is open any more, then the icon is tapped.
    const page = await context.newPage();
    await first.close();
    const manifest = { start_url: '/?source=pwa' };
    await page.goto(manifest.start_url);
    await page.waitForSelector('#root[data-hydrated]');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expectAttribute(page.getByTestId('sync-indicator'), 'data-tone', 'offline');
    await expectContains(page.getByTestId('sync-indicator'), 'You are offline');

    for (const [path, title] of ROUTES) {
      await page.goto(path);
      await expect.poll(() => heading(page), { timeout: 15_000 }).toBe(title);
    }
    // A product page never opened before, then the cart and the checkout.
    await page.goto('/products/gl360');
    await page.getByTestId('add-to-cart').click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    await page.goto('/cart');
    await page.getByTestId('checkout-button').click();
    await page.waitForURL('**/checkout');
    await fillCheckout(page, ASHA);
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await expectAttribute(page.getByTestId('order-sync-state'), 'data-state', 'waiting');
    const { rows } = await stack.engine.query('select id from public.orders where id = $1', [
      orderId,
    ]);
    expect(rows).toEqual([]);

    // Back online: measured from the moment the network returns to the row in Postgres.
    const online = Date.now();
    await context.setOffline(false);
    let arrivedAfter = -1;
    for (;;) {
      const { rows: arrived } = await stack.engine.query<{ total_in_paise: string }>(
        'select total_in_paise from public.orders where id = $1',
        [orderId],
      );
      if (arrived[0]) {
        arrivedAfter = Date.now() - online;
        break;
      }
      if (Date.now() - online > 10_000) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    console.log(`offline cold start: order in Postgres ${arrivedAfter} ms after going online`);
    expect(arrivedAfter).toBeGreaterThanOrEqual(0);
    expect(arrivedAfter).toBeLessThan(2000);
    await expectAttribute(page.getByTestId('order-sync-state'), 'data-state', 'confirmed');
    await expectText(page.getByTestId('confirmed-total'), /^₹[\d,]+$/);
  });
});
