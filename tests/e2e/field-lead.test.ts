// Field sales on a phone with no signal: a lead saved on the device, listed as unsent, then
// in Postgres exactly once when back online, source 'field', assigned to the staff member.
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/db-actors.ts';
import {
  screenshotBothSizes,
  seriousA11yViolations,
  waitForServiceWorker,
  type Browser,
} from './support/browser.ts';
import { waitForRow } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains } from './support/wait.ts';

describe('field-sales lead capture', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('saves a lead offline and sends it once when back online', async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await page.goto('/admin/new-lead');
    await waitForServiceWorker(page);
    await context.setOffline(true);

    const form = page.getByTestId('new-lead-form');
    await form.getByTestId('save-lead').click();
    await expectContains(form, 'Name is required');
    await expectContains(form, 'Give a mobile number or an email');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi Kulkarni');
    await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('98220 33445');
    await form.getByRole('textbox', { name: 'Company', exact: true }).fill('Kulkarni Interiors');
    await form.getByPlaceholder('Pick products').fill('SL01');
    await page.getByRole('option', { name: /^MGRID SL01 / }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: 'Notes', exact: true }).fill('Wants a demo on site');
    await form.getByTestId('save-lead').click();
    await expectContains(page.getByTestId('lead-saved'), 'Saved Ravi Kulkarni on this device');
    await expectAttribute(page.getByTestId('my-lead'), 'data-state', 'waiting');
    await expectContains(page.getByTestId('my-lead'), 'Not sent yet');
    await screenshotBothSizes(page, 'admin-new-lead');

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const none = await stack.engine.query(
      "select id from public.leads where name = 'Ravi Kulkarni'",
    );
    expect(none.rows).toEqual([]);

    await context.setOffline(false);
    const row = await waitForRow<Record<string, unknown>>(
      stack.engine,
      "select source, assigned_to, company, notes, interested_products, status from public.leads where name = 'Ravi Kulkarni'",
      [],
      45_000,
    );
    expect(row).toEqual({
      source: 'field',
      assigned_to: DEMO.admin.id,
      company: 'Kulkarni Interiors',
      notes: 'Wants a demo on site',
      interested_products: ['sl01'],
      status: 'new',
    });
    await expect
      .poll(async () => page.getByTestId('my-lead').getAttribute('data-state'), { timeout: 15_000 })
      .not.toBe('waiting');
    await page.reload();
    const { rows } = await stack.engine.query<{ n: number }>(
      "select count(*)::int as n from public.leads where name = 'Ravi Kulkarni'",
    );
    expect(rows[0]!.n).toBe(1);
  });
});
