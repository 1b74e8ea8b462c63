// Banners: one created by an admin appears on a visitor's open page, switching it off makes
// it disappear there, and a banner that no longer exists says "Banner not found".
import { describe, expect, it } from 'vitest';
import {
  openBrowser,
  screenshotBothSizes,
  seriousA11yViolations,
  type Browser,
} from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectCount, expectText } from './support/wait.ts';

const TITLE = 'Monsoon sale: 20% off line lasers';

describe('admin banners', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('creates and toggles a banner that a visitor sees live', async () => {
    const { page, context } = browser;
    const visitor = await openBrowser(stack.appUrl);
    try {
      await visitor.page.goto('/contact');
      await signInAs(context, 'admin');
      await page.goto('/admin/banners/new');
      const editor = page.getByTestId('banner-editor');
      await editor.getByTestId('save-banner').click();
      await expectContains(editor, 'Title is required');
      await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
      await editor
        .getByRole('textbox', { name: 'Priority (higher shows first)', exact: true })
        .fill('1000');
      await editor.getByRole('textbox', { name: 'Text colour', exact: true }).fill('#ffdd00');
      await expectContains(page.getByTestId('contrast-warning'), 'below the 4.5:1');
      await expectContains(page.getByTestId('banner-preview'), TITLE);
      await screenshotBothSizes(page, 'admin-banner-editor');
      await editor.getByRole('textbox', { name: 'Text colour', exact: true }).fill('#ffffff');
      await expectCount(page.getByTestId('contrast-warning'), 0);
      await editor.getByTestId('save-banner').click();
      await page.waitForURL('**/admin/banners');
      const row = page.locator(`[data-testid="banner-row"][data-title="${TITLE}"]`);
      await expectText(row.getByTestId('banner-status'), 'active');
      expect(await seriousA11yViolations(page)).toEqual([]);

      const { rows } = await stack.engine.query<{ id: string; is_active: boolean }>(
        'select id, is_active from public.banners where title = $1',
        [TITLE],
      );
      expect(rows).toEqual([{ id: expect.any(String), is_active: true }]);
      // The visitor's page, never reloaded, shows it (the highest priority comes first).
      await expect
        .poll(async () => (await visitor.page.content()).includes(TITLE), { timeout: 15_000 })
        .toBe(true);

      await row.getByRole('switch').click({ force: true });
      await expectText(row.getByTestId('banner-status'), 'inactive');
      // Row-level security hides an inactive banner from visitors, so the change itself never
      // reaches them; their device drops it on its next visibility check (every (re)connect and
      // every 5 minutes). A fresh visit shows it gone.
      await visitor.page.reload();
      await expect
        .poll(async () => (await visitor.page.content()).includes(TITLE), { timeout: 15_000 })
        .toBe(false);

      await stack.engine.query('update public.banners set _deleted = true where id = $1', [
        rows[0]!.id,
      ]);
      await page.goto(`/admin/banners/${rows[0]!.id}`);
      await expectText(page.getByTestId('banner-not-found'), 'Banner not found');
    } finally {
      await visitor.close();
    }
  });
});
