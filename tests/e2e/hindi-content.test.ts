// Hindi product content and the account's language (issue 32) in Chromium: a Hindi name typed
// in the product editor is published to Postgres and shown on /hi/products/<id> while the
// English page keeps the English name; and a language chosen with the switch while signed in
// is saved on the account and followed by a sign-in on a fresh device.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInThroughForm } from './support/accounts.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectText } from './support/wait.ts';

const HINDI_NAME = 'MGRID TP160 लेज़र ट्राइपॉड (नया)';

describe('Hindi content', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it("publishes a product's Hindi name from the editor to the Hindi page only", async () => {
    const admin = await openBrowser(stack.appUrl);
    try {
      await signInAs(admin.context, 'admin');
      const { page } = admin;
      await page.goto('/admin/products/tp160');
      const editor = page.getByTestId('product-editor');
      const hindi = editor.getByTestId('hindi-fields');
      // The seeded Hindi is there to edit.
      await expect
        .poll(() => hindi.getByRole('textbox', { name: 'Name (Hindi)' }).inputValue())
        .toBe('MGRID TP160 एलिवेटिंग लेज़र ट्राइपॉड (1.6 m)');
      await hindi.getByRole('textbox', { name: 'Name (Hindi)' }).fill(HINDI_NAME);
      await editor.getByTestId('save-draft').click();
      await expectContains(page.getByTestId('editor-saved'), 'Saved on this device');
      await page.goto('/admin/products');
      await page.getByTestId('publish').click();
      await expectContains(page.getByTestId('pending-changes'), 'Everything is published');
    } finally {
      await admin.close();
    }
    const { rows } = await stack.engine.query(
      "select name, name_hi from public.products where id = 'tp160'",
    );
    expect(rows).toEqual([
      { name: 'MGRID TP160 Elevating Laser Tripod (1.6 m)', name_hi: HINDI_NAME },
    ]);

    const { page } = browser;
    await page.goto('/hi/products/tp160');
    await expectText(page.getByRole('heading', { level: 1 }), HINDI_NAME);
    await page.goto('/products/tp160');
    await expectText(
      page.getByRole('heading', { level: 1 }),
      'MGRID TP160 Elevating Laser Tripod (1.6 m)',
    );
  });

  it("saves the language chosen while signed in, and a fresh device's sign-in follows it", async () => {
    const phone = await openBrowser(stack.appUrl);
    try {
      await signInAs(phone.context, 'user');
      await phone.page.goto('/products');
      await expectContains(phone.page.getByRole('main'), 'MGRID ML01 Line Laser');
      await phone.page.getByTestId('language-switch').first().click();
      await phone.page.waitForURL(/\/hi\/products$/);
      // The Hindi page saves it on the account once it knows the session.
      const saved = async () =>
        (
          await stack.engine.query<{ preferred_locale: string | null }>(
            "select preferred_locale from public.users where email = 'user@mgrid.local'",
          )
        ).rows[0]?.preferred_locale;
      await expect.poll(saved, { timeout: 20_000, interval: 250 }).toBe('hi');
    } finally {
      await phone.close();
    }

    // A device that never chose a language: English until the account signs in.
    const { page } = browser;
    await page.goto('/login');
    expect(await page.evaluate(() => localStorage.getItem('mgrid.locale'))).toBeNull();
    await signInThroughForm(page, 'user@mgrid.local', DEMO_PASSWORD);
    await page.waitForURL(/\/hi\/dashboard/, { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('mgrid.locale'))).toBe('hi');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
  });
});
