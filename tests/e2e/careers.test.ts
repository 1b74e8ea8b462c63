// Careers at 390 x 844: the open positions are the rows of public.careers_positions (an admin's
// change since the build shows, a closed position goes), the page's pre-rendered HTML holds the
// bundled ones for a first visit offline, and "Apply" on a position saves the application as
// a lead with source "careers" naming that position.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { LEAD_SAVE_SUCCESS } from '../../src/lib/messages.ts';
import bundled from '../../sync/fallback/careers-positions.json' with { type: 'json' };
import { seriousA11yViolations, type Browser } from './support/browser.ts';
import { waitForRow } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectText, expectVisible } from './support/wait.ts';

interface Shown {
  title: string;
  location: string;
  type: string;
  description: string;
}

describe('careers', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  const stored = async (): Promise<Shown[]> =>
    (
      await stack.engine.query<Shown>(
        `select title, location, employment_type as type, description
         from public.careers_positions where is_open order by sort_order, title`,
      )
    ).rows;

  const shown = (): Promise<Shown[]> =>
    browser.page.getByTestId('open-position').evaluateAll((cards) =>
      cards.map((card) => {
        const field = (name: string) =>
          card.querySelector(`[data-field="${name}"]`)?.textContent?.trim() ?? '';
        return {
          title: field('title'),
          location: field('location'),
          type: field('type'),
          description: field('description'),
        };
      }),
    );

  it('pre-renders the bundled open positions for a first visit', async () => {
    const html = await readFile(path.join(inject('e2eAppDir'), 'careers', 'index.html'), 'utf8');
    expect(bundled.length).toBeGreaterThanOrEqual(4);
    for (const position of bundled) expect(html).toContain(position.title);
  });

  it('lists the positions stored in Postgres, and saves an application naming one', async () => {
    // An admin's changes since the build: a new position, one closed, one edited.
    await stack.engine.query(
      `insert into public.careers_positions (id, title, location, employment_type, description, sort_order)
       values ('site-engineer-hyd', 'Site Engineer', 'Hyderabad', 'Contract',
               'Six months on a metro project: set out lines and levels for the civil team.', 15)`,
    );
    await stack.engine.query(
      `update public.careers_positions set is_open = false where id = 'customer-support-mumbai'`,
    );
    await stack.engine.query(
      `update public.careers_positions set location = 'Bengaluru (Peenya)'
       where id = 'service-technician-blr'`,
    );
    const rows = await stored();
    expect(rows.map((r) => r.title)).toContain('Site Engineer');
    expect(rows.map((r) => r.title)).not.toContain('Customer Support Executive');

    const { page } = browser;
    await page.goto('/careers');
    await expect.poll(shown, { timeout: 15_000 }).toEqual(rows);
    // Kept on the device for the next visit, offline included.
    const kept = await page.evaluate(() => localStorage.getItem('mgrid:careers-positions'));
    expect(JSON.parse(kept!)).toHaveLength(rows.length);

    await page.getByRole('button', { name: 'Apply for Site Engineer, Hyderabad' }).click();
    await expect
      .poll(() => page.getByTestId('careers-position').inputValue())
      .toBe('site-engineer-hyd');
    const form = page.getByTestId('lead-form-careers');
    await expectVisible(form);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByLabel(/^Name/).fill('Suresh Naik');
    await form.getByLabel(/^Mobile number/).fill('98450 11223');
    await form.getByLabel(/^Email/).fill('suresh.naik@example.in');
    await form.getByLabel(/^About your experience/).fill('Six years setting out on metro sites.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send application' }).click();
    await expectContains(form, LEAD_SAVE_SUCCESS);

    const lead = await waitForRow<{ source: string; message: string; name: string }>(
      stack.engine,
      "select * from public.leads where source = 'careers' and email = $1",
      ['suresh.naik@example.in'],
    );
    expect(lead.name).toBe('Suresh Naik');
    expect(lead.message).toBe(
      'Application for: Site Engineer, Hyderabad\n\nSix years setting out on metro sites.',
    );
  });

  it('keeps what was typed when the position changes', async () => {
    const { page } = browser;
    await page.goto('/careers');
    const form = page.getByTestId('lead-form-careers');
    const message = form.getByLabel(/^About your experience/);
    await message.fill('Ten years of dealer sales in Punjab.');
    await page
      .getByTestId('careers-position')
      .selectOption({ label: 'Dealer Development Manager, Delhi NCR' });
    expect(await message.inputValue()).toBe('Ten years of dealer sales in Punjab.');
  });

  it('lets an admin open a position and close another, and the careers page follows', async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await page.goto('/admin/careers');
    const admin = page.getByTestId('positions-admin');
    await expectVisible(admin.locator('[data-testid="position-row"]').first());
    // Closed positions are listed for the admin too.
    await expectText(
      admin
        .locator('[data-testid="position-row"][data-title="Accounts Assistant"]')
        .getByTestId('position-status'),
      'closed',
    );

    await admin.getByRole('button', { name: 'New position' }).click();
    const editor = page.getByTestId('position-editor');
    await editor.getByTestId('save-position').click();
    await expectContains(editor, 'Title is required');
    await expectContains(editor, 'Location is required');
    await editor.getByRole('textbox', { name: 'Title' }).fill('Laser Trainer');
    await editor.getByRole('textbox', { name: 'Location' }).fill('Chennai');
    await editor.getByRole('combobox', { name: 'Type' }).selectOption('Part time');
    await editor
      .getByRole('textbox', { name: 'Description' })
      .fill('Run weekend trainings for dealers.');
    await editor.getByTestId('save-position').click();
    const row = admin.locator('[data-testid="position-row"][data-title="Laser Trainer"]');
    await expectText(row.getByTestId('position-status'), 'open');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const dealer = admin.locator(
      '[data-testid="position-row"][data-title="Dealer Development Manager"]',
    );
    await dealer.getByRole('switch').click({ force: true });
    await expectText(dealer.getByTestId('position-status'), 'closed');

    const { rows } = await stack.engine.query<{
      title: string;
      is_open: boolean;
      employment_type: string;
    }>(
      `select title, is_open, employment_type from public.careers_positions
       where title in ('Laser Trainer', 'Dealer Development Manager') order by title`,
    );
    expect(rows).toEqual([
      { title: 'Dealer Development Manager', is_open: false, employment_type: 'Full time' },
      { title: 'Laser Trainer', is_open: true, employment_type: 'Part time' },
    ]);

    await page.goto('/careers');
    await expect.poll(shown, { timeout: 15_000 }).toEqual(await stored());
    const titles = (await shown()).map((p) => p.title);
    expect(titles).toContain('Laser Trainer');
    expect(titles).not.toContain('Dealer Development Manager');
  });
});
