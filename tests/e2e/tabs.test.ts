// Two tabs of the shop on one device share one database and one replication: only the
// leading tab opens the realtime connection, a cart change in one tab shows in the other,
// and a product changed on the server reaches both without a reload.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains } from './support/wait.ts';

describe('two tabs on one device', () => {
  let stack: Stack;
  let browser: Browser;
  const sockets: string[] = [];

  const watchSockets = (page: Page, tab: string) =>
    page.on('websocket', (ws) => {
      if (ws.url().includes('/realtime/v1/websocket')) sockets.push(tab);
    });

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('share the cart, one realtime connection, and live product changes', async () => {
    const first = browser.page;
    watchSockets(first, 'first');
    await first.goto('/products/ml01');
    await expectContains(first.getByTestId('product-price'), '₹3,499');

    const second = await browser.context.newPage();
    watchSockets(second, 'second');
    await second.goto('/products/ml01');
    await expectContains(second.getByTestId('product-price'), '₹3,499');

    await first.getByTestId('add-to-cart').click();
    await expectAttribute(first.getByTestId('cart-count'), 'data-count', '1');
    await expectAttribute(second.getByTestId('cart-count'), 'data-count', '1');

    await stack.engine.query(
      `update public.products set name = 'MGRID ML01 Line Laser (2026 edition)' where id = 'ml01'`,
    );
    for (const page of [first, second]) {
      await expectContains(page.getByRole('heading', { level: 1 }), '(2026 edition)');
    }
    // Leader election: one tab replicates for both.
    expect(sockets).toHaveLength(1);
    await second.close();
  });
});
