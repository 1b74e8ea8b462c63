// The first tap: on a first visit, before the data layer has started, Add to Cart
// answers at once (the button and the badge in the same frame as the tap) and is durable: a
// reload right after keeps the item, once; two quick taps make quantity 2. The data layer's
// code is held back for the taps, so it cannot have started.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { expectAttribute } from './support/wait.ts';

/** Holds the data layer's code until `release()`: the page cannot start it before then. */
async function holdDataLayer(page: Page): Promise<{ release: () => void; held: string[] }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/(start|data-layer)-[\w-]+\.js$/, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, held };
}

/**
 * Taps `selector` and reads the badge and the button in the next frame, before it is painted
 * (React renders a tap's update in a microtask after the event, so not in the same task).
 */
function tapAndRead(page: Page, selector: string, taps = 1) {
  return page.evaluate(
    async ({ selector, taps }) => {
      const button = document.querySelector<HTMLButtonElement>(selector)!;
      const badge = document.querySelector<HTMLElement>('[data-testid="cart-count"]')!;
      const before = Number(badge.dataset.count);
      for (let i = 0; i < taps; i++) button.click();
      await new Promise(requestAnimationFrame);
      return {
        added: Number(badge.dataset.count) - before,
        count: badge.dataset.count,
        button: button.textContent,
        databases: (await indexedDB.databases()).map((db) => db.name),
      };
    },
    { selector, taps },
  );
}

/** Under load the data layer may take seconds to start and fold. */
const WAIT = { timeout: 15_000 };

const whenHydrated = (page: Page) =>
  page.waitForFunction(() => document.getElementById('root')!.hasAttribute('data-hydrated'));

describe('the first tap', () => {
  let browser: Browser;

  withShop((_stack, b) => (browser = b), { freshProfileOnRetry: true });

  it('adds at once before the data layer starts; a reload right after keeps it, once', async () => {
    const { page } = browser;
    const hold = await holdDataLayer(page);
    await page.goto('/products/sl02');
    await whenHydrated(page);

    const tapped = await tapAndRead(page, '[data-testid="add-to-cart"]');
    expect(tapped).toEqual({
      added: 1,
      count: '1',
      button: 'Add to Cart (1 in cart)',
      databases: [],
    });
    await page.reload();
    await whenHydrated(page);
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);

    hold.release();
    await page.unroute(/\/assets\/(start|data-layer)-[\w-]+\.js$/);
    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await expect.poll(() => line.count(), WAIT).toBe(1);
    await expectAttribute(line, 'data-product-id', 'sl02');
    await expect.poll(() => line.getByTestId('line-quantity').textContent(), WAIT).toBe('1');
    // Folded into the database: the journal is empty, and the stored line says 1.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(localStorage).filter((k) => k.startsWith('mgrid-cart-op:')),
          ),
        WAIT,
      )
      .toEqual([]);
    await page.reload();
    await expect.poll(() => line.getByTestId('line-quantity').textContent(), WAIT).toBe('1');
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
  });

  it('two quick taps make quantity 2; − and + answer at once on the cart', async () => {
    const { page } = browser;
    const hold = await holdDataLayer(page);
    await page.goto('/products/ml01');
    await whenHydrated(page);
    // The cart seen on this device shows after hydrating, never in it (no mismatch with the
    // pre-rendered HTML's empty badge).
    await expect
      .poll(() => page.getByTestId('cart-count').getAttribute('data-count'), WAIT)
      .not.toBe('0');
    expect(browser.errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
    const tapped = await tapAndRead(page, '[data-testid="add-to-cart"]', 2);
    // The badge counts what this device last saw (sl02 × 1, unless this is a fresh profile's
    // retry) and the two taps.
    expect(tapped).toMatchObject({ added: 2, button: 'Add to Cart (2 in cart)' });
    hold.release();
    await page.unroute(/\/assets\/(start|data-layer)-[\w-]+\.js$/);

    await page.goto('/cart');
    const ml01 = page.locator('[data-testid="cart-line"][data-product-id="ml01"]');
    await expect.poll(() => ml01.getByTestId('line-quantity').textContent(), WAIT).toBe('2');
    const plus = await tapAndRead(
      page,
      '[data-testid="cart-line"][data-product-id="ml01"] button[aria-label^="Increase"]',
    );
    expect(plus.added).toBe(1);
    expect(await ml01.getByTestId('line-quantity').textContent()).toBe('3');
    const minus = await tapAndRead(
      page,
      '[data-testid="cart-line"][data-product-id="ml01"] button[aria-label^="Decrease"]',
      2,
    );
    // Two taps in one task: each steps from the quantity shown at its moment.
    expect(minus.added).toBe(-2);
    expect(await ml01.getByTestId('line-quantity').textContent()).toBe('1');
    await page.reload();
    await expect.poll(() => ml01.getByTestId('line-quantity').textContent(), WAIT).toBe('1');
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', minus.count!);
  });
});
