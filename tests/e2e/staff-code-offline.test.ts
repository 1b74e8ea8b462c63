// Staff code cached at sign-in: a shopper's install leaves the back office out
// (staff-assets.json lists it); once a staff member is signed in, on any page, the service
// worker caches all of it, so the back office opens with no signal though it was never opened
// online on this device.
import { describe, expect, it } from 'vitest';
import { waitForServiceWorker, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import { expectContains } from './support/wait.ts';

const cachedCode = () =>
  caches
    .open('on-demand-code')
    .then((cache) => cache.keys())
    .then((keys) => keys.map((request) => new URL(request.url).pathname));

describe('staff code', () => {
  let browser: Browser;

  withShop((_stack, b) => (browser = b), { serviceWorkers: true, freshProfileOnRetry: true });

  it('is cached when an admin signs in, and the back office then opens offline', async () => {
    const { page, context } = browser;
    await page.goto('/');
    await waitForServiceWorker(page);
    const staff = (await (await page.request.get('/staff-assets.json')).json()) as string[];
    expect(staff.length).toBeGreaterThan(0);
    // A shopper's device holds none of it.
    expect((await page.evaluate(cachedCode)).filter((url) => staff.includes(url))).toEqual([]);

    await signInAs(context, 'admin');
    await page.goto('/products');
    const missing = async () => {
      const cached = await page.evaluate(cachedCode);
      return staff.filter((url) => !cached.includes(url));
    };
    await expect.poll(missing, { timeout: 30_000 }).toEqual([]);

    await context.setOffline(true);
    try {
      await page.goto('/admin/products');
      await expectContains(page.getByTestId('pending-changes'), 'Everything is published');
    } finally {
      await context.setOffline(false);
    }
  });
});
