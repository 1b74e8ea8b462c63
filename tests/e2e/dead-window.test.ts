// No dead window: on a first visit from a slow phone (4x CPU, slow 4G) a pre-rendered page is
// used the moment it shows, long before its code has arrived. A tap is a real tap at the
// control's place on screen (page.mouse, which does not wait for the page to be ready), and
// typing goes to whatever has the focus, as a person's would. Add to Cart answers at once and
// survives a reload 100 ms later, once; typed and autofilled text is the field's state after
// hydration; a contact form filled, ticked and sent before the code arrives is sent once; a
// sort picked at `load` stays.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser.ts';
import { waitForRow } from './support/shop.ts';
import type { Stack } from './support/stack.ts';
import { DEMO_PASSWORD } from './support/sign-in.ts';
import { withShop } from './support/shop-session.ts';
import { expectAttribute, expectContains } from './support/wait.ts';
import { EMAIL_REQUIRED, RECOVERY_SENT } from '../../src/lib/messages.ts';
import { slowPhone } from './support/slow-phone.ts';

const isHydrated = (page: Page) =>
  page.evaluate(() => document.getElementById('root')!.hasAttribute('data-hydrated'));
const hydrated = (page: Page) =>
  page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: 60_000 });

/** A finger on the control where it shows, now: no waiting for the page to be ready. */
async function tap(page: Page, control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: 30_000 });
  // Scrolled to, as a thumb would (no waiting for the page to be ready either).
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await control.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

type Moment = 'first paint' | 'load';

/** A first visit to `path`, acting at `moment`: as soon as the page shows, or at `load`. */
async function arrive(browser: Browser, path: string, moment: Moment): Promise<Page> {
  const page = await browser.context.newPage();
  await slowPhone(page, { firstVisit: true });
  await page.goto(path, { waitUntil: moment === 'load' ? 'load' : 'commit' });
  return page;
}

