// The cart follows the catalogue: a cart holding SL01 at ₹6,999; an admin raises it by 5 % and
// publishes; the open cart, never reloaded, says "Price changed from ₹6,999 to ₹7,349" and
// totals ₹7,349; offline it says when prices were last checked (India time) and checkout says
// the total will be checked; online, checkout's button carries the database's total
// (public.price_cart) and the order is placed at exactly it.
import { describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { openBrowser, waitForServiceWorker, type Browser } from './support/browser.ts';
import { ASHA, fillCheckout, orderById } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectText } from './support/wait.ts';

/** SL01's seed price and the same raised by 5 %, to the rupee (supabase/seed.sql). */
const OLD = '₹6,999';
const RAISED = '₹7,349';

describe('the cart follows the catalogue', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('shows a published price change in the cart, and checkout charges the database total', async () => {
    const { page, context } = browser;
    await page.goto('/products/sl01');
    await expectContains(page.getByTestId('product-price'), OLD);
    await page.getByTestId('add-to-cart').click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await expectText(line.getByTestId('line-amount'), OLD);
    await expectText(page.getByTestId('summary-total'), OLD);
    expect(await line.getByTestId('cart-line-price-change').count()).toBe(0);

    // The admin raises SL01 by 5 % (₹6,999 × 1.05 = ₹7,348.95, ₹7,349) and publishes.
    const admin = await openBrowser(stack.appUrl);
    try {
      await signInAs(admin.context, 'admin');
      await admin.page.goto('/admin/products/sl01');
      const editor = admin.page.getByTestId('product-editor');
      await editor.getByRole('textbox', { name: 'Price', exact: true }).fill(RAISED);
      await editor.getByTestId('save-draft').click();
      await expectContains(admin.page.getByTestId('editor-saved'), 'Saved on this device');
      await admin.page.goto('/admin/products?show=drafts');
      await admin.page.getByTestId('publish').click();
      await expectContains(admin.page.getByTestId('pending-changes'), 'Everything is published');
    } finally {
      await admin.close();
    }
    const { rows } = await stack.engine.query(
      `select price from public.products where id = 'sl01'`,
    );
    expect(rows).toEqual([{ price: RAISED }]);

    // The open cart follows, without a reload.
    await expectText(
      line.getByTestId('cart-line-price-change'),
      `Price changed from ${OLD} to ${RAISED}`,
    );
    await expectText(line.getByTestId('line-amount'), RAISED);
    await expectText(page.getByTestId('summary-total'), RAISED);
    await expectContains(line, `${RAISED} each`);
    expect(await page.getByTestId('prices-checked').count()).toBe(0);

    // Offline the cart says when its prices were last checked, in India time. The service
    // worker has the checkout's code by then (installed: its precache is complete); on a busy
    // machine it may still be fetching it when the test goes offline.
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await expectAttribute(page.getByTestId('sync-indicator'), 'data-tone', 'offline');
    await expectText(
      page.getByTestId('prices-checked'),
      /^Prices last checked at \d{1,2}:\d{2} (am|pm)$/,
    );
    await page.getByTestId('checkout-button').click();
    await page.waitForURL('**/checkout');
    await expectAttribute(page.getByTestId('total-check'), 'data-state', 'offline');
    await expectContains(
      page.getByTestId('total-check'),
      'The shop checks it when the order is sent.',
    );
    await expectText(page.getByTestId('place-order'), `Place order for ${RAISED}`);

    // Online again: checkout asks the database, and the button says its answer.
    const priced = page.waitForResponse(
      (r: Response) => r.url().includes('/rest/v1/rpc/price_cart') && r.status() === 200,
      { timeout: 30_000 },
    );
    await context.setOffline(false);
    const answer = (await (await priced).json()) as { totalInPaise: number };
    expect(answer.totalInPaise).toBe(734_900);
    await expectAttribute(page.getByTestId('total-check'), 'data-state', 'checked');
    await expectAttribute(page.getByTestId('place-order'), 'data-total', '734900');
    await expectText(page.getByTestId('place-order'), `Place order for ${RAISED}`);
    await expectText(page.getByTestId('order-total'), RAISED);

    await fillCheckout(page, ASHA);
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    const order = await orderById(stack.engine, orderId, 45_000);
    expect(Number(order.total_in_paise)).toBe(734_900);
    expect(order.items).toMatchObject([
      { productId: 'sl01', quantity: 1, unitPriceInPaise: 734_900 },
    ]);
  });
});
