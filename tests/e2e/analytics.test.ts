// Analytics and what the shop keeps on the device: Google Analytics loads only after the
// visitor accepts cookies, and the browser storage is exactly what the Cookie Policy lists.
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectCount, expectVisible } from './support/wait.ts';

describe('analytics', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('loads Google Analytics only after the visitor accepts cookies', async () => {
    const { page } = browser;
    await stack.engine.query(
      "update public.site_settings set ga_measurement_id = 'G-MGRID2026' where id = 'default'",
    );
    const analytics: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      analytics.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await page.goto('/');
    await expectVisible(page.getByTestId('cookie-consent'));
    await page.waitForTimeout(500);
    expect(analytics).toEqual([]);
    await page.getByTestId('cookie-consent').getByRole('button', { name: 'Accept' }).click();
    await expectCount(page.getByTestId('cookie-consent'), 0);
    await expect
      .poll(() => analytics)
      .toEqual(['https://www.googletagmanager.com/gtag/js?id=G-MGRID2026']);
    expect(await page.evaluate(() => localStorage.getItem('mgrid:cookie-consent'))).toBe(
      'accepted',
    );

    // What the Cookie Policy lists is all the shop keeps (the GA script was stubbed here).
    const stored = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      databases: (await indexedDB.databases()).map((d) => d.name ?? ''),
      cookies: document.cookie,
    }));
    expect(stored.local).toEqual(['mgrid:cookie-consent']);
    const sessionKeys = ['react-router-scroll-positions', 'mgrid:dismissed-banners'];
    expect(stored.session.every((key) => sessionKeys.includes(key))).toBe(true);
    expect(stored.databases.length).toBeGreaterThan(0);
    expect(stored.databases.every((name) => name.startsWith('rxdb-dexie-mgrid-'))).toBe(true);
    expect(stored.cookies).toBe('');
  });
});
