// Careers at 390 x 844: "Apply" on a position opens the application with that position, and
// the application is stored as a lead with source "careers" in Postgres.
import { describe, expect, it } from 'vitest';
import { LEAD_SAVE_SUCCESS } from '../../src/lib/messages.ts';
import { seriousA11yViolations, type Browser } from './support/browser.ts';
import { waitForRow } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectVisible } from './support/wait.ts';

describe('careers', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  it('saves an application as a careers lead naming the position', async () => {
    const { page } = browser;
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Apply for Service Technician (Calibration)' }).click();
    await expect
      .poll(() => page.getByTestId('careers-position').inputValue())
      .toBe('Service Technician (Calibration)');
    const form = page.getByTestId('lead-form-careers');
    await expectVisible(form);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await form.getByLabel(/^Name/).fill('Suresh Naik');
    await form.getByLabel(/^Mobile number/).fill('98450 11223');
    await form.getByLabel(/^Email/).fill('suresh.naik@example.in');
    const message = form.getByLabel(/^About your experience/);
    await message.press('Control+End');
    await message.pressSequentially('Six years repairing total stations in Peenya.');
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
      'Application for: Service Technician (Calibration)\n\nSix years repairing total stations in Peenya.',
    );
  });
});
