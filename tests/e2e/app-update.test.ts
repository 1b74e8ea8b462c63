// The update flow across two real builds: the page runs build A with its service worker; the
// server starts serving build B; the page offers "Update now", which applies only when
// accepted and never while a form holds typed input; after it, one line says what changed,
// and the precache holds build B's files only.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  openBrowser,
  PHONE,
  SCREENSHOT_DIR,
  waitForServiceWorker,
  type Browser,
} from './support/browser.ts';
import { buildApp, ROOT } from './support/global-build.ts';
import { startStack, type Stack } from './support/stack.ts';
import type { Page } from 'playwright-core';
import { expectAttribute, expectContains, expectVisible } from './support/wait.ts';

const NEXT = {
  MGRID_RELEASE_VERSION: '0.1.1-e2e',
  MGRID_RELEASE_NOTE: 'Dealer pages now show opening hours.',
};

/** Client-side navigation, as a link in the app does (no document load). */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Replaces what `live` serves with the files of `build` (as a deploy does). */
function deploy(build: string, live: string): void {
  for (const entry of readdirSync(live)) rmSync(path.join(live, entry), { recursive: true });
  cpSync(build, live, { recursive: true });
}

describe('app update', () => {
  const live = mkdtempSync(path.join(tmpdir(), 'mgrid-e2e-live-'));
  const nextBuild = path.join(ROOT, '.tmp', 'e2e-dist-next');
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    cpSync(inject('e2eAppDir'), live, { recursive: true });
    // Build B (another version) while build A starts being served.
    [stack] = await Promise.all([
      startStack({ appDir: live }),
      buildApp(inject('e2eApiPort'), nextBuild, NEXT),
    ]);
    browser = await openBrowser(stack.appUrl, { serviceWorkers: true });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    rmSync(live, { recursive: true, force: true });
    rmSync(nextBuild, { recursive: true, force: true });
  });

  it('offers the new version, waits for the typed form and the checkout, then says what changed', async () => {
    const { page } = browser;
    await page.goto('/products/sl01');
    await waitForServiceWorker(page);
    await page.getByTestId('add-to-cart').click();
    await expectAttribute(page.getByTestId('cart-count'), 'data-count', '1');
    await page.goto('/contact');
    const form = page.getByTestId('lead-form-contact');
    await form.getByLabel('Name').fill('Ravi Kulkarni');
    // Marks this document: a reload would wipe it.
    await page.evaluate(() => ((window as { marker?: number }).marker = 1));

    deploy(nextBuild, live);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const notice = page.getByTestId('update-notice');
    await expectAttribute(notice, 'data-phase', 'waiting');
    await expectContains(notice, 'A new version of the shop is ready.');
    // Not accepted: the new worker waits and the page stays as it is.
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting?.state === 'installed';
    });
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);

    // Accepted while the form holds typed input: held, the input untouched.
    await notice.getByRole('button', { name: 'Update now' }).click();
    await expectAttribute(notice, 'data-phase', 'held');
    await expectContains(
      notice,
      'The update will finish once you have sent or cleared what you are typing.',
    );
    const stillWaiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting?.state ?? null;
    });
    expect(stillWaiting).toBe('installed');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'update-held-390x844.png') });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'update-held-1366x768.png') });
    await page.setViewportSize(PHONE);
    expect(await form.getByLabel('Name').inputValue()).toBe('Ravi Kulkarni');
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);

    // Straight on to the checkout (within the app, no reload): still held, now for the order.
    await navigateInApp(page, '/checkout');
    await expectVisible(page.getByTestId('checkout-form'));
    await expectContains(
      notice,
      'The update will finish once you have placed your order or left the checkout.',
    );
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);

    // Leaving it with nothing typed anywhere: the update applies and reloads at once.
    const reloaded = page.waitForEvent('load');
    await navigateInApp(page, '/contact');
    await reloaded;
    await expectContains(
      page.locator('.mantine-Notification-root'),
      `Updated to version ${NEXT.MGRID_RELEASE_VERSION}: ${NEXT.MGRID_RELEASE_NOTE}`,
    );
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBeUndefined();
    await expect.poll(() => page.getByTestId('update-notice').count()).toBe(0);

    // Old caches cleaned: the precache holds exactly files build B serves.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        if (!name.includes('precache')) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(5);
    const missing = cached.filter((url) => {
      try {
        return readdirSync(path.dirname(path.join(live, url))).includes(path.basename(url))
          ? false
          : true;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
