// Never charged above what was shown: two buyers place SL01 offline at ₹6,999; meanwhile the
// price is raised by 5 % (₹7,349). Each order arrives held ("Prices changed: ₹6,999 → ₹7,349
// on SL01") with no stock taken; the first buyer confirms on the order's page and the order
// proceeds at ₹7,349 (stock taken then); the second cancels and no stock is taken.
import { describe, expect, it } from 'vitest';
import { openBrowser, waitForServiceWorker, type Browser } from './support/browser.ts';
import { ASHA, fillCheckout, orderById, type Customer } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectText } from './support/wait.ts';

const RAVI: Customer = {
  ...ASHA,
  name: 'Ravi Kulkarni',
  phone: '+91 98220 54321',
  email: 'ravi.kulkarni@example.in',
};

/** Adds SL01 to the cart online, then places the order offline; answers the order's id. */
async function placeOffline({ page, context }: Browser, customer: Customer): Promise<string> {
  await page.goto('/products/sl01');
  await waitForServiceWorker(page);
  await expectContains(page.getByTestId('product-price'), '₹6,999');
  await page.getByTestId('add-to-cart').click();
  await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
  await context.setOffline(true);
  await expectAttribute(page.getByTestId('sync-indicator'), 'data-tone', 'offline');
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await page.getByTestId('checkout-button').click();
  await page.waitForURL('**/checkout');
  await fillCheckout(page, customer);
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
  await expectAttribute(page.getByTestId('order-sync-state'), 'data-state', 'waiting');
  await expectText(page.getByTestId('order-total'), '₹6,999');
  return page.url().split('/').pop()!;
}

describe('an order priced above what was shown', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  const stock = async () =>
    (
      await stack.engine.query<{ n: number }>(
        `select "stockQuantity"::int as n from public.products where id = 'sl01'`,
      )
    ).rows[0]!.n;
  const stockMoves = async (orderId: string) =>
    (
      await stack.engine.query<{ n: number }>(
        'select count(*)::int as n from private.stock_movements where order_id = $1',
        [orderId],
      )
    ).rows[0]!.n;

  it('is held until its buyer confirms it at the new total, or cancels it', async () => {
    const before = await stock();
    const second = await openBrowser(stack.appUrl, { serviceWorkers: true });
    try {
      const first = await placeOffline(browser, ASHA);
      const other = await placeOffline(second, RAVI);

      // Meanwhile SL01 goes up 5 % (₹6,999 × 1.05 = ₹7,348.95, ₹7,349), as a publish writes it.
      await stack.engine.query(`update public.products set price = '₹7,349' where id = 'sl01'`);

      await browser.context.setOffline(false);
      const row = await orderById(stack.engine, first, 45_000);
      expect(row).toMatchObject({ status: 'held' });
      expect(Number(row.total_in_paise)).toBe(734_900);
      expect(await stock()).toBe(before);
      const { page } = browser;
      const held = page.getByTestId('held-order');
      await expectText(held.getByTestId('hold-reason'), 'Prices changed: ₹6,999 → ₹7,349 on SL01');
      await expectContains(held, 'new total of ₹7,349');
      await held.getByTestId('confirm-held').click();
      await expectAttribute(page.getByTestId('order-sync-state'), 'data-state', 'confirmed');
      await expectText(page.getByTestId('confirmed-total'), '₹7,349');
      await expectText(page.getByTestId('order-total'), '₹7,349');
      const placed = await stack.engine.query<{ status: string; total: number }>(
        'select status, total_in_paise::int as total from public.orders where id = $1',
        [first],
      );
      expect(placed.rows).toEqual([{ status: 'placed', total: 734_900 }]);
      expect(await stock()).toBe(before - 1);

      await second.context.setOffline(false);
      expect(await orderById(stack.engine, other, 45_000)).toMatchObject({ status: 'held' });
      const theirs = second.page.getByTestId('held-order');
      await expectText(
        theirs.getByTestId('hold-reason'),
        'Prices changed: ₹6,999 → ₹7,349 on SL01',
      );
      await theirs.getByTestId('cancel-held').click();
      await expectContains(second.page.locator('h1'), 'this order is cancelled');
      const cancelled = await stack.engine.query<{ status: string }>(
        'select status from public.orders where id = $1',
        [other],
      );
      expect(cancelled.rows).toEqual([{ status: 'cancelled' }]);
      expect(await stock()).toBe(before - 1);
      expect(await stockMoves(other)).toBe(0);
    } finally {
      await second.close();
    }
  });
});
