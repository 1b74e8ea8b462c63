// A dealer member's prices in Chromium: the demo dealer (Gold tier) signs in, the SL02 page
// says "Your dealer price" with the tier's price from Postgres (dealer_price_list), the cart
// line says it too, and the cart's total is the database's (price_cart) for the same line; a
// shopper in another browser sees the list price and no dealer price. Then, with no signal, the
// dealer fills the quick-order pad, checks out on account, and once back online Postgres has
// that one order on account at the tier's price.
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { AUTH_STORAGE_KEY } from '../../sync/engine/supabase.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { ASHA, fillCheckout, orderById, rupeesTextToPaise } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { sessionFor, signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectVisible } from './support/wait.ts';

const DEALER = '5a000000-0000-4000-8000-000000000004';

describe('dealer prices', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  const asDealer = <T>(sql: string, params: unknown[] = []) =>
    asRequest(stack.engine, { role: 'authenticated', sub: DEALER }, async (tx) =>
      (await tx.query<{ r: T }>(sql, params)).rows.map((row) => row.r),
    );

  it('shows the dealer the tier’s price and charges it; a shopper sees none', async () => {
    const { page, context } = browser;
    const session = await sessionFor('dealer@mgrid.local');
    await context.addInitScript(
      ({ key, value }) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      },
      { key: AUTH_STORAGE_KEY, value: session },
    );
    const sl02 = (
      await asDealer<{ dealer_price_in_paise: number; list_price_in_paise: number }>(
        `select r from public.dealer_price_list() as r where r ->> 'product_id' = 'sl02'`,
      )
    )[0]!;
    expect(Number(sl02.dealer_price_in_paise)).toBeLessThan(Number(sl02.list_price_in_paise));

    await page.goto('/products/sl02');
    const price = page.getByTestId('product-price').getByTestId('dealer-price');
    await expectContains(price, 'Your dealer price');
    expect(rupeesTextToPaise(await price.getByTestId('dealer-price-value').innerText())).toBe(
      Number(sl02.dealer_price_in_paise),
    );
    expect(rupeesTextToPaise(await price.getByTestId('dealer-list-price').innerText())).toBe(
      Number(sl02.list_price_in_paise),
    );

    await page.getByTestId('add-to-cart').first().click();
    await page.goto('/cart');
    await expectContains(page.getByTestId('cart-line-dealer-price'), 'Your dealer price');
    const priced = (
      await asDealer<{ totalInPaise: number }>(`select public.price_cart($1::jsonb, null) as r`, [
        JSON.stringify([{ productId: 'sl02', quantity: 1 }]),
      ])
    )[0]!;
    const total = page.getByTestId('summary-total');
    await expectContains(total, '₹');
    expect(rupeesTextToPaise(await total.innerText())).toBe(Number(priced.totalInPaise));

    // A shopper on another phone: the list price, never a dealer price.
    const shopper = await openBrowser(stack.appUrl);
    try {
      await signInAs(shopper.context, 'user');
      await shopper.page.goto('/products/sl02');
      const shown = shopper.page.getByTestId('product-price');
      await expectContains(shown, '₹12,999');
      await shopper.page.waitForTimeout(1500);
      expect(await shopper.page.getByTestId('dealer-price').count()).toBe(0);
      expect(await shopper.page.getByText('Your dealer price').count()).toBe(0);
    } finally {
      await shopper.close();
    }
  });

  it('with no signal the dealer fills the pad and orders on account; Postgres has it at the tier price', async () => {
    const { page, context } = browser;
    await context.setOffline(false);
    const session = await sessionFor('dealer@mgrid.local');
    await context.addInitScript(
      ({ key, value }) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      },
      { key: AUTH_STORAGE_KEY, value: session },
    );
    const sl02 = (
      await asDealer<{ dealer_price_in_paise: number }>(
        `select r from public.dealer_price_list() as r where r ->> 'product_id' = 'sl02'`,
      )
    )[0]!;
    const before = await stack.engine.query<{ n: number }>(
      `select count(*)::int as n from public.orders where payment_method = 'on_account'`,
    );

    // A client-side visit (no service worker here): the page's code stays in this document.
    const visit = (to: string) =>
      page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, to);
    await page.goto('/dealer');
    await expectContains(page.getByTestId('credit-limit'), '₹1,00,000');
    await page.screenshot({ path: '/tmp/dealer-home.png', fullPage: true });
    // The pages the order walks through, opened once with a signal (as the phone has).
    await visit('/checkout');
    await expectVisible(page.getByText(/check out\.$|^Place order for/).first());
    await visit('/cart');
    await expectVisible(page.getByText(/^Continue shopping$|even offline\.$/).first());
    await visit('/order-success/00000000-0000-4000-8000-000000000000');
    await expectVisible(page.getByText('Order not found on this device'));
    await visit('/dealer');
    await page.getByTestId('open-pad').click();
    await expectContains(page.getByTestId('pad-count'), 'products');
    await expectAttribute(page.getByTestId('sync-indicator'), 'data-tone', 'ok');

    await context.setOffline(true);
    await page.getByTestId('pad-filter').fill('SL02');
    const row = page.locator('[data-testid="pad-row"][data-product="sl02"]');
    expect(rupeesTextToPaise(await row.getByTestId('pad-price').innerText())).toBe(
      Number(sl02.dealer_price_in_paise),
    );
    await row.getByTestId('pad-qty').fill('2');
    await row.getByTestId('pad-qty').press('Enter');
    await expectAttribute(
      page.getByTestId('pad-total'),
      'data-total',
      String(2 * Number(sl02.dealer_price_in_paise)),
    );
    await page.screenshot({ path: '/tmp/dealer-order.png' });
    await page.getByTestId('pad-add-to-cart').click();
    await page.waitForURL(/\/cart$/);
    await page
      .getByTestId('checkout-button')
      .click()
      .catch(async (e: unknown) => {
        await page.screenshot({ path: '/tmp/dealer-cart-fail.png', fullPage: true });
        throw e;
      });
    await page.waitForURL(/\/checkout$/);
    await fillCheckout(page, ASHA).catch(async (e: unknown) => {
      await page.screenshot({ path: '/tmp/dealer-checkout-fail.png', fullPage: true });
      throw e;
    });
    await page.getByRole('radio', { name: 'On account' }).check();
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await expectAttribute(page.getByTestId('order-sync-state'), 'data-state', 'waiting');
    await expectContains(page.getByTestId('payment-on-account'), 'Billed to your dealer account');

    await context.setOffline(false);
    const order = await orderById(stack.engine, id);
    expect(order.payment_method).toBe('on_account');
    expect(order.items).toMatchObject([
      { productId: 'sl02', quantity: 2, unitPriceInPaise: Number(sl02.dealer_price_in_paise) },
    ]);
    const { rows } = await stack.engine.query<{ n: number; status: string }>(
      `select count(*)::int as n, min(status) as status from public.orders
       where payment_method = 'on_account' and id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ n: 1, status: 'placed' });
    const after = await stack.engine.query<{ n: number }>(
      `select count(*)::int as n from public.orders where payment_method = 'on_account'`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 1);
  }, 25_000);

  it('staff see an order held over the credit limit: approving needs the permission, rejecting tells the buyer', async () => {
    // Ten SL02 at the Gold tier (₹10,139 each) are over the demo dealer's ₹1,00,000 limit.
    const [id] = await asRequest(stack.engine, { role: 'authenticated', sub: DEALER }, async (tx) =>
      (
        await tx.query<{ id: string }>(
          `insert into public.orders (id, customer_name, phone, address_line1, city, state,
               pin_code, items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise,
               total_in_paise, payment_method)
             values (gen_random_uuid(), 'Rohit Kulkarni', '+91 98765 43213', 'Shop 4, 614 Budhwar Peth',
               'Pune', 'Maharashtra', '411002', '[{"productId": "sl02", "quantity": 10}]', 0, 0, 0, 0,
               'on_account')
             returning id`,
        )
      ).rows.map((r) => r.id),
    );
    const statusOf = async () =>
      (
        await stack.engine.query<{ status: string }>(
          `select status from public.orders where id = $1`,
          [id],
        )
      ).rows[0]!.status;
    expect(await statusOf()).toBe('held');

    const staff = await openBrowser(stack.appUrl);
    try {
      await signInAs(staff.context, 'admin');
      await staff.page.goto(`/admin/orders/${id}`);
      const review = staff.page.getByTestId('credit-hold-review');
      await expectContains(review, 'Held: over your credit limit by').catch(async (e: unknown) => {
        await staff.page.screenshot({ path: '/tmp/desk-hold-fail.png', fullPage: true });
        throw e;
      });
      await review.getByTestId('credit-hold-approve').click();
      // The demo admin holds no dealers.credit_override: the database's words, on the page.
      await expectContains(
        staff.page.getByTestId('credit-hold-message'),
        'approving it needs the dealers.credit_override permission (valid, not expired).',
      );
      expect(await statusOf()).toBe('held');
      await review.getByTestId('credit-hold-reject').click();
      await review
        .getByTestId('credit-hold-reason')
        .fill('Please clear the October invoices first');
      await review.getByTestId('credit-hold-reject').click();
      await expectContains(
        staff.page.getByTestId('credit-hold-message'),
        'is cancelled and the buyer is told why',
      );
    } finally {
      await staff.close();
    }
    const { rows } = await stack.engine.query<{
      status: string;
      cancel_reason: string;
      sms: number;
    }>(
      `select o.status, o.cancel_reason,
         (select count(*)::int from public.notifications n join public.order_events e on e.id = n.event_id
          where n.order_id = o.id and e.kind = 'cancelled' and n.channel = 'sms') as sms
       from public.orders o where o.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      status: 'cancelled',
      cancel_reason: 'Please clear the October invoices first',
      sms: 1,
    });
  }, 20_000);
});
