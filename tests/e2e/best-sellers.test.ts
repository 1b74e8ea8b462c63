// "Best seller" means something: the ribbon is on exactly the products Postgres ranks 10 or
// better ("popular": docs/product.md#constants), following a rank an admin changes, and the home
// page's sections never show a product twice.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectVisible } from './support/wait.ts';

interface Card {
  id: string;
  ribbon: boolean;
}

/** Each product card in `scope`: its product id and whether it carries the ribbon. */
function cards(scope: Locator): Promise<Card[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [...root.querySelectorAll('[data-testid="product-card"]')].map((card) => ({
        id: decodeURIComponent(
          card.querySelector('a[href^="/products/"]')!.getAttribute('href')!.slice(10),
        ),
        ribbon: [...card.querySelectorAll('*')].some(
          (el) => el.childElementCount === 0 && el.textContent?.trim() === 'Best seller',
        ),
      })),
    ),
  );
}

describe('best sellers', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  const popularIds = async () =>
    (
      await stack.engine.query<{ id: string }>(
        'select id from public.products where rank <= 10 and not hidden and not _deleted order by id',
      )
    ).rows.map((r) => r.id);

  it('ribbons exactly the products ranked 10 or better in Postgres', async () => {
    // An admin ranks the GL360 a best seller since the build.
    await stack.engine.query(`update public.products set rank = 8 where id = 'gl360'`);
    const popular = await popularIds();
    expect(popular).toEqual(['gl360', 'mdr60', 'ml01', 'sl01', 'sl02', 'tp160']);

    const { page } = browser;
    await page.goto('/products');
    await expectVisible(page.getByRole('link', { name: /SL02/ }).first());
    const ribboned = async () =>
      (await cards(page.locator('main')))
        .filter((c) => c.ribbon)
        .map((c) => c.id)
        .sort();
    await expect.poll(ribboned, { timeout: 15_000 }).toEqual(popular);
    expect((await cards(page.locator('main'))).length).toBe(15);
  });

  it('shows no product twice on the home page, best sellers only on their shelf', async () => {
    const { page } = browser;
    await page.goto('/');
    const sections = page.locator('main section:has([data-testid="product-card"])');
    await expect.poll(() => sections.count()).toBeGreaterThanOrEqual(2);
    const popular = await popularIds();
    const shelf = page.locator('main section', {
      has: page.getByRole('heading', { name: 'Best sellers' }),
    });
    // The GL360, ranked a best seller above, joins the shelf.
    await expect
      .poll(async () => (await cards(shelf)).map((c) => c.id), { timeout: 15_000 })
      .toContain('gl360');
    const all = (await cards(sections)).map((c) => c.id);
    expect(new Set(all).size).toBe(all.length);
    const best = await cards(shelf);
    expect(best.length).toBeGreaterThan(0);
    expect(best.every((c) => c.ribbon && popular.includes(c.id))).toBe(true);
    await expectVisible(shelf);
  });
});
