// Error reports from a phone: nothing leaves the browser without consent; with it,
// an error thrown offline waits on the device and reaches the database exactly once when the
// phone is back online, scrubbed of personal data; the superadmin sees it grouped, with frames
// read through the build's source maps.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectVisible } from './support/wait.ts';

const QUEUE_KEY = 'mgrid:error-reports';
/** Longer than the reporter's batching delay (2 s). */
const BATCH_WAIT_MS = 3000;

/** Throws from a timer, so the page sees an uncaught error as an app bug would raise it. */
const throwInPage = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

const isAnalytics = (url: string) =>
  /googletagmanager\.com|google-analytics\.com|report_client_errors/.test(url);

describe('error reports', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  /** The reports of errors this file throws (a page may report real ones of its own too). */
  const stored = async () =>
    (
      await stack.engine.query<{ message: string; kind: string; route: string; release: string }>(
        `select message, kind, route, release from public.client_errors
         where message like 'Error: %broke%' order by received_at`,
      )
    ).rows;

  it('sends nothing, to the analytics host or the shop, without consent', async () => {
    const { page, context } = browser;
    await stack.engine.query(
      "update public.site_settings set ga_measurement_id = 'G-MGRID2026' where id = 'default'",
    );
    const requests: string[] = [];
    const watch = (request: Request) => requests.push(request.url());
    context.on('request', watch);
    try {
      await page.goto('/products');
      await expectVisible(page.getByTestId('cookie-consent'));
      // Not yet answered: an error stays on the device, and not even there.
      await throwInPage(page, 'Page broke before an answer');
      await page.waitForTimeout(BATCH_WAIT_MS);
      await page.getByTestId('cookie-consent').getByRole('button', { name: 'Decline' }).click();
      await throwInPage(page, 'Page broke after declining');
      await page.reload();
      await page.waitForTimeout(BATCH_WAIT_MS);
      expect(requests.filter(isAnalytics)).toEqual([]);
      expect(requests.some((url) => url.includes('/rest/v1/'))).toBe(true);
      expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();
      expect(await stored()).toEqual([]);
      expect((await stack.engine.query('select id from public.client_errors')).rows).toEqual([]);
    } finally {
      context.off('request', watch);
      browser.errors.length = 0;
    }
  });

  it('reports an error thrown offline once, when the phone is back online', async () => {
    const { page, context } = browser;
    await page.evaluate(() => localStorage.setItem('mgrid:cookie-consent', 'accepted'));
    await page.goto('/products');
    const reports: string[] = [];
    const watch = (request: Request) => {
      if (request.url().includes('report_client_errors')) reports.push(request.postData() ?? '');
    };
    context.on('request', watch);
    try {
      await context.setOffline(true);
      await throwInPage(page, 'Cart total broke for ravi@example.com on 9876543210');
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY))
        .toContain('Cart total broke for [email] on [number]');
      await page.waitForTimeout(BATCH_WAIT_MS);
      expect(reports).toEqual([]);
      expect(await stored()).toEqual([]);

      await context.setOffline(false);
      await expect.poll(stored, { timeout: 10_000 }).toHaveLength(1);
      expect(await stored()).toEqual([
        {
          message: 'Error: Cart total broke for [email] on [number]',
          kind: 'error',
          route: '/products',
          release: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        },
      ]);
      expect(await page.evaluate((key) => localStorage.getItem(key), QUEUE_KEY)).toBeNull();

      // Nothing is sent again: not later, not after a reload.
      await page.reload();
      await page.waitForTimeout(BATCH_WAIT_MS);
      expect(await stored()).toHaveLength(1);
      expect(reports.filter((body) => body.includes('Cart total broke'))).toHaveLength(1);
    } finally {
      // A retry must not start with no signal.
      await context.setOffline(false);
      context.off('request', watch);
      browser.errors.length = 0;
    }
  });

  it('shows the superadmin grouped errors with frames read through the source maps', async () => {
    // A frame inside the shop's own entry script, where this build put the reporter's queue
    // key: the superadmin's page must read it back to the source file.
    const html = await (await fetch(stack.appUrl)).text();
    const entry = /data-entry="([^"]+)"/.exec(html)![1]!;
    const entryUrl = new URL(entry, stack.appUrl).href;
    const code = await (await fetch(entryUrl)).text();
    const at = code.indexOf(QUEUE_KEY);
    expect(at).toBeGreaterThan(0);
    const line = code.slice(0, at).split('\n').length;
    const column = at - code.lastIndexOf('\n', at - 1);
    // (A retry of this test starts from one report again.)
    await stack.engine.query(
      "delete from public.client_errors where message = 'TypeError: queue is not iterable'",
    );
    await stack.engine.query(
      `insert into public.client_errors (id, kind, message, stack, top_frame, route, release, occurred_at)
       values (gen_random_uuid(), 'rejection', 'TypeError: queue is not iterable', $1, $2, '/cart', '9.9.9', now())`,
      [
        `TypeError: queue is not iterable\n    at readQueue (${entryUrl}:${line}:${column})`,
        `${entryUrl}:${line}:${column}`,
      ],
    );

    const admin = await openBrowser(stack.appUrl);
    try {
      await signInAs(admin.context, 'superadmin');
      await admin.page.goto('/superadmin/errors');
      const groups = admin.page.getByTestId('client-error-group');
      const mapped = groups.filter({ hasText: 'TypeError: queue is not iterable' });
      await expectVisible(mapped);
      // The entry's map is the biggest; fetching and reading it takes a moment.
      await expect
        .poll(() => mapped.getByTestId('client-error-frame').textContent(), { timeout: 15_000 })
        .toMatch(/^src\/features\/analytics\/error-queue\.ts:\d+:\d+/);
      expect(await mapped.getByTestId('client-error-count').textContent()).toBe('1');
      expect(await mapped.getByTestId('client-error-releases').textContent()).toBe('9.9.9');
      const offline = groups.filter({ hasText: 'Cart total broke for [email] on [number]' });
      expect(await offline.getByTestId('client-error-count').textContent()).toBe('1');
      await mapped.getByRole('button', { name: 'Show the latest stack' }).click();
      await expect
        .poll(() => mapped.getByTestId('client-error-stack').textContent(), { timeout: 15_000 })
        .toMatch(
          /^TypeError: queue is not iterable\n {4}at src\/features\/analytics\/error-queue\.ts:/,
        );
    } finally {
      await admin.close();
    }
  });

  it("stores a page view's web vitals once with consent, and none without", async () => {
    const { page } = browser;
    const infoViews = async () =>
      (
        await stack.engine.query<{
          lcp_ms: number | null;
          dead_window_ms: number | null;
          release: string;
        }>("select lcp_ms, dead_window_ms, release from public.web_vitals where page_type = 'info'")
      ).rows;
    const vitalsLoaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((e) => e.name.includes('/web-vitals-')),
      );
    await stack.engine.query('delete from public.web_vitals');
    await page.goto('/cart');
    await page.evaluate(() => localStorage.removeItem('mgrid:cookie-consent'));
    // Without an answer: the module never loads, leaving the page sends nothing.
    await page.goto('/about');
    await page.waitForTimeout(1500);
    expect(await vitalsLoaded()).toBe(false);
    await page.goto('/cart');
    await page.waitForTimeout(1000);
    expect(await infoViews()).toEqual([]);

    await page.evaluate(() => localStorage.setItem('mgrid:cookie-consent', 'accepted'));
    await page.goto('/about');
    await expect.poll(vitalsLoaded).toBe(true);
    // Leaving the page (pagehide) sends its view with a keepalive request.
    await page.goto('/cart');
    await expect.poll(infoViews, { timeout: 10_000 }).toHaveLength(1);
    const [row] = await infoViews();
    expect(row!.lcp_ms).toBeGreaterThan(0);
    expect(row!.dead_window_ms).toBeGreaterThanOrEqual(0);
    expect(row!.release).toMatch(/^\d+\.\d+\.\d+$/);
    // Once: the next page's start sends nothing of it again, and nothing stays queued.
    await page.reload();
    await page.waitForTimeout(1000);
    expect(await infoViews()).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('mgrid:web-vitals'))).toBeNull();
  });

  it('shows the superadmin p75 per page type and week, coloured by the thresholds', async () => {
    await stack.engine.query("delete from public.web_vitals where page_type = 'product'");
    // Four product page views this week: LCP p75 3.5 s, INP p75 425 ms, no CLS measured.
    await stack.engine.query(
      `insert into public.web_vitals (id, page_type, lcp_ms, inp_ms, dead_window_ms, release, recorded_at)
       select gen_random_uuid(), 'product', lcp, inp, 100, '9.9.9', now()
       from unnest(array[1000, 2000, 3000, 5000], array[100, 150, 300, 800]) as v(lcp, inp)`,
    );
    const admin = await openBrowser(stack.appUrl);
    try {
      await signInAs(admin.context, 'superadmin');
      await admin.page.goto('/superadmin/vitals');
      const row = admin.page.getByTestId('vitals-row').filter({
        has: admin.page.getByTestId('vitals-page-type').getByText('product', { exact: true }),
      });
      await expectVisible(row);
      expect(await row.getByTestId('vitals-views').textContent()).toBe('4');
      const cell = (metric: string) => row.getByTestId(`vital-${metric}`);
      expect(await cell('lcp').textContent()).toBe('3.5 s4 views');
      expect(await cell('lcp').getAttribute('data-rating')).toBe('needs-improvement');
      expect(await cell('inp').textContent()).toBe('425 ms4 views');
      expect(await cell('inp').getAttribute('data-rating')).toBe('needs-improvement');
      expect(await cell('cls').textContent()).toBe('-');
      expect(await cell('dead_window').textContent()).toBe('100 ms4 views');
      expect(await cell('dead_window').getAttribute('data-rating')).toBe('good');
      await expect
        .poll(() => admin.page.getByTestId('vitals-total').textContent())
        .toMatch(/^\d+ page views in the last 8 weeks$/);
    } finally {
      await admin.close();
    }
  });
});
