// Two admins edit the same products: the second one's publish writes the products nobody else
// changed, keeps each conflict as a draft with both versions side by side, and resolves them
// each of the three ways.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations, screenshotBothSizes, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectCount, expectText } from './support/wait.ts';

async function rename(page: Page, id: string, name: string) {
  await page.goto(`/admin/products/${id}`);
  await page
    .getByTestId('product-editor')
    .getByRole('textbox', { name: 'Name', exact: true })
    .fill(name);
  await page.getByTestId('save-draft').click();
  await expectContains(page.getByTestId('editor-saved'), 'Saved on this device');
}

describe('publish conflicts', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('shows both versions and resolves keep mine, take theirs and edit', async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await rename(page, 'ml01', 'Mine ML01');
    await rename(page, 'sl01', 'Mine SL01');
    await rename(page, 'mdr40', 'Mine MDR40');
    await rename(page, 'gl360', 'Mine GL360');
    // Meanwhile another admin publishes the same three products.
    await stack.engine.query(
      `update public.products set name = 'Theirs ' || upper(id) where id in ('ml01', 'sl01', 'mdr40')`,
    );
    // ... and on MDR40 also a field this admin's draft never touched.
    await stack.engine.query(
      `update public.products set "shortDescription" = 'Theirs: now with a carry pouch' where id = 'mdr40'`,
    );
    await page.goto('/admin/products');
    await expectContains(page.getByRole('main'), 'Mine ML01');
    await page.getByTestId('publish').click();
    await expectCount(page.getByTestId('conflict'), 3);
    await expectContains(
      page.getByTestId('publish-error'),
      'Published 1 change. Not published: 3 products were changed',
    );
    await expectContains(
      page.getByTestId('conflicts'),
      'Held back from the publish: 3 products were changed by someone else (every other change was published).',
    );
    await expectContains(page.getByTestId('last-published'), 'Last published');
    // The product nobody else touched went out with this publish.
    expect(
      (
        await stack.engine.query<{ name: string }>(
          `select name from public.products where id = 'gl360'`,
        )
      ).rows[0]!.name,
    ).toBe('Mine GL360');
    const ml01 = page.locator('[data-testid="conflict"][data-id="ml01"]');
    await expectContains(ml01.locator('[data-side="before"]'), 'Theirs ML01');
    await expectContains(ml01.locator('[data-side="after"]'), 'Mine ML01');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-conflicts');
    const names = async () =>
      (
        await stack.engine.query<{ id: string; name: string }>(
          `select id, name from public.products where id in ('ml01', 'sl01', 'mdr40') order by id`,
        )
      ).rows;
    expect(await names()).toEqual([
      { id: 'mdr40', name: 'Theirs MDR40' },
      { id: 'ml01', name: 'Theirs ML01' },
      { id: 'sl01', name: 'Theirs SL01' },
    ]);

    // Take theirs: the draft goes, the server's version stays.
    await ml01.getByTestId('take-theirs').click();
    await expectCount(page.getByTestId('conflict'), 2);

    // Edit: the editor shows both versions; saving after seeing them settles the conflict.
    await page
      .locator('[data-testid="conflict"][data-id="sl01"]')
      .getByTestId('edit-conflict')
      .click();
    await expectContains(page.getByTestId('conflict-compare'), 'Theirs SL01');
    await page
      .getByTestId('product-editor')
      .getByRole('textbox', { name: 'Name', exact: true })
      .fill('Merged SL01');
    await page.getByTestId('save-draft').click();
    await expectCount(page.getByTestId('conflict'), 0);
    await page.getByRole('link', { name: '← All products' }).click();

    // Keep mine on the last one publishes every remaining draft, field by field: my name,
    // their short description (a field my draft never touched).
    const mdr40 = page.locator('[data-testid="conflict"][data-id="mdr40"]');
    await expectText(
      mdr40.getByTestId('keep-mine-plan'),
      'You both changed Name: Keep mine keeps yours there. Their change to Short description is kept either way.',
    );
    await mdr40.getByTestId('keep-mine').click();
    await expectContains(page.getByTestId('pending-changes'), 'Everything is published');
    expect(await names()).toEqual([
      { id: 'mdr40', name: 'Mine MDR40' },
      { id: 'ml01', name: 'Theirs ML01' },
      { id: 'sl01', name: 'Merged SL01' },
    ]);
    expect(
      (
        await stack.engine.query<{ short: string }>(
          `select "shortDescription" as short from public.products where id = 'mdr40'`,
        )
      ).rows[0]!.short,
    ).toBe('Theirs: now with a carry pouch');
  });
});
