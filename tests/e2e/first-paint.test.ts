// The first paint does not wait for the data layer: a pre-rendered product page arrives with
// the catalogue's price in its HTML (rendered again by the host after a change), hydrates
// without React hydration errors, and shows the live database's price, never an old one, an
// error or "not found" in between. The code the page runs later is fetched once it
// has loaded, so a visitor who then loses the signal can still save a sign-up on the device.
// Losing it before the code arrives leaves the page readable, says so, and the page starts
// once the signal is back.
import { describe, expect, it } from 'vitest';
import {
  PAGE_CODE_LOAD_FAILED,
  PAGE_CODE_TRY_AGAIN,
  PRODUCT_NOT_FOUND,
  PRODUCTS_LOAD_FAILED,
} from '../../src/lib/messages.ts';
import type { Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectContains } from './support/wait.ts';

/** Installed before the app runs: notes every text the page shows, as it changes. */
function recordTexts(): void {
  const seen = new Set<string>();
  (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
  const note = () => seen.add(document.body?.innerText ?? '');
  new MutationObserver(note).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
  });
}

describe('first paint', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('saves a sign-up made after losing the signal, before the data layer had started', async () => {
    // First in this file: nothing is in this profile's cache yet, as on a first visit.
    const { context, page } = browser;
    await page.goto('/');
    // The page asks for the code it runs later (the data layer's chunks among it) once
    // loaded, by prefetch links (not running it: an import would be initiated by a script);
    // wait until every one the build named has been fetched.
    // The list is an asset the meta tag names (not in the HTML: scripts/prefetch-plugin.ts).
    const listUrl = await page.getAttribute('meta[name="mgrid-prefetch"]', 'content');
    expect(listUrl).toMatch(/^\/assets\/prefetch-[\w-]+\.json$/);
    const named = (await (await page.request.get(listUrl!)).json()) as string[];
    expect(named.length).toBeGreaterThan(10);
    // Each is a file the build wrote (never a chunk the bundler dropped afterwards).
    const statuses = await Promise.all(
      named.map(async (href) => `${href} ${(await page.request.get(href)).status()}`),
    );
    expect(statuses).toEqual(named.map((href) => `${href} 200`));
    await page.waitForFunction((named) => {
      const fetched = new Set(
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === 'link')
          .map((entry) => new URL(entry.name).pathname),
      );
      return (
        named.some((href) => /\/assets\/data-layer-[\w-]+\.js$/.test(href)) &&
        named.every((href) => fetched.has(href))
      );
    }, named);
    await context.setOffline(true);
    try {
      const form = page.getByTestId('newsletter-form');
      await form.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await form.getByLabel('Email for offers and launches').fill('no.signal@example.in');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expectContains(page.getByTestId('newsletter-done'), 'no.signal@example.in');
      await expectContains(page.getByTestId('sync-indicator'), 'You are offline');
    } finally {
      await context.setOffline(false);
      // Requests refused while offline are logged; the next test counts hydration errors only.
      browser.errors.length = 0;
    }
  });

  it('serves a pre-rendered product page that hydrates, then shows the live price', async () => {
    const { page, errors } = browser;
    const built = await (await page.request.get('/products/gl360')).text();
    expect(built).toContain('₹18,499');
    await stack.engine.query("update public.products set price = '₹17,250' where id = 'gl360'");

    // The host renders the page again with the live catalogue (fresh-pages.ts): once it
    // serves that, the page hydrates with the price it was rendered with.
    await expect
      .poll(async () => (await page.request.get('/products/gl360')).text(), { timeout: 30_000 })
      .toContain('₹17,250');
    const response = await page.request.get('/products/gl360');
    const html = await response.text();
    expect(html).toContain('data-prerendered="/products/gl360"');
    expect(html).toContain('MGRID GL360 360° Green Line Laser');
    expect(html).not.toContain('₹18,499');
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['vary']).toBe('Accept-Encoding');

    await page.addInitScript(recordTexts);
    await page.goto('/products/gl360');
    const main = page.locator('main');
    await expectContains(main, '₹17,250');
    expect(await main.innerText()).not.toContain('₹18,499');

    const seen = await page.evaluate(() =>
      [...(window as unknown as { seenTexts: Set<string> }).seenTexts].join('\n'),
    );
    expect(seen).not.toContain('₹18,499');
    expect(seen).not.toContain(PRODUCT_NOT_FOUND);
    expect(seen).not.toContain(PRODUCTS_LOAD_FAILED);
    // React reports a hydration mismatch as a console error (minified #418 / #423 / #425).
    expect(errors).toEqual([]);
  });

  it('says a page whose code could not be fetched starts once back online, and it does', async () => {
    const { context, page } = browser;
    const root = page.locator('#root');
    const hydrated = () =>
      page.waitForFunction(() => document.getElementById('root')!.hasAttribute('data-hydrated'));
    const backOnline = async () => {
      await context.setOffline(true);
      await context.setOffline(false);
    };
    try {
      // The page's own code (its route's chunk) fails: the entry tells the page's loader.
      await page.route('**/assets/product-page-*.js', (route) =>
        route.abort('internetdisconnected'),
      );
      await page.goto('/products/gl360');
      await expectContains(page.getByRole('alert'), PAGE_CODE_LOAD_FAILED);
      await expectContains(page.getByRole('alert'), PAGE_CODE_TRY_AGAIN);
      // Still readable: the pre-rendered page, not the app's yet, never an error screen.
      await expectContains(page.locator('main h1'), 'MGRID GL360 360° Green Line Laser');
      expect(await root.getAttribute('data-hydrated')).toBeNull();
      await page.unroute('**/assets/product-page-*.js');
      await backOnline();
      await hydrated();
      expect(await page.getByRole('alert').count()).toBe(0);

      // The entry itself fails: the loader sees it.
      await page.route('**/assets/index-*.js', (route) => route.abort('internetdisconnected'));
      await page.goto('/about');
      await expectContains(page.getByRole('alert'), PAGE_CODE_LOAD_FAILED);
      expect(await root.getAttribute('data-hydrated')).toBeNull();
      await page.unroute('**/assets/index-*.js');
      await backOnline();
      await hydrated();
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await page.unrouteAll();
      await context.setOffline(false);
      // The refused requests are logged as errors; they were the point of this test.
      browser.errors.length = 0;
    }
  });
});
