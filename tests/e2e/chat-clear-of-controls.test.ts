// A phone in one hand (390 x 844): the floating chat button never hides one of the page's own
// controls (no more than a fifth of any shown control's box lies under it: its corner over a
// product's picture hides nothing). On the home page, the product list, a product page, the
// cart, the contact form and a page's footer (Subscribe), scrolled to the top, the middle and
// the bottom, none is hidden; at the bottom of every page the reserved padding keeps it clear,
// so there it is shown (on the product page the buy bar takes the bottom instead, and the
// button gives way to it). On the product grid it moves to a free corner rather than vanish.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.ts';
import { ASHA, fillCheckout } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { expectAttribute, expectVisible } from './support/wait.ts';

type Where = 'top' | 'middle' | 'bottom';

interface Look {
  launcherShown: boolean;
  /** Controls whose box meets the shown launcher's, described for the failure message. */
  covered: string[];
}

/** The same test the app applies, written independently here (a, button, input, ...). */
function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('.chat-launcher');
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    if (!launcher || !shown(launcher)) return { launcherShown: false, covered: [] };
    const box = launcher.getBoundingClientRect();
    const covered: string[] = [];
    const controls = 'a, button, input, select, textarea, [role=button], [data-keep-clear]';
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      if (launcher.contains(el) || !shown(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const overlapWidth = Math.min(r.right, box.right) - Math.max(r.left, box.left);
      const overlapHeight = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
      const hidden =
        overlapWidth > 0 && overlapHeight > 0
          ? (overlapWidth * overlapHeight) / (r.width * r.height)
          : 0;
      if (hidden > 0.2) {
        const text = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40);
        covered.push(`<${el.tagName.toLowerCase()}> "${text}" at ${Math.round(r.top)}px`);
      }
    }
    return { launcherShown: true, covered };
  });
}

async function scrollTo(page: Page, where: Where): Promise<void> {
  await page.evaluate((to) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const y = to === 'top' ? 0 : to === 'bottom' ? max : Math.round(max / 2);
    window.scrollTo({ top: y, behavior: 'instant' });
  }, where);
  // Two frames: the app checks on the frame after a scroll.
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

describe('the chat button and the page controls', () => {
  let browser: Browser;

  withShop((_, b) => (browser = b));

  /** Every position: nothing covered; at the bottom, the button shown (unless `bottomBar`). */
  async function checkPage(name: string, bottomBar = false): Promise<void> {
    const { page } = browser;
    for (const where of ['top', 'middle', 'bottom'] as const) {
      await scrollTo(page, where);
      await expect
        .poll(async () => (await look(page)).covered, { message: `${name} at the ${where}` })
        .toEqual([]);
    }
    // (it comes back once scrolling has paused for a moment)
    const shown = async () => (await look(page)).launcherShown;
    if (bottomBar) {
      await expectVisible(page.getByTestId('sticky-buy-bar'));
      await expect.poll(shown, { message: `${name}: gives way to the buy bar` }).toBe(false);
    } else {
      await expect.poll(shown, { message: `${name}: shown at the bottom` }).toBe(true);
    }
  }

  it('covers nothing on the home page and the product list', async () => {
    const { page } = browser;
    await page.goto('/');
    await expectVisible(page.getByTestId('chat-toggle'));
    await checkPage('home');
    await page.goto('/products');
    await expectVisible(page.getByRole('link', { name: /SL02/ }).first());
    await checkPage('products');
  });

  it('stays on screen down the product grid, in a free corner', async () => {
    const { page } = browser;
    await page.goto('/products');
    await expectVisible(page.getByRole('link', { name: /SL02/ }).first());
    const places: string[] = [];
    for (let step = 0; step <= 10; step += 1) {
      await page.evaluate((share) => {
        const max = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo({ top: Math.round(max * share), behavior: 'instant' });
      }, step / 10);
      // Scrolling paused: it has settled where it stays.
      await page.waitForTimeout(400);
      places.push(
        await page.evaluate(() => {
          const launcher = document.querySelector('.chat-launcher')!;
          return launcher.hasAttribute('data-aside')
            ? 'aside'
            : (launcher.getAttribute('data-spot') ?? '?');
        }),
      );
      expect((await look(page)).covered, `grid at ${step * 10} %`).toEqual([]);
    }
    // Stepping aside only where no corner is free: shown at (nearly) every place of the grid.
    expect(
      places.filter((place) => place === 'aside').length,
      places.join(' '),
    ).toBeLessThanOrEqual(2);
    expect(places.every((place) => ['right', 'left', 'raised', 'aside'].includes(place))).toBe(
      true,
    );
  });

  it('covers nothing on a product page, and gives way to its buy bar', async () => {
    const { page } = browser;
    await page.goto('/products/sl02');
    await expectVisible(page.getByTestId('add-to-cart'));
    await checkPage('product page', true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('add-to-cart').click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
  });

  it('covers nothing in the cart (Continue shopping) nor on the contact form', async () => {
    const { page } = browser;
    await page.goto('/cart');
    await expectVisible(page.getByRole('link', { name: 'Continue shopping' }));
    await checkPage('cart');
    await page.goto('/contact');
    await expectVisible(page.getByRole('checkbox'));
    await checkPage('contact');
  });

  it('leaves the order total readable on the order page', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products/sl01');
    await page.getByTestId('add-to-cart').first().click();
    // The cart also holds what an earlier test here added; any order will do for this check.
    await expect
      .poll(async () => Number(await page.getByTestId('cart-count').getAttribute('data-count')))
      .toBeGreaterThan(0);
    await page.goto('/checkout');
    await fillCheckout(page, ASHA);
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order-success\/[0-9a-f-]{36}$/);
    const total = page.getByTestId('order-total');
    await expectVisible(total);
    await checkPage('order page');
    // The total scrolled to where the button sits: the button steps aside from it.
    await page.evaluate(() => {
      const row = document.querySelector('[data-testid="order-total"]')!.getBoundingClientRect();
      window.scrollBy({ top: row.bottom - window.innerHeight + 40, behavior: 'instant' });
    });
    await expect.poll(async () => (await look(page)).covered).toEqual([]);
    await total.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'artifacts/screenshots/order-page-390-chat.png' });
  });

  it("covers nothing on a page's footer, its Subscribe button included", async () => {
    const { page } = browser;
    await page.goto('/about');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.scrollIntoViewIfNeeded();
    await expectVisible(subscribe);
    await checkPage('about');
    // Subscribe itself: at the very bottom, in view and clear of the shown button.
    await scrollTo(page, 'bottom');
    const [button, launcher] = await Promise.all([
      subscribe.boundingBox(),
      page.locator('.chat-launcher').boundingBox(),
    ]);
    expect(button!.y + button!.height).toBeLessThanOrEqual(launcher!.y);
  });
});
