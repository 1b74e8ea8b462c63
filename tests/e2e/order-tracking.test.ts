// The buyer kept informed: a guest's order page follows the order desk's confirm,
// pack, ship (with tracking) and deliver by itself; the buyer cancels and the stock comes
// back on the product page; a guest finds the order again by its number and phone.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { orderNumber } from '../../src/lib/order-number.ts';
import { configFromEnv } from '../../supabase/local/config.ts';
import { SCREENSHOT_DIR, type Browser } from './support/browser.ts';
import { ASHA, fillCheckout, orderById } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { apiUrl, sessionFor } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectText } from './support/wait.ts';

const anonKey = configFromEnv({ MGRID_QUIET: '1' }).anonKey;

/** The order desk's action over REST, as an admin would send it from /admin/orders. */
async function orderAction(orderId: string, action: string, args: object = {}) {
  const { access_token: token } = JSON.parse(await sessionFor('admin@mgrid.local')) as {
    access_token: string;
  };
  const response = await fetch(`${apiUrl()}/rest/v1/rpc/order_action`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ order_id: orderId, action, args }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The page follows on its own: a receipt is read at least every 15 s. */
async function expectStatus(page: Page, status: string) {
  await expect
    .poll(() => page.getByTestId('order-progress').getAttribute('data-status'), {
      timeout: 40_000,
      interval: 250,
    })
    .toBe(status);
}

/** Orders `quantity` of one product from an empty cart (each test's earlier order emptied it). */
async function placeOrder(
  page: Page,
  productId: string,
  payment: 'cod' | 'upi' = 'cod',
  quantity = 1,
) {
  await page.goto(`/products/${productId}`);
  for (let count = 1; count <= quantity; count++) {
    await page.getByTestId('add-to-cart').click();
    // Stored in the cart before the next tap and before leaving the page (leaving at once can
    // still lose a tap: the cart's write-ahead journal).
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', String(count));
  }
  await page.goto('/checkout');
  await fillCheckout(page, ASHA);
  if (payment === 'upi') await page.getByLabel(/UPI/).first().check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

describe('the buyer follows an order', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('shows each step of the order desk live, in words, with the tracking details', async () => {
    const { page } = browser;
    const orderId = await placeOrder(page, 'sl01');
    await orderById(stack.engine, orderId);
    await expectStatus(page, 'placed');
    await expectText(page.getByTestId('order-status-title'), 'Received: we will confirm it soon');
    // The bug: "Confirmed by MGRID" before anyone confirmed it.
    expect(await page.locator('main').textContent()).not.toContain('Confirmed by MGRID');
    await expectText(page.getByTestId('payment-status'), 'Pay on delivery (cash or UPI)');
    await expectText(
      page.getByTestId('placed-at'),
      /^\d{1,2} [A-Z][a-z]+ 20\d\d, \d{1,2}:\d\d [ap]m$/,
    );

    await orderAction(orderId, 'confirm');
    await expectStatus(page, 'confirmed');
    await expectContains(page.getByTestId('timeline'), 'Confirmed by MGRID');
    await orderAction(orderId, 'pack');
    await expectStatus(page, 'packed');
    await orderAction(orderId, 'ship', {
      courier: 'Delhivery',
      tracking_number: 'DL123456789',
      tracking_url: 'https://track.example/DL123456789',
    });
    await expectStatus(page, 'shipped');
    await expectText(
      page.getByTestId('order-status-text'),
      'On its way with Delhivery. Tracking number DL123456789.',
    );
    await expectAttribute(
      page.getByRole('link', { name: 'Track the parcel' }).first(),
      'href',
      'https://track.example/DL123456789',
    );
    const share = await page.getByTestId('share-whatsapp').getAttribute('href');
    expect(decodeURIComponent(share!.split('text=')[1]!)).toBe(
      `MGRID order ${orderNumber(orderId)}: Shipped.\nCourier: Delhivery.\nTracking number: DL123456789.\nTrack it: https://track.example/DL123456789`,
    );
    // Shipped: too late to cancel online.
    expect(await page.getByTestId('cancel-order').count()).toBe(0);

    await orderAction(orderId, 'deliver', { cash_in_paise: 699_900 });
    await expectStatus(page, 'delivered');
    await expectText(page.getByTestId('payment-status'), 'Paid');
    const steps = await page
      .getByTestId('timeline')
      .locator('[data-kind]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    expect(steps).toEqual([
      'placed',
      'confirmed',
      'packed',
      'shipped',
      'delivered',
      'payment_recorded',
    ]);
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/order-tracking-delivered-390.png`,
      fullPage: true,
    });
  });

  it('cancels an order with a reason, never asks for its payment, and returns the stock', async () => {
    const { page } = browser;
    await stack.engine.query(`update public.products set "stockQuantity" = 2 where id = 'ml01'`);
    await page.goto('/products/ml01');
    await expectText(page.getByTestId('stock-status'), 'Only 2 left');
    const orderId = await placeOrder(page, 'ml01', 'upi', 2);
    const row = await orderById(stack.engine, orderId);
    expect(row.items).toMatchObject([{ productId: 'ml01', quantity: 2 }]);
    await expectStatus(page, 'placed');
    await expectAttribute(page.getByTestId('upi-payment'), 'data-testid', 'upi-payment');

    await page.getByTestId('cancel-order').click();
    await page.getByTestId('confirm-cancel').click();
    await expectText(page.getByTestId('cancel-error'), 'Please give a reason for cancelling.');
    await page.getByTestId('cancel-reason').fill('Bought one locally');
    await page.getByTestId('confirm-cancel').click();
    await expectStatus(page, 'cancelled');
    await expectText(
      page.getByTestId('order-status-text'),
      'This order was cancelled: Bought one locally',
    );
    await expectContains(page.getByTestId('timeline'), 'Cancelled by you');
    expect(await page.getByTestId('upi-payment').count()).toBe(0);
    await expectText(page.getByTestId('no-payment'), 'Nothing to pay for this order.');
    const { rows } = await stack.engine.query<{ status: string; stock: number }>(
      `select o.status, p."stockQuantity" as stock from public.orders o, public.products p
       where o.id = $1 and p.id = 'ml01'`,
      [orderId],
    );
    expect(rows).toEqual([{ status: 'cancelled', stock: 2 }]);
    await page.goto('/products/ml01');
    await expectText(page.getByTestId('stock-status'), 'Only 2 left');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/order-tracking-cancelled-product-390.png` });
  });

  it('finds an order by its number and phone, and nothing for a wrong pair', async () => {
    const { page } = browser;
    const { rows } = await stack.engine.query<{ id: string }>(
      `select id from public.orders where status = 'delivered' limit 1`,
    );
    const number = orderNumber(rows[0]!.id);
    await page.goto('/');
    await page.getByRole('link', { name: 'Track your order' }).click();
    await page.waitForURL('**/track-order');
    const form = page.getByTestId('track-order-form');
    await form.getByLabel('Order number').fill(number);
    await form.getByLabel('Phone number').fill('98200 99999');
    await form.getByRole('button', { name: 'Find my order' }).click();
    await expectText(
      page.getByTestId('track-order-error'),
      'We could not find an order with that number and phone.',
    );
    await form.getByLabel('Phone number').fill(ASHA.phone);
    await form.getByRole('button', { name: 'Find my order' }).click();
    await expectContains(page.getByTestId('found-order'), `Order ${number}`);
    await expectText(page.getByTestId('order-status-title'), 'Delivered');
    await expectContains(page.getByTestId('timeline'), 'Shipped with Delhivery');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/track-order-390.png`, fullPage: true });
    expect(browser.errors).toEqual([]);
  });
});
