// Banners: one created by an admin appears on a visitor's open page, switching it off makes
// it disappear there and on again brings it back (no reload), and a banner that no longer
// exists says "Banner not found".
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

      const visitorShows = async () => (await visitor.page.content()).includes(TITLE);
      const reloads: string[] = [];
      visitor.page.on('framenavigated', (frame) => {
        if (frame === visitor.page.mainFrame()) reloads.push(frame.url());
      });
      await row.getByRole('switch').click({ force: true });
      await expectText(row.getByTestId('banner-status'), 'inactive');
      // Visitors may read a banner they were shown after it is switched off (migration
      // 20261123610100), so the switch reaches their open page and the client hides it.
      await expect.poll(visitorShows, { timeout: 15_000 }).toBe(false);
      await row.getByRole('switch').click({ force: true });
      await expectText(row.getByTestId('banner-status'), 'active');
      await expect.poll(visitorShows, { timeout: 15_000 }).toBe(true);
      expect(reloads).toEqual([]);
      // Its words still unseen by visitors are not theirs to read: rewritten while off, the
      // banner is withdrawn from their view until it is live again.
      await row.getByRole('switch').click({ force: true });
      await expect.poll(visitorShows, { timeout: 15_000 }).toBe(false);
      await stack.engine.query(`update public.banners set title = 'Diwali preview' where id = $1`, [
        rows[0]!.id,
      ]);
      const { rows: readable } = await stack.engine.query<{ shown_to_visitors: boolean }>(
        'select shown_to_visitors from public.banners where id = $1',
        [rows[0]!.id],
      );
      expect(readable).toEqual([{ shown_to_visitors: false }]);

      await stack.engine.query('update public.banners set _deleted = true where id = $1', [
        rows[0]!.id,
      ]);
      await page.goto(`/admin/banners/${rows[0]!.id}`);
      await expectText(page.getByTestId('banner-not-found'), 'Banner not found');

      // A banner open in the editor whose row is gone from the database when it is saved.
      const { rows: gone } = await stack.engine.query<{ id: string }>(
        `insert into public.banners (title, is_active) values ('Soon gone', false) returning id`,
      );
      await page.goto(`/admin/banners/${gone[0]!.id}`);
      const title = page.getByRole('textbox', { name: 'Title', exact: true });
      await expect.poll(() => title.inputValue(), { timeout: 15_000 }).toBe('Soon gone');
      await stack.engine.query('delete from public.banners where id = $1', [gone[0]!.id]);
      await title.fill('Soon gone, edited');
      await page.getByTestId('save-banner').click();
      await expectText(page.getByTestId('banner-save-error'), 'Banner not found');
    } finally {
      await visitor.close();
    }
  });
});
