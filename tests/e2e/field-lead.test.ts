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
import { expectAttribute, expectContains, expectText } from './support/wait.ts';
import { addDaysIso } from '../../src/lib/field-lead.ts';
import { dayInWords, isoDateInIndia } from '../../src/lib/india-time.ts';

/** "2026-12-06" as the date field takes it typed: "06 Dec 2026". */
const typed = (day: string) => {
  const [year, month, date] = day.split('-');
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  return `${date} ${months[Number(month) - 1]} ${year}`;
};

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

  it('keeps the follow-up day picked, and changes it on the lead page online and offline', async () => {
    const { page, context } = browser;
    const today = isoDateInIndia(new Date());
    const [picked, moved, offline] = [3, 7, 8].map((n) => addDaysIso(today, n)) as [
      string,
      string,
      string,
    ];
    await signInAs(context, 'admin');
    await page.goto('/admin/new-lead');
    await waitForServiceWorker(page);
    const form = page.getByTestId('new-lead-form');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Sunita Patil');
    await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('98220 55667');
    const pick = form.getByRole('textbox', { name: 'Follow up on', exact: true });
    await pick.fill(typed(picked));
    await pick.press('Enter');
    await form.getByRole('textbox', { name: 'Name', exact: true }).click();
    await form.getByTestId('save-lead').click();
    await expectContains(page.getByTestId('lead-saved'), 'Saved Sunita Patil on this device');
    const stored = (day: string) =>
      waitForRow<{ id: string }>(
        stack.engine,
        "select id from public.leads where name = 'Sunita Patil' and follow_up_date = $1::date",
        [day],
        45_000,
      );
    const { id } = await stored(picked);

    await page.goto(`/admin/leads/${id}`);
    const card = page.getByTestId('lead-follow-up');
    await expectText(card.getByTestId('follow-up-day'), dayInWords(picked));

    const field = card.getByRole('textbox', { name: 'Follow-up date', exact: true });
    await field.fill(typed(moved));
    await field.press('Enter');
    await card.getByTestId('save-follow-up').click();
    await expectText(
      card.getByTestId('follow-up-message'),
      `Follow-up date set to ${dayInWords(moved)}.`,
    );
    await stored(moved);
    await expectText(card.getByTestId('follow-up-day'), dayInWords(moved));

    await context.setOffline(true);
    await field.fill(typed(offline));
    await field.press('Enter');
    await card.getByTestId('save-follow-up').click();
    await expectText(
      card.getByTestId('follow-up-message'),
      'You are offline: the follow-up date is saved on this device and applies when you are back online.',
    );
    await expectText(card.getByTestId('follow-up-day'), dayInWords(offline));
    await expectContains(card, 'not sent yet');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await stored(moved);
    await context.setOffline(false);
    await stored(offline);
    await expect
      .poll(async () => (await card.textContent())?.includes('not sent yet'), { timeout: 15_000 })
      .toBe(false);
    await screenshotBothSizes(page, 'admin-lead-follow-up');
  });
});
