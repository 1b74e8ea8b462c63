// The leads desk in Chromium: filters in the address, the CSV export equal to the filtered
// list, stats, and a lead's status changed online and offline, each landing in Postgres once.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indiaDateTime } from '../../src/lib/india-time.ts';
import {
  screenshotBothSizes,
  seriousA11yViolations,
  waitForServiceWorker,
  type Browser,
} from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectCount, expectText } from './support/wait.ts';

const LEADS = [
  ['राहुल शर्मा', 'rahul@example.in', 'Sharma, Builders "Pune"', 'field'],
  ['Anita Rao', 'anita@example.in', 'Rao Interiors', 'field'],
  ['Vikram Singh', 'vikram@example.in', 'Singh Sharma Electricals', 'chat'],
  ['Meera Iyer', 'meera@example.in', 'Iyer & Co', 'contact'],
];

describe('leads desk', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('filters in the address, exports what it lists, and shows stats', async () => {
    for (const [name, email, company, source] of LEADS) {
      await stack.engine.query(
        'insert into public.leads (name, email, company, source) values ($1, $2, $3, $4)',
        [name, email, company, source],
      );
    }
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await page.goto('/admin/leads?q=sharma');
    await expectText(page.getByTestId('lead-total'), '2 leads');
    await expectCount(page.getByTestId('lead-row'), 2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-leads');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFCreated,Name,Email')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Vikram Singh,vikram@example.in');
    expect(lines[2]).toContain('राहुल शर्मा,rahul@example.in');
    expect(lines[2]).toContain('"Sharma, Builders ""Pune"""');

    await page.goto('/admin/leads?source=field');
    await expectText(page.getByTestId('lead-total'), '2 leads');

    await page.goto('/admin/lead-stats');
    await expectContains(page.getByTestId('lead-stats'), 'Total leads');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-lead-stats');
  });

  it('changes a status online and offline, each applied once', async () => {
    const { page, context } = browser;
    const { rows } = await stack.engine.query<{ id: string }>(
      "select id from public.leads where email = 'anita@example.in'",
    );
    const id = rows[0]!.id;
    await page.goto(`/admin/leads/${id}`);
    await waitForServiceWorker(page);
    await expectContains(page.getByTestId('lead-detail'), 'Anita Rao');
    // Created reads in IST words, never the raw ISO string the database keeps.
    const createdMs = (
      await stack.engine.query<{ ms: string }>(
        'select (extract(epoch from created_at) * 1000)::bigint::text as ms from public.leads where id = $1',
        [id],
      )
    ).rows[0]!.ms;
    await expectContains(page.getByTestId('lead-detail'), indiaDateTime(Number(createdMs)));
    expect(await page.getByTestId('lead-detail').innerText()).not.toMatch(/\d{4}-\d\d-\d\dT/);
    const choose = async (status: string) => {
      await page.getByTestId('lead-detail').getByPlaceholder('Choose a status').click();
      await page.getByRole('option', { name: status, exact: true }).click();
      await page.getByTestId('change-status').click();
    };
    await choose('contacted');
    await expectContains(page.getByTestId('status-message'), 'Status changed to contacted.');
    const status = async () =>
      (
        await stack.engine.query<{ status: string }>(
          'select status from public.leads where id = $1',
          [id],
        )
      ).rows[0]!.status;
    expect(await status()).toBe('contacted');

    await context.setOffline(true);
    await choose('qualified');
    await expectContains(page.getByTestId('status-message'), 'saved on this device');
    await expectText(page.getByTestId('lead-status'), 'qualified');
    expect(await status()).toBe('contacted');
    await context.setOffline(false);
    await expect.poll(status, { timeout: 45_000 }).toBe('qualified');
    const { rows: commands } = await stack.engine.query<{ n: number }>(
      "select count(*)::int as n from public.staff_commands where kind = 'lead.status' and target_id = $1",
      [id],
    );
    expect(commands[0]!.n).toBe(1);
  });
});
