// Hindi product content and the account's language in Chromium: a Hindi name typed
// in the product editor is published to Postgres and shown on /hi/products/<id> while the
// English page keeps the English name; a banner's and the site's Hindi texts typed in the
// back office are stored and shown on Hindi pages only, a blank one showing the English; and
// a language chosen with the switch while signed in is saved on the account and followed by a
// sign-in on a fresh device.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signInThroughForm } from './support/accounts.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectCount, expectText } from './support/wait.ts';

const HINDI_NAME = 'MGRID TP160 लेज़र ट्राइपॉड (नया)';
const BANNER_TITLE = 'Republic Day sale on tripods';
const BANNER_TITLE_HI = 'गणतंत्र दिवस सेल: ट्राइपॉड पर छूट';
const HERO_TITLE_HI = 'हर साइट पर सीधी और सटीक लाइन';

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

  it("saves a banner's Hindi title from the banner editor, shown on Hindi pages only", async () => {
    const admin = await openBrowser(stack.appUrl);
    try {
      await signInAs(admin.context, 'admin');
      const { page } = admin;
      await page.goto('/admin/banners/new');
      const editor = page.getByTestId('banner-editor');
      await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(BANNER_TITLE);
      await editor
        .getByRole('textbox', { name: 'Priority (higher shows first)', exact: true })
        .fill('1000');
      const hindi = editor.getByTestId('hindi-fields');
      await hindi
        .getByRole('textbox', { name: 'Title (Hindi)', exact: true })
        .fill(BANNER_TITLE_HI);
      await hindi.getByRole('textbox', { name: 'Subtitle (Hindi)' }).fill('   ');
      await expectContains(page.getByTestId('banner-preview-hindi'), BANNER_TITLE_HI);
      await editor.getByTestId('save-banner').click();
      await page.waitForURL('**/admin/banners');
      const { rows } = await stack.engine.query(
        'select id, title, title_hi, subtitle_hi, cta_text_hi from public.banners where title = $1',
        [BANNER_TITLE],
      );
      // A blank Hindi text is null: Hindi pages show the English one.
      expect(rows).toEqual([
        {
          id: expect.any(String),
          title: BANNER_TITLE,
          title_hi: BANNER_TITLE_HI,
          subtitle_hi: null,
          cta_text_hi: null,
        },
      ]);
      // Opened again, the editor shows the stored Hindi.
      await page.goto(`/admin/banners/${(rows[0] as { id: string }).id}`);
      await expect
        .poll(() => hindi.getByRole('textbox', { name: 'Title (Hindi)', exact: true }).inputValue())
        .toBe(BANNER_TITLE_HI);
    } finally {
      await admin.close();
    }

    const visitor = await openBrowser(stack.appUrl);
    try {
      await visitor.page.goto('/hi/contact');
      await expectContains(visitor.page.getByTestId('banner-slot'), BANNER_TITLE_HI);
      await visitor.page.goto('/contact');
      await expectContains(visitor.page.getByTestId('banner-slot'), BANNER_TITLE);
      expect(await visitor.page.getByTestId('banner-slot').textContent()).not.toContain(
        BANNER_TITLE_HI,
      );
    } finally {
      await visitor.close();
    }
  });

  it('saves the site texts in Hindi from the settings form, a blank one showing English', async () => {
    const owner = await openBrowser(stack.appUrl);
    try {
      await signInAs(owner.context, 'superadmin');
      const { page } = owner;
      await page.goto('/superadmin/settings');
      const hindi = page.getByTestId('hindi-fields');
      const hero = hindi.getByRole('textbox', { name: 'Hero title (Hindi)' });
      // The seeded Hindi is there to edit.
      await expect.poll(() => hero.inputValue()).toBe('सटीकता जो साफ़ दिखे');
      await hero.fill(HERO_TITLE_HI);
      await hindi.getByRole('textbox', { name: 'Best-seller title (Hindi)' }).fill('');
      await page.getByTestId('save-settings').click();
      await expectContains(page.getByTestId('settings-saved'), 'Saved.');
    } finally {
      await owner.close();
    }
    const { rows } = await stack.engine.query(
      `select hero_title, hero_title_hi, best_seller_title, best_seller_title_hi
       from public.site_settings where id = 'default'`,
    );
    expect(rows).toEqual([
      {
        hero_title: 'Precision you can see',
        hero_title_hi: HERO_TITLE_HI,
        best_seller_title: 'Best sellers',
        best_seller_title_hi: null,
      },
    ]);

    const visitor = await openBrowser(stack.appUrl);
    try {
      const { page } = visitor;
      await page.goto('/hi/');
      await expectText(page.getByRole('heading', { level: 1 }), HERO_TITLE_HI);
      await expectCount(page.getByRole('heading', { name: 'Best sellers', exact: true }), 1);
      await page.goto('/');
      await expectText(page.getByRole('heading', { level: 1 }), 'Precision you can see');
    } finally {
      await visitor.close();
    }
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
