// The superadmin's screens in Chromium: a user made admin gets the back office (the guard, on
// their next app start, and the database, at once) and loses it when demoted back; the
// superadmin's own demotion is refused with the database's message; a permission granted and
// revoked; and a new delivery fee reaching a visitor's open cart without a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient, DEMO_PASSWORD } from './support/accounts.ts';
import {
  openBrowser,
  screenshotBothSizes,
  seriousA11yViolations,
  type Browser,
} from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains, expectText, expectVisible } from './support/wait.ts';

const USER_ID = '5a000000-0000-4000-8000-000000000003';
const SUPERADMIN_ID = '5a000000-0000-4000-8000-000000000001';

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function confirm(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).waitFor({ state: 'detached' });
}

describe('superadmin', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  const roleOf = async (id: string) =>
    (
      await stack.engine.query<{ role: string }>('select role from public.users where id = $1', [
        id,
      ])
    ).rows[0]!.role;

  it("changes a user's role, and their access follows in the guard and the database", async () => {
    const { page, context } = browser;
    const person = await openBrowser(stack.appUrl);
    // The same person through the API, as their own device would call it.
    const api = apiClient();
    await api.auth.signInWithPassword({ email: 'user@mgrid.local', password: DEMO_PASSWORD });
    try {
      await signInAs(person.context, 'user');
      await person.page.goto('/admin/leads');
      await person.page.waitForURL('**/dashboard');
      expect((await api.rpc('get_lead_stats')).error?.code).toBe('42501');

      await signInAs(context, 'superadmin');
      await page.goto('/superadmin');
      await page.waitForURL('**/superadmin/users');
      await expectVisible(page.getByTestId('user-row'));
      await page.getByTestId('user-search').fill('98765 43210');
      // The search is kept in the address.
      await page.waitForURL(/\/superadmin\/users\?q=98765\+43210$/);
      await expectText(page.getByTestId('user-total'), '1 person');
      const row = page.locator('[data-testid="user-row"][data-email="user@mgrid.local"]');
      await expectText(row.getByTestId('user-role'), 'User');
      await screenshotBothSizes(page, 'superadmin-users');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.reload();
      await expectText(page.getByTestId('user-total'), '1 person');
      expect(await page.getByTestId('user-search').inputValue()).toBe('98765 43210');

      await row.getByRole('link', { name: 'Priya Sharma' }).click();
      await page.waitForURL(`**/superadmin/users/${USER_ID}`);
      await choose(page, 'role-select', 'Admin');
      await page.getByTestId('change-role').click();
      await expectContains(page.getByRole('dialog'), 'goes from User to Admin');
      await confirm(page, 'confirm-role');
      await expectText(page.getByTestId('account-done'), 'Role changed to Admin.');
      await expectText(page.getByTestId('detail-role'), 'Admin');
      expect(await roleOf(USER_ID)).toBe('admin');

      // The database follows at once; the guard at the person's next app start (or sign-in,
      // or token refresh), when the profile is read again.
      expect((await api.rpc('get_lead_stats')).error).toBeNull();
      // Their app starts with the cached profile (a user: the dashboard opens), then reads
      // the server's and sends them to their new home.
      await person.page.goto('/dashboard');
      await person.page.waitForURL('**/admin/products');
      await person.page.goto('/admin/leads');
      await expectVisible(person.page.getByTestId('lead-list'));
      expect(person.page.url()).toMatch(/\/admin\/leads$/);
      await expectText(person.page.getByRole('heading', { level: 1 }), 'Admin');

      await choose(page, 'role-select', 'User');
      await page.getByTestId('change-role').click();
      await confirm(page, 'confirm-role');
      await expectText(page.getByTestId('account-done'), 'Role changed to User.');
      expect(await roleOf(USER_ID)).toBe('user');
      expect((await api.rpc('get_lead_stats')).error?.code).toBe('42501');
      await person.page.reload();
      await person.page.waitForURL('**/dashboard');

      // A permission: granted (valid now), then revoked (kept, inactive).
      await choose(page, 'grant-type', 'Export leads (CSV)');
      await page.getByTestId('grant-permission').click();
      await expectText(page.getByTestId('permission-done'), 'Granted: Export leads (CSV).');
      const grant = page.locator('[data-testid="permission-row"][data-type="export_leads"]');
      await expectText(grant.getByTestId('permission-validity'), 'Valid now');
      await screenshotBothSizes(page, 'superadmin-user');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // A grant with an expiry three days ahead, 6 pm India time, picked on the calendar.
      const day = new Date(Date.now() + 5.5 * 3600_000 + 3 * 86_400_000);
      const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
      await choose(page, 'grant-type', 'Manage leads');
      await page.getByTestId('grant-expiry').click();
      if (m !== new Date(Date.now() + 5.5 * 3600_000).getUTCMonth()) {
        await page.getByRole('button', { name: 'Next month' }).click();
      }
      const monthName = day.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
      await page.getByRole('button', { name: `${d} ${monthName} ${y}`, exact: true }).click();
      await page.getByRole('button', { name: 'Set expiry' }).click();
      await page.getByTestId('grant-permission').click();
      await expectText(page.getByTestId('permission-done'), 'Granted: Manage leads.');
      const timed = page.locator('[data-testid="permission-row"][data-type="manage_leads"]');
      await expectText(timed.getByTestId('permission-validity'), 'Valid now');
      const expiry = await stack.engine.query<{ expires_at: Date }>(
        "select expires_at from public.user_permissions where permission_type = 'manage_leads'",
      );
      expect(expiry.rows[0]!.expires_at.toISOString()).toBe(
        new Date(Date.UTC(y, m, d, 12, 30)).toISOString(),
      );

      // A quotation discount permission carries its largest discount (max_percent).
      await choose(page, 'grant-type', 'Quotation discounts above the limit');
      await page.getByTestId('grant-permission').click();
      await expectContains(
        page.getByTestId('grant-form'),
        'Enter the largest discount, from 0 to 100 percent with at most 2 decimals',
      );
      await page.getByTestId('grant-max-percent').fill('10');
      await page.getByTestId('grant-permission').click();
      await expectText(
        page.getByTestId('permission-done'),
        'Granted: Quotation discounts above the limit (up to 10%).',
      );
      const discount = page.locator('[data-testid="permission-row"][data-type="quotes.discount"]');
      await expectContains(discount, 'Quotation discounts above the limit (up to 10%)');
      await expectText(discount.getByTestId('permission-validity'), 'Valid now');
      const percent = await stack.engine.query<{ max_percent: string }>(
        `select max_percent::text from public.user_permissions
         where user_id = $1 and permission_type = 'quotes.discount'`,
        [USER_ID],
      );
      expect(percent.rows).toEqual([{ max_percent: '10.00' }]);

      await grant.getByRole('button', { name: 'Revoke Export leads (CSV)' }).click();
      await confirm(page, 'confirm-revoke');
      await expectText(grant.getByTestId('permission-validity'), 'Revoked');
      const { rows } = await stack.engine.query(
        `select permission_type, is_active, granted_by from public.user_permissions
         where user_id = $1 order by permission_type`,
        [USER_ID],
      );
      expect(rows).toEqual([
        { permission_type: 'export_leads', is_active: false, granted_by: SUPERADMIN_ID },
        { permission_type: 'manage_leads', is_active: true, granted_by: SUPERADMIN_ID },
        { permission_type: 'quotes.discount', is_active: true, granted_by: SUPERADMIN_ID },
      ]);

      // The superadmin's own account: the database refuses, and the screen says why.
      await page.goto(`/superadmin/users/${SUPERADMIN_ID}`);
      await page.getByTestId('toggle-active').click();
      await confirm(page, 'confirm-active');
      await expectContains(
        page.getByTestId('account-error'),
        'A superadmin cannot demote or deactivate their own account',
      );
      await expectText(page.getByTestId('detail-active'), 'Active');
    } finally {
      await person.close();
    }
  });

  it('changes the delivery fee, and an open visitor cart shows it without reloading', async () => {
    const { page } = browser;
    const visitor = await openBrowser(stack.appUrl);
    try {
      await visitor.page.goto('/products/ml01');
      await visitor.page.getByTestId('add-to-cart').click();
      await expectAttribute(visitor.page.getByTestId('cart-count'), 'data-count', '1');
      await visitor.page.getByRole('link', { name: /^Cart, 1 item/ }).click();
      await visitor.page.waitForURL('**/cart');
      await expectText(visitor.page.getByTestId('summary-delivery'), '₹150');
      const visitorPage = visitor.page.url();

      await page.goto('/superadmin/settings');
      const fee = page.getByTestId('settings-delivery_fee');
      await fee.fill('-5');
      await page.getByTestId('save-settings').click();
      await expectContains(page.getByTestId('settings-error'), 'one field needs correcting');
      await expectContains(
        page.getByTestId('site-settings-form'),
        'Enter the fee in rupees, 0 or more',
      );
      await fee.fill('249');
      await page.getByLabel('GSTIN').fill('29AABCM1234F1ZT');
      await page.getByTestId('save-settings').click();
      await expectContains(
        page.getByTestId('site-settings-form'),
        'The GSTIN must start with the seller state’s GST code',
      );
      await page.getByLabel('GSTIN').fill('27AABCM1234F1ZX');
      await page.getByTestId('save-settings').click();
      await expectContains(page.getByTestId('settings-saved'), 'Saved.');
      const { rows } = await stack.engine.query(
        "select delivery_fee_in_paise from public.site_settings where id = 'default'",
      );
      expect(rows).toEqual([{ delivery_fee_in_paise: 24_900 }]);
      await screenshotBothSizes(page, 'superadmin-settings');
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The visitor's page, never reloaded, shows the new fee.
      await expectText(visitor.page.getByTestId('summary-delivery'), '₹249');
      expect(visitor.page.url()).toBe(visitorPage);

      // Offline: the screen says it needs a connection, and nothing typed is lost.
      await browser.context.setOffline(true);
      await expectContains(page.getByTestId('superadmin-offline'), 'needs a connection');
      await fee.fill('300');
      await page.getByTestId('save-settings').click();
      await expectContains(page.getByTestId('settings-error'), 'You are offline.');
      expect(await fee.inputValue()).toBe('300');
      await browser.context.setOffline(false);
      await page.getByTestId('save-settings').click();
      await expectContains(page.getByTestId('settings-saved'), 'Saved.');
      await expectText(visitor.page.getByTestId('summary-delivery'), '₹300');
    } finally {
      await visitor.close();
    }
  });
});
