// Pages as fresh as the catalogue. An admin raises SL01 by 5 % and hides CC01, and publishes:
// the app host renders the pre-rendered pages again, and a first visit on a slow phone (4x CPU,
// slow 4G) once the fresh page is served shows the new price from its first paint and never
// the old one. A copy of the page rendered before the publish (what a static host or a CDN
// may still serve) learns the live catalogue version before its first paint and says
// "Checking price…" (in Hindi too) instead of the old price, offers no Add to Cart for the
// product hidden since, and shows the current price once the live catalogue has arrived.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatInr } from '../../src/lib/money.ts';
import { runAs, setUpActors } from '../support/db-actors.ts';
import type { Browser } from './support/browser.ts';
import { priceSamples, recordPrices, type PriceSample } from './support/price-samples.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { slowPhone } from './support/slow-phone.ts';

/** Waits until `locator` shows `text` (visible text, not what the page hides). */
async function expectShown(locator: Locator, text: string): Promise<void> {
  await expect
    .poll(() => locator.innerText({ timeout: 1000 }).catch(() => ''), {
      timeout: 30_000,
      interval: 100,
    })
    .toContain(text);
}

const shown = (samples: PriceSample[]) => samples.flatMap((sample) => sample.prices);

describe('pages as fresh as the catalogue', () => {
  let stack: Stack;
  let browser: Browser;
  withShop((s, b) => ([stack, browser] = [s, b]));

  const oldPrice = '₹6,999';
  const newPrice = '₹7,349';
  const before = new Map<string, string>();

  it('renders the pages again after a publish: a first visit never shows the old price', async () => {
    const { context, page, errors } = browser;
    const { rows } = await stack.engine.query<{ paise: string }>(
      "select price_paise::text as paise from public.products where id = 'sl01'",
    );
    // The seed's price, and 5 % more to the rupee.
    const paise = Number(rows[0]!.paise);
    expect(formatInr(paise)).toBe(oldPrice);
    expect(formatInr(Math.round((paise * 1.05) / 100) * 100)).toBe(newPrice);
    // The pages as built, as a static host or a CDN would still hold them.
    for (const path of ['/products/sl01', '/hi/products/sl01', '/products/cc01']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain(path.startsWith('/hi') ? '₹6,999' : '₹');
      before.set(path, html);
    }
    expect(before.get('/products/sl01')).toContain(oldPrice);

    const { admin } = await setUpActors(stack.engine);
    const draft = async (id: string, changes: Record<string, unknown>) => {
      const { rows: found } = await stack.engine.query<{ row: Record<string, unknown> }>(
        'select to_jsonb(p) as row from public.products p where id = $1',
        [id],
      );
      return { ...found[0]!.row, ...changes, _base_modified: found[0]!.row._modified };
    };
    const { rows: published } = await runAs<{
      result: { upserted: string[]; conflicts: unknown[] };
    }>(
      stack.engine,
      admin,
      'select public.publish_products(upserts => $1::jsonb, deletions => $2::jsonb, force => false) as result',
      [
        JSON.stringify([
          await draft('sl01', { price: newPrice }),
          await draft('cc01', { hidden: true }),
        ]),
        '[]',
      ],
    );
    expect(published[0]!.result).toMatchObject({ upserted: ['sl01', 'cc01'], conflicts: [] });

    // The host renders the pages again: the product's own page first.
    await expect
      .poll(async () => (await page.request.get('/products/sl01')).text(), { timeout: 30_000 })
      .toContain(newPrice);
    const fresh = await (await page.request.get('/products/sl01')).text();
    expect(fresh).not.toContain(oldPrice);

    await page.addInitScript(recordPrices);
    const cdp = await slowPhone(page);
    try {
      for (const path of ['/products/sl01', '/products']) {
        await expect
          .poll(async () => (await page.request.get(path)).text(), { timeout: 30_000 })
          .toContain(newPrice);
        await page.goto(path);
        const main = page.locator('main');
        await expectShown(main, newPrice);
        // Until the live catalogue has arrived (the first pull) and after.
        await page.waitForFunction(() => document.querySelector('#root[data-hydrated]'));
        await page.waitForTimeout(3000);
        const samples = await priceSamples(page);
        const prices = shown(samples);
        expect(prices, path).toContain(newPrice);
        expect(prices, path).not.toContain(oldPrice);
        // The product page's first price on screen was the new one.
        if (path === '/products/sl01') {
          expect(samples.find((s) => s.prices.length > 0)?.prices, path).toContain(newPrice);
        }
        expect(await main.innerText(), path).not.toContain(oldPrice);
        // A fresh page vouches for its prices: nothing to check.
        expect(
          samples.some((s) => s.checking),
          path,
        ).toBe(false);
      }
    } finally {
      await cdp.detach();
      await context.clearCookies();
    }
    // React reports a hydration mismatch as a console error.
    expect(errors.filter((e) => !/net::ERR|Failed to load resource/.test(e))).toEqual([]);
  }, 180_000);

  /** Serves the page as it was before the publish, with today's headers (a stale copy). */
  async function serveStale(page: Page, path: string, withServerTiming: boolean) {
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const live = await route.fetch();
        const headers = { ...live.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        if (!withServerTiming) delete headers['server-timing'];
        else expect(headers['server-timing']).toMatch(/^catalogue;desc="\d+"$/);
        await route.fulfill({ status: 200, headers, body: before.get(path)! });
      },
    );
  }

  it('marks the prices of a page older than the catalogue "Checking price…" until the live catalogue arrives', async () => {
    const { context } = browser;
    // A document the test fulfils has no address of its own, so Chromium treats it as a public
    // page asking for the local API (loopback): allowed here, as it is for the real pages.
    await context.grantPermissions(['local-network-access']);
    for (const [path, checking, withServerTiming] of [
      ['/products/sl01', 'Checking price…', true],
      // Without the header (a static host): the page asks the database.
      ['/hi/products/sl01', 'दाम जाँचा जा रहा है…', false],
    ] as const) {
      const page = await context.newPage();
      await page.addInitScript(recordPrices);
      await serveStale(page, path, withServerTiming);
      const cdp = await slowPhone(page);
      try {
        await page.goto(path);
        await expectShown(page.locator('main'), newPrice);
        const samples = await priceSamples(page);
        expect(shown(samples), path).not.toContain(oldPrice);
        expect(
          samples.some((s) => s.checking),
          path,
        ).toBe(true);
        // Said before the page's code had run, when the header named the live version.
        if (withServerTiming) {
          const firstPainted = samples.find((s) => s.checking || s.prices.length > 0);
          expect(firstPainted?.checking, path).toBe(true);
        }
        // No Add to Cart while the price is being checked.
        expect(
          samples.filter((s) => s.checking).some((s) => s.addToCart),
          path,
        ).toBe(false);
        expect(samples.at(-1)?.checking, path).toBe(false);
        await expectShown(
          page.locator('main'),
          checking === 'Checking price…' ? 'Add to Cart' : 'कार्ट में डालें',
        );
        expect(await page.locator('main').innerText()).not.toContain(checking);
      } finally {
        await cdp.detach();
        await page.close();
      }
    }
  }, 180_000);

  it('offers no Add to Cart for a product hidden since the page was rendered', async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(recordPrices);
    await serveStale(page, '/products/cc01', true);
    try {
      await page.goto('/products/cc01');
      await page.waitForFunction(() => document.querySelector('#root[data-hydrated]'));
      await page.waitForTimeout(4000);
      const samples = await priceSamples(page);
      expect(samples.some((s) => s.checking)).toBe(true);
      expect(samples.some((s) => s.addToCart)).toBe(false);
      expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 120_000);
});
