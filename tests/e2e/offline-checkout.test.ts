// Checkout with the network off: the order is saved on the phone, the page says so, nothing
// reaches the server; with the network back, the order arrives in Postgres by itself and the
// page shows the database's confirmed total.
import { describe, expect, it } from 'vitest';
import { formatInr } from '../../src/lib/money.ts';
import { waitForServiceWorker, type Browser } from './support/browser.ts';
import { ASHA, fillCheckout, orderById } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectText } from './support/wait.ts';

describe('checkout offline', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('saves the order on the device, then sends it when the network is back', async () => {
    const { page, context } = browser;
    // As on a phone that has opened the shop before: the service worker holds the app.
    await page.goto('/products/sl01');
    await waitForServiceWorker(page);
    await page.getByTestId('add-to-cart').click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');

    await context.setOffline(true);
    await expectAttribute(page.getByTestId('sync-indicator'), 'data-tone', 'offline');
    await expectContains(page.getByTestId('sync-indicator'), 'You are offline');

    await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
    await page.getByTestId('checkout-button').click();
    await page.waitForURL('**/checkout');
    await fillCheckout(page, { ...ASHA, state: 'Karnataka', city: 'Bengaluru', pinCode: '560034' });
    await expectAttribute(page.getByTestId('invoice-preview'), 'data-tax-kind', 'igst');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;

    await expectAttribute(page.getByTestId('order-sync-state'), 'data-state', 'waiting');
    await expectContains(
      page.getByTestId('order-sync-state'),
      'saved on this device, will be sent when online',
    );
    await expectContains(page.getByTestId('sync-indicator'), '1 order saved on this device');
    // "Details" lists what the device still holds for the server.
    await page.getByTestId('sync-indicator').getByRole('button', { name: 'Details' }).click();
    await expectContains(page.getByTestId('unsent-item'), 'Order ₹6,999 for');
    await expectContains(page.getByTestId('unsent-item'), 'Waiting to sync');
    await page.keyboard.press('Escape');
    await expectText(page.getByTestId('order-total'), '₹6,999');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { rows } = await stack.engine.query('select id from public.orders where id = $1', [
      orderId,
    ]);
    expect(rows).toEqual([]);

    await context.setOffline(false);
    const row = await orderById(stack.engine, orderId, 45_000);
    expect(row).toMatchObject({ state: 'Karnataka', tax_split: 'igst', payment_method: 'cod' });
    expect(Number(row.total_in_paise)).toBe(699_900);
    // The page, still open, turns to the database's receipt by itself.
    await expectAttribute(page.getByTestId('order-sync-state'), 'data-state', 'confirmed');
    await expectContains(
      page.getByTestId('order-sync-state'),
      `Confirmed total: ${formatInr(Number(row.total_in_paise))}`,
    );
    await expectText(page.getByTestId('confirmed-total'), '₹6,999');
    await expectAttribute(page.getByTestId('sync-indicator'), 'data-tone', 'ok');
    // Exactly once, however often the push was retried.
    const { rows: copies } = await stack.engine.query<{ n: string }>(
      "select count(*) as n from public.orders where customer_name = $1 and state = 'Karnataka'",
      [ASHA.name],
    );
    expect(Number(copies[0]!.n)).toBe(1);
  });
});