describe('a pre-rendered page on a slow phone, before its code', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { freshProfileOnRetry: true });

  for (const moment of ['first paint', 'load'] as const) {
    it(`adds to the cart on a tap at ${moment}, kept by a reload 100 ms later, once`, async () => {
      const page = await arrive(browser, '/products/sl02', moment);
      const badge = page.getByTestId('cart-count');
      await tap(page, page.getByTestId('add-to-cart'));
      const early = !(await isHydrated(page));
      await expectAttribute(badge, 'data-count', '1');
      await page.waitForTimeout(100);
      await page.reload({ waitUntil: 'commit' });
      await hydrated(page);
      await expectAttribute(badge, 'data-count', '1');
      // The app has folded the journal (the data layer started): still one, never two.
      await page.waitForTimeout(3000);
      expect(await badge.getAttribute('data-count')).toBe('1');
      await page.goto('/cart');
      await expectAttribute(page.getByTestId('cart-line').first(), 'data-product-id', 'sl02');
      expect(await page.getByTestId('cart-line').count()).toBe(1);
      await page.evaluate(() => localStorage.clear());
      await page.close();
      // At first paint the tap came before the code (on a slow phone it always does).
      if (moment === 'first paint') expect(early).toBe(true);
    });
  }

  it('keeps what is typed into /login as soon as it shows, three times of three, and signs in with it', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const page = await arrive(browser, '/login', 'first paint');
      const identifier = page.locator('input[autocomplete="username"]');
      await tap(page, identifier);
      await page.keyboard.type('user@mgrid.local');
      const password = page.locator('input[autocomplete="current-password"]');
      await tap(page, password);
      await page.keyboard.type(DEMO_PASSWORD);
      await hydrated(page);
      await page.waitForTimeout(1000);
      expect(await identifier.inputValue(), `attempt ${attempt}`).toBe('user@mgrid.local');
      expect(await password.inputValue(), `attempt ${attempt}`).toBe(DEMO_PASSWORD);
      if (attempt === 3) {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
        // Signed out again for the tests after: /login would send them to the dashboard.
        await page.evaluate(() => localStorage.clear());
      }
      await page.close();
    }
  });

  it('keeps what a password manager fills in at first paint, with or without an event', async () => {
    for (const how of ['event', 'silent'] as const) {
      const page = await arrive(browser, '/contact', 'first paint');
      const name = page
        .getByTestId('lead-form-contact')
        .getByRole('textbox', { name: 'Name', exact: true });
      await name.waitFor({ state: 'visible', timeout: 30_000 });
      await name.evaluate((input: HTMLInputElement, withEvent) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
          input,
          'Filled By Manager',
        );
        if (withEvent) input.dispatchEvent(new Event('input', { bubbles: true }));
      }, how === 'event');
      await hydrated(page);
      await page.waitForTimeout(1000);
      // React's state holds it: one more key adds to it, not to an empty field.
      await name.press('End');
      await name.press('x');
      expect(await name.inputValue(), how).toBe('Filled By Managerx');
      await page.close();
    }
  });

  it('sends /contact filled in and tapped before its code arrives, once', async () => {
    const page = await arrive(browser, '/contact', 'first paint');
    const form = page.getByTestId('lead-form-contact');
    await tap(page, form.getByRole('textbox', { name: 'Name', exact: true }));
    await page.keyboard.type('Kiran Early');
    await tap(page, form.getByRole('textbox', { name: /^Email/ }));
    await page.keyboard.type('kiran.early@example.in');
    await tap(page, form.getByRole('textbox', { name: /^Mobile number/ }));
    await page.keyboard.type('98220 77881');
    await tap(page, form.getByRole('checkbox'));
    await tap(page, form.getByRole('button', { name: 'Send', exact: true }));
    expect(await isHydrated(page)).toBe(false);
    await expectContains(page.getByRole('status').filter({ hasText: 'Received' }), 'Received');
    const row = await waitForRow<{ email: string; phone: string }>(
      stack.engine,
      "select email, phone from public.leads where name = 'Kiran Early'",
      [],
      45_000,
    );
    expect(row.email).toBe('kiran.early@example.in');
    const { rows } = await stack.engine.query<{ n: number }>(
      "select count(*)::int as n from public.leads where name = 'Kiran Early'",
    );
    expect(rows[0]!.n).toBe(1);
    await page.close();
  });

  it('keeps what is typed into /contact at first paint, three times of three', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const page = await arrive(browser, '/contact', 'first paint');
      const form = page.getByTestId('lead-form-contact');
      const name = form.getByRole('textbox', { name: 'Name', exact: true });
      await tap(page, name);
      await page.keyboard.type('Asha Deshpande');
      await hydrated(page);
      await page.waitForTimeout(1000);
      await name.press('End');
      await name.press('!');
      expect(await name.inputValue(), `attempt ${attempt}`).toBe('Asha Deshpande!');
      await page.close();
    }
  });

  it('keeps an email typed at once into /forgot-password reached by its link', async () => {
    const page = await arrive(browser, '/login', 'first paint');
    await tap(page, page.getByRole('link', { name: 'Forgot password?' }));
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    const email = page.getByTestId('forgot-password-form').getByLabel(/^Email/);
    await tap(page, email);
    await page.keyboard.type('asha.deshpande@example.in');
    await hydrated(page);
    await page.waitForTimeout(1000);
    expect(await email.inputValue()).toBe('asha.deshpande@example.in');
    await page.getByTestId('forgot-password-form').getByRole('button').last().click();
    await expectContains(page.getByTestId('recovery-sent'), RECOVERY_SENT);
    expect(await page.getByTestId('forgot-password-form').textContent()).not.toContain(
      EMAIL_REQUIRED,
    );
    await page.close();
  });

  it('keeps a sort picked at load on /products once the page has hydrated', async () => {
    const page = await arrive(browser, '/products', 'load');
    const sort = page.getByLabel('Sort by');
    // As the phone's own picker does it: the choice, then input and change.
    await sort.evaluate((select: HTMLSelectElement) => {
      select.value = 'price-asc';
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await hydrated(page);
    await page.waitForTimeout(2000);
    expect(await sort.inputValue()).toBe('price-asc');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-asc');
    await page.close();
  });
});
