// Stock on the storefront: an out-of-stock product cannot be added to the cart and
// "Notify me" stores a lead; the last unit ordered by two buyers, one of them offline: one
// order stands, the other device names the product and what is left, and places the rest.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  openBrowser,
  SCREENSHOT_DIR,
  waitForServiceWorker,
  type Browser,
} from './support/browser.ts';
import { ASHA, fillCheckout, orderById, waitForRow } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectText } from './support/wait.ts';

/** Adds one unit; `count` is what the cart holds after it (an earlier tap must not satisfy it). */
async function addToCart(page: Page, productId: string, count = 1) {
  await page.goto(`/products/${productId}`);
  await page.getByTestId('add-to-cart').click();
  // Stored in the cart before leaving the page.
  await expect
    .poll(() => page.getByTestId('cart-count').getAttribute('data-count'), { timeout: 15_000 })
    .toBe(String(count));
}

async function checkout(page: Page) {
  await page.goto('/checkout');
  await fillCheckout(page, ASHA);
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

describe('stock on the storefront', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('disables Add to Cart when out of stock and stores a Notify me lead', async () => {
    const { page } = browser;
    await stack.engine.query(`update public.products set "stockQuantity" = 0 where id = 'gl3d'`);
    await page.goto('/products/gl3d');
    await expectText(page.getByTestId('stock-status'), 'Out of stock');
    await expectText(page.getByTestId('add-to-cart'), 'Out of stock');
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/stock-out-product-390.png`, fullPage: true });

    const form = page.getByTestId('notify-me');
    await form.getByLabel('Name').fill('Ravi Kulkarni');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expectContains(form, 'Give a mobile number or an email so we can tell you');
    await form.getByLabel('Mobile number').fill('98201 55555');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expectContains(page.getByTestId('notify-me-saved'), 'back in stock');
    const lead = await waitForRow<{ name: string; phone: string; interested_products: string[] }>(
      stack.engine,
      `select name, phone, interested_products from public.leads where source = 'notify_me'`,
      [],
    );
    expect(lead).toMatchObject({ name: 'Ravi Kulkarni', interested_products: ['gl3d'] });
    expect(lead.phone.replace(/\D/g, '')).toContain('9820155555');

    // A product card says it too, in the line it always keeps.
    await page.goto('/products');
    const card = page.getByTestId('product-card').filter({ hasText: 'GL3D' }).first();
    await expectAttribute(card.getByTestId('card-stock'), 'data-stock', 'out');
  });

  it('the last unit: one order stands, the offline one is refused by name and places the rest', async () => {
    const { page: online } = browser;
    await stack.engine.query(`update public.products set "stockQuantity" = 1 where id = 'lr60'`);
    const second = await openBrowser(stack.appUrl, { serviceWorkers: true });
    try {
      const offline = second.page;
      // As on a phone that has opened the shop before: the service worker holds the app.
      await offline.goto('/products/lr60');
      await waitForServiceWorker(offline);
      await addToCart(offline, 'lr60');
      await expectText(offline.getByTestId('stock-status'), 'Only 1 left');
      await addToCart(offline, 'lg01', 2);
      await offline.goto('/checkout');
      await expectAttribute(offline.getByTestId('sync-indicator'), 'data-tone', 'ok');
      await second.context.setOffline(true);
      await fillCheckout(offline, ASHA);
      await offline.getByTestId('place-order').click();
      await offline.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
      const refusedId = offline.url().split('/').pop()!;
      await expectAttribute(offline.getByTestId('order-sync-state'), 'data-state', 'waiting');

      // Meanwhile another buyer, online, takes the last LR60.
      await addToCart(online, 'lr60');
      const standingId = await checkout(online);
      const standing = await orderById(stack.engine, standingId);
      expect(standing.items).toMatchObject([{ productId: 'lr60', quantity: 1 }]);

      await second.context.setOffline(false);
      await expectAttribute(offline.getByTestId('order-sync-state'), 'data-state', 'refused');
      await expectContains(offline.getByTestId('order-sync-state'), 'is out of stock');
      await expectText(offline.getByTestId('short-lines'), /LR60.*: out of stock$/);
      await offline.screenshot({ path: `${SCREENSHOT_DIR}/stock-refused-390.png`, fullPage: true });
      const { rows: none } = await stack.engine.query(
        'select id from public.orders where id = $1',
        [refusedId],
      );
      expect(none).toEqual([]);

      await offline.getByTestId('place-rest').click();
      await expectContains(offline.getByTestId('rest-lines'), '× 1');
      expect(await offline.getByTestId('rest-lines').textContent()).not.toContain('LR60');
      await offline.getByTestId('confirm-place-rest').click();
      await offline.waitForURL((url) => !url.pathname.endsWith(refusedId));
      const restId = offline.url().split('/').pop()!;
      const rest = await orderById(stack.engine, restId);
      expect(rest.items).toMatchObject([{ productId: 'lg01', quantity: 1 }]);
      // The refused order now points to the new one and is never sent.
      await offline.goto(`/order-success/${refusedId}`);
      await expectContains(offline.getByTestId('order-sync-state'), 'placed instead');
      const { rows } = await stack.engine.query<{ n: string }>(
        `select count(*)::text as n from public.orders where id = $1 or items @> '[{"productId": "lg01"}]'`,
        [refusedId],
      );
      expect(rows).toEqual([{ n: '1' }]);
      const { rows: stock } = await stack.engine.query<{ stock: number }>(
        `select "stockQuantity" as stock from public.products where id = 'lr60'`,
      );
      expect(stock).toEqual([{ stock: 0 }]);
    } finally {
      await second.close();
    }
  });
});
