// A dealer member's prices in Chromium: the demo dealer (Gold tier) signs in, the SL02 page
// says "Your dealer price" with the tier's price from Postgres (dealer_price_list), the cart
// line says it too, and the cart's total is the database's (price_cart) for the same line; a
// shopper in another browser sees the list price and no dealer price.
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { AUTH_STORAGE_KEY } from '../../sync/engine/supabase.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { rupeesTextToPaise } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { sessionFor, signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains } from './support/wait.ts';

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
});
