// The admin's product screens in Chromium: two products edited and one deleted offline,
// kept across a reload, published when back online in one transaction, and a visitor's open
// page showing all three changes without reloading.
import { describe, expect, it } from 'vitest';
import {
  openBrowser,
  screenshotBothSizes,
  seriousA11yViolations,
  waitForServiceWorker,
  type Browser,
} from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectCount } from './support/wait.ts';
import type { Page } from 'playwright-core';

async function editField(page: Page, id: string, label: string, value: string) {
  await page.goto(`/admin/products/${id}`);
  const editor = page.getByTestId('product-editor');
  await editor.getByRole('textbox', { name: label, exact: true }).fill(value);
  await editor.getByTestId('save-draft').click();
  await expectContains(page.getByTestId('editor-saved'), 'Saved on this device');
}

describe('admin products', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('refuses invalid values with the rule, and saves nothing', async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await page.goto('/admin/products');
    await waitForServiceWorker(page);
    await expectContains(page.getByTestId('pending-changes'), 'Everything is published');
    await page.getByRole('link', { name: 'MGRID ML01 Line Laser' }).click();
    const editor = page.getByTestId('product-editor');
    await editor.getByLabel('MRP', { exact: true }).fill('₹3,000');
    await editor.getByLabel('HSN code', { exact: true }).fill('90151');
    await editor.getByTestId('save-draft').click();
    await expectContains(editor, 'MRP cannot be below the price');
    await expectContains(editor, 'HSN code must be 4, 6 or 8 digits');
    await expectContains(page.getByTestId('pending-changes'), 'Everything is published');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-product-editor');
  });

  it('keeps offline edits across a reload and publishes them live to a visitor', async () => {
    const { page, context } = browser;
    const visitor = await openBrowser(stack.appUrl);
    try {
      await visitor.page.goto('/products');
      await expectContains(visitor.page.getByRole('main'), 'MGRID ML01 Line Laser');

      await page.goto('/admin/products');
      await expectCount(page.getByTestId('admin-product-row'), 16);
      await context.setOffline(true);
      await editField(page, 'ml01', 'Name', 'MGRID ML01 Line Laser Pro');
      await editField(page, 'sl02', 'Price', '₹12,499');
      await page.goto('/admin/products/lg01');
      await page.getByTestId('mark-deleted').click();
      await expectContains(page.getByTestId('editor-saved'), 'Marked deleted');

      await page.reload();
      await page.goto('/admin/products?show=drafts');
      await expectCount(page.getByTestId('admin-product-row'), 3);
      await expectContains(page.getByTestId('pending-changes'), '3 unpublished changes');
      const kinds = await page
        .getByTestId('draft-badge')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')).sort());
      expect(kinds).toEqual(['changed', 'changed', 'deleted']);
      await screenshotBothSizes(page, 'admin-products-drafts');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByTestId('publish').click();
      await expectContains(page.getByTestId('publish-waiting'), 'You are offline');
      const { rows: before } = await stack.engine.query(
        "select name from public.products where id = 'ml01'",
      );
      expect(before).toEqual([{ name: 'MGRID ML01 Line Laser' }]);

      await context.setOffline(false);
      await expectContains(page.getByTestId('pending-changes'), 'Everything is published');
      const { rows } = await stack.engine.query(
        `select id, name, price, _deleted from public.products
         where id in ('ml01', 'sl02', 'lg01') order by id`,
      );
      expect(rows).toEqual([
        { id: 'lg01', name: expect.any(String), price: '₹599', _deleted: true },
        { id: 'ml01', name: 'MGRID ML01 Line Laser Pro', price: '₹3,499', _deleted: false },
        { id: 'sl02', name: expect.any(String), price: '₹12,499', _deleted: false },
      ]);
      await expectAttribute(page.getByTestId('pending-changes'), 'data-pending', 'false');

      // The visitor's page, never reloaded, shows the three changes.
      const main = visitor.page.getByRole('main');
      await expectContains(main, 'MGRID ML01 Line Laser Pro');
      await expect
        .poll(async () => (await main.textContent()) ?? '', { timeout: 15_000 })
        .not.toMatch(/LG01/i);
      await visitor.page.goto('/products/sl02');
      await expectContains(visitor.page.getByTestId('product-price'), '₹12,499');
    } finally {
      await visitor.close();
    }
  });
});
