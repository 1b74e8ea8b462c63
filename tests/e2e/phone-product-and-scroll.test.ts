// A phone in one hand (390 x 844): on a product page, once the main Add to Cart scrolls away a
// bottom bar keeps the price, Add to Cart and Buy now in reach; and the scroll position belongs
// to a page (a new page opens at the top, Back returns to where the buyer was).
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { expectAttribute, expectCount, expectText, expectVisible } from './support/wait.ts';

describe('a phone in one hand', () => {
  let browser: Browser;

  withShop((_, b) => (browser = b));

  it('shows the sticky buy bar once the main button scrolls away, and Buy now checks out', async () => {
    const { page } = browser;
    await page.goto('/products/sl02');
    await expectVisible(page.getByTestId('add-to-cart'));
    const bar = page.getByTestId('sticky-buy-bar');
    await expectCount(bar, 0);
    // The chat button is there until the bar takes the bottom of the screen, then gives way.
    await expectVisible(page.getByTestId('chat-toggle'));

    await page.getByRole('heading', { name: 'Specifications' }).scrollIntoViewIfNeeded();
    await expectVisible(bar);
    await expectText(page.getByTestId('sticky-price'), '₹12,999');
    // It sits at the bottom of the screen, full width.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(Math.round(box.width)).toBe(390);
    await expect.poll(() => page.getByTestId('chat-toggle').isVisible()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: 'Add to Cart' }).click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');

    // Back at the top, the main button is in view again and the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectCount(bar, 0);

    await page.getByRole('heading', { name: 'Specifications' }).scrollIntoViewIfNeeded();
    await bar.getByRole('button', { name: 'Buy now' }).click();
    await page.waitForURL('**/checkout');
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '2');
  });

  it('opens a new page at the top and restores the old position on Back', async () => {
    const { page } = browser;
    await page.goto('/products');
    await expectVisible(page.getByRole('link', { name: /SL02/ }));
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const was = await page.evaluate(() => window.scrollY);

    // A full load of another page (typed or from a bookmark) opens at its top.
    await page.goto('/about');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Within the app: a link opens the next page at the top, Back returns to the old place.
    await page.goto('/products');
    await expectVisible(page.getByRole('link', { name: /MDR40/ }).first());
    await page.evaluate((y) => window.scrollTo(0, y), was);
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    // (clicked from script: Playwright's own click would scroll the link into view first)
    await page
      .getByRole('link', { name: /MDR40/ })
      .first()
      .evaluate((link) => (link as HTMLElement).click());
    await page.waitForURL('**/products/mdr40');
    // (the product page's code loads first: up to a few seconds on a slow machine)
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/products$/);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 })
      .toBeGreaterThan(scrolled - 50);

    // A reload returns to the same place.
    const before = await page.evaluate(() => window.scrollY);
    await page.reload();
    await expectVisible(page.locator('#root[data-hydrated]'));
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 })
      .toBeGreaterThan(before - 50);
  });

  it('offers accessories, compares the next models and remembers what was viewed', async () => {
    const { page } = browser;
    await page.goto('/products/sl01');
    const together = page.locator('section', {
      has: page.getByRole('heading', { name: 'Frequently bought together' }),
    });
    await expectVisible(together.getByRole('link', { name: /TP160/ }));
    const comparison = page.getByTestId('spec-comparison');
    // SL01 beside the next model down (ML01, ₹3,499) and up (SL02, ₹12,999).
    await expect
      .poll(() => comparison.locator('thead th').allInnerTexts())
      .toEqual(['Model', 'SL01 (this)', 'ML01', 'SL02']);
    expect(await comparison.locator('tbody tr').first().locator('td').allInnerTexts()).toEqual([
      '₹6,999',
      '₹3,499',
      '₹12,999',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/products/mdr60');
    const recent = page.locator('section', {
      has: page.getByRole('heading', { name: 'Recently viewed' }),
    });
    await expectVisible(recent.getByRole('link', { name: /SL01/ }));
    // Kept on the device: still there after a reload, newest first.
    await page.reload();
    await expectVisible(recent.getByRole('link', { name: /SL01/ }));
    expect(await page.evaluate(() => localStorage.getItem('mgrid:recently-viewed'))).toMatch(
      /^\["mdr60","sl01"/,
    );
  });
});
