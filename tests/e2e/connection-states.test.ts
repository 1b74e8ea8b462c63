// The three ways the shop can lose its data, told apart on a phone (390 x 844): a first visit
// while our server does not answer (the browser is online) says "Failed to load products" and
// shows the bundled catalogue; a device without network says "You are offline"; and the bar's
// buttons stay whole at 390 px.
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PRODUCTS_LOAD_FAILED } from '../../src/lib/messages.ts';
import { seriousA11yViolations, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { expectAttribute, expectContains, expectVisible } from './support/wait.ts';

const toApi = (url: URL) => url.port === String(inject('e2eApiPort'));
const refuse = (route: Route) => route.abort('connectionrefused');

/** The button's text fits in its box (nothing cut off) and the box lies inside the viewport. */
async function fitsOnScreen(page: Page, name: string): Promise<void> {
  const button = page.getByTestId('sync-indicator').getByRole('button', { name });
  await expectVisible(button);
  const fit = await button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      clipped: el.scrollWidth > el.clientWidth + 1,
      left: box.left,
      right: box.right,
      width: window.innerWidth,
    };
  });
  expect(fit.clipped).toBe(false);
  expect(fit.left).toBeGreaterThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(fit.width);
}

describe('connection states', () => {
  let browser: Browser;

  withShop((_, b) => (browser = b));

  it('says the server is unreachable, not that the phone is offline, on a first visit', async () => {
    const { page, context } = browser;
    await context.route(toApi, refuse);
    await page.goto('/products');
    const bar = page.getByTestId('sync-indicator');
    await expectAttribute(bar, 'data-tone', 'unreachable');
    // After the spec's three retries (1, 2 and 4 s) the load has failed, with its message.
    await expectContains(
      bar,
      `${PRODUCTS_LOAD_FAILED}: our server is not answering. Showing the catalogue saved in the app.`,
    );
    expect(await bar.textContent()).not.toContain('You are offline');
    // The bundled catalogue is on screen meanwhile.
    await expectVisible(page.getByRole('link', { name: /SL02/ }));
    await fitsOnScreen(page, 'Retry now');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // "Retry now" while the server is still away changes nothing and breaks nothing.
    await bar.getByRole('button', { name: 'Retry now' }).click();
    await expectAttribute(bar, 'data-tone', 'unreachable');
    // The server comes back: the next answer sets off a reload, the catalogue syncs, and the
    // bar goes away by itself.
    await context.unroute(toApi, refuse);
    await expectAttribute(bar, 'data-tone', 'ok');
  });

  it('says the device is offline when it is, and keeps "Details" whole at 390 px', async () => {
    const { page, context } = browser;
    await page.goto('/contact');
    const form = page.getByTestId('lead-form-contact');
    await expectVisible(form);
    // Lose the signal once the page is usable: its code starts after the pre-rendered paint.
    await expectVisible(page.locator('#root[data-hydrated]'));
    await context.setOffline(true);
    const bar = page.getByTestId('sync-indicator');
    await expectAttribute(bar, 'data-tone', 'offline');
    // An enquiry saved offline gives the bar something to list under "Details".
    await form.getByLabel(/^Name/).fill('Ravi Kulkarni');
    await form.getByLabel('Mobile number').fill('98201 44556');
    await form.getByLabel(/^Email/).fill('ravi@example.in');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send' }).click();
    await expectContains(bar, 'You are offline. 1 enquiry saved on this device');
    expect(await bar.textContent()).not.toContain('server');
    await fitsOnScreen(page, 'Details');
    await context.setOffline(false);
    await expectAttribute(bar, 'data-tone', 'ok');
  });
});
