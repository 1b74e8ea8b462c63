// Installing: Chromium finds nothing wrong with the manifest (its own installability check
// over CDP), the manifest's screenshots are real PNGs of the stated sizes, our install offer
// shows the browser's dialog and a "Not now" is remembered, and iOS Safari gets the hint.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  screenshotBothSizes,
  seriousA11yViolations,
  waitForServiceWorker,
  type Browser,
} from './support/browser.ts';
import { signInAs } from './support/sign-in.ts';
import { ROOT } from './support/global-build.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectCount, expectVisible } from './support/wait.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** What Chromium fires when the app may be installed (with a stand-in for its dialog). */
function offerInstall(outcome: string) {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, {
    prompt: () => {
      (window as { prompted?: number }).prompted =
        ((window as { prompted?: number }).prompted ?? 0) + 1;
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('install', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('is installable: no installability errors and a complete manifest', async () => {
    const { page, context } = browser;
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      errors: unknown[];
      data?: string;
    };
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();

    const served = (await (await fetch(new URL('/manifest.webmanifest', stack.appUrl))).json()) as {
      id: string;
      screenshots: { src: string; sizes: string; form_factor: string }[];
      icons: { purpose: string }[];
      shortcuts: { name: string }[];
    };
    expect(served.id).toBe('/');
    expect(served.icons.map((icon) => icon.purpose)).toContain('maskable');
    expect(served.shortcuts.map((s) => s.name)).toEqual([
      'Products',
      'Cart',
      'Where to buy',
      'New lead (staff)',
    ]);
    expect(served.screenshots.map((s) => [s.form_factor, s.sizes])).toEqual([
      ['narrow', '390x844'],
      ['wide', '1366x768'],
    ]);
    for (const shot of served.screenshots) {
      const response = await fetch(new URL(shot.src, stack.appUrl));
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(path.join(ROOT, 'public', shot.src))).toBe(shot.sizes);
    }
  });

  it('offers the browser dialog from its own button, and remembers "Not now"', async () => {
    const { page } = browser;
    await page.goto('/products');
    await expectVisible(page.locator('#root[data-hydrated]'));
    expect(await page.evaluate(offerInstall, 'dismissed')).toBe(true);
    const offer = page.getByTestId('install-offer');
    await expectAttribute(offer, 'data-offer', 'prompt');
    await offer.scrollIntoViewIfNeeded();
    await screenshotBothSizes(page, 'install-offer');
    await offer.getByRole('button', { name: 'Install' }).click();
    // The browser's dialog was shown; cancelling it there counts as "Not now".
    await expectCount(offer, 0);
    expect(await page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('mgrid:install-dismissed'))).toMatch(
      /^\d{4}-\d\d-\d\dT/,
    );

    // Never nagging: the next time the browser offers it, the shop stays quiet.
    await page.reload();
    await expectVisible(page.locator('#root[data-hydrated]'));
    await page.evaluate(offerInstall, 'dismissed');
    await page.waitForTimeout(300);
    await expectCount(offer, 0);
  });

  it('shows staff whether this device keeps its data', async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await page.goto('/admin/products');
    const note = page.getByTestId('storage-note');
    await expectVisible(note);
    const persisted = await note.getAttribute('data-persisted');
    expect(await note.textContent()).toBe(
      persisted === 'true'
        ? 'This device keeps the shop’s data even when space is low.'
        : 'This device may clear data when space is low: send your drafts and field leads when you can. Installing the app makes the browser keep them.',
    );
    expect(persisted).toBe(String(await page.evaluate(() => navigator.storage.persisted())));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-storage-note');
  });

  it('gives iOS Safari the "Add to Home Screen" steps instead', async () => {
    const { context } = browser;
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setUserAgentOverride', { userAgent: IPHONE_SAFARI });
      // Safari has no install prompt; this Chromium does (the app is installable), so its
      // event is kept from the app here.
      await page.addInitScript(() =>
        window.addEventListener(
          'beforeinstallprompt',
          (event) => event.stopImmediatePropagation(),
          {
            capture: true,
          },
        ),
      );
      await page.goto('/');
      // The same profile said "Not now" above; this is another visitor's phone.
      await page.evaluate(() => localStorage.removeItem('mgrid:install-dismissed'));
      await page.reload();
      await expectVisible(page.locator('#root[data-hydrated]'));
      const offer = page.getByTestId('install-offer');
      await expectAttribute(offer, 'data-offer', 'ios-hint');
      await expectVisible(offer.getByText('Tap the Share button, then “Add to Home Screen”.'));
      await offer.getByRole('button', { name: 'Got it' }).click();
      await expectCount(offer, 0);
      await cdp.detach();
    } finally {
      await page.close();
    }
  });
});
