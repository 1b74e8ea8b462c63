// No input lost: what a visitor types into /login or /forgot-password the moment
// the field appears is still there once the page has settled (the data layer started, the
// session read), and signing in with it works; a sort chosen on the pre-rendered product list
// as soon as it can be used is kept.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';
import { withShop } from './support/shop-session.ts';
import { slowPhone } from './support/slow-phone.ts';

/** Installed before the app runs: counts input fields taken out of the page (a remount). */
function countRemovedInputs(): void {
  const removed: string[] = [];
  (window as unknown as { removedInputs: string[] }).removedInputs = removed;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (!(node instanceof Element)) continue;
        const inputs = node.matches('input') ? [node] : [...node.querySelectorAll('input')];
        for (const input of inputs) removed.push(input.getAttribute('autocomplete') ?? 'input');
      }
    }
  }).observe(document, { subtree: true, childList: true });
}

const removedInputs = (page: Page) =>
  page.evaluate(() => (window as unknown as { removedInputs: string[] }).removedInputs);

describe('input typed right after arrival', () => {
  let browser: Browser;

  withShop((_stack, b) => (browser = b), { freshProfileOnRetry: true });

  it('keeps what is typed into /forgot-password reached from /login', async () => {
    const { context, page } = browser;
    await context.addInitScript(countRemovedInputs);
    await slowPhone(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const email = page.getByTestId('forgot-password-form').getByLabel(/^Email/);
    await email.waitFor({ state: 'attached' });
    // The sign-in form's fields left with /login; from here on none may.
    await page.evaluate(() => {
      (window as unknown as { removedInputs: string[] }).removedInputs.length = 0;
    });
    await email.pressSequentially('asha.deshpande@example.in');
    await page.waitForTimeout(3000);
    expect(await removedInputs(page)).toEqual([]);
    expect(await email.inputValue()).toBe('asha.deshpande@example.in');
  });

  it('keeps what is typed into /login at once, and signs in with it', async () => {
    const { page } = browser;
    await page.goto('/login');
    const identifier = page.locator('input[autocomplete="username"]');
    await identifier.waitFor({ state: 'attached', timeout: 30_000 });
    await identifier.pressSequentially('user@mgrid.local');
    const password = page.locator('input[autocomplete="current-password"]');
    await password.pressSequentially(DEMO_PASSWORD);
    await page.waitForTimeout(3000);
    expect(await removedInputs(page)).toEqual([]);
    expect(await identifier.inputValue()).toBe('user@mgrid.local');
    expect(await password.inputValue()).toBe(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
  });

  it('keeps what a password manager fills in without telling the page (no input event)', async () => {
    const { context } = browser;
    const page = await context.newPage();
    await slowPhone(page);
    await page.goto('/forgot-password');
    const email = page.getByTestId('forgot-password-form').getByLabel(/^Email/);
    await email.waitFor({ state: 'attached' });
    await email.evaluate((input: HTMLInputElement) => {
      // As some managers fill: the value set through the element, no event dispatched.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        'filled.by.manager@example.in',
      );
    });
    await page.waitForTimeout(3000);
    expect(await email.inputValue()).toBe('filled.by.manager@example.in');
    await page.close();
  });

  it('keeps a sort chosen on a pre-rendered list the moment it can be used', async () => {
    const { context } = browser;
    const page = await context.newPage();
    await slowPhone(page);
    await page.goto('/products');
    // Once React has hydrated the page, the list included, a choice is React's own (a choice
    // made before is the early script's: tests/e2e/dead-window.test.ts).
    await page.waitForSelector('#root[data-hydrated]');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForTimeout(2000);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
    await page.close();
  });
});
