// The account side in Chromium with the demo accounts: the guard and the way back, sign-in by
// email and by phone, wrong password, a deactivated account, the dashboard with the seeded
// order and registration, sign-out wiping the user's rows, sign-out across tabs, password
// recovery through the outbox, and two-step sign-in for an admin with codes computed here.
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../supabase/local/auth/totp.ts';
import {
  ACCOUNT_DEACTIVATED,
  CHECKING_AUTHENTICATION,
  RECOVERY_SENT,
  SESSION_ENDED,
  WRONG_CREDENTIALS,
} from '../../src/lib/messages.ts';
import { formatInr } from '../../src/lib/money.ts';
import {
  DEMO_PASSWORD,
  apiClient,
  indexedDbText,
  latestOutboxMessage,
  signInThroughForm,
  signOutThroughMenu,
} from './support/accounts.ts';
import { screenshotBothSizes, seriousA11yViolations, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectText, expectVisible } from './support/wait.ts';

const ORDER_ID = '0d000000-0000-4000-8000-000000000001';
const REGISTRATION_ID = '2f000000-0000-4000-8000-000000000001';

describe('accounts', () => {
  let stack: Stack;
  let browser: Browser;
  withShop((s, b) => ([stack, browser] = [s, b]));

  const pathOf = () => new URL(browser.page.url()).pathname;
  const waitForPath = (path: string | RegExp) =>
    typeof path === 'string'
      ? expect.poll(pathOf, { timeout: 15_000, interval: 100 }).toBe(path)
      : expect.poll(pathOf, { timeout: 15_000, interval: 100 }).toMatch(path);
  // /admin opens its first section (/admin/products) at once; /superadmin its users.
  const ADMIN_HOME = /^\/admin(\/|$)/;
  const SUPERADMIN_HOME = /^\/superadmin(\/|$)/;

  it('sends a visitor of /dashboard to sign in, and back after signing in by email', async () => {
    const { page } = browser;
    await page.goto('/dashboard/registrations');
    await waitForPath('/login');
    expect(CHECKING_AUTHENTICATION).toBe('Checking authentication...');
    await expectVisible(page.getByTestId('sign-in-form'));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'login');

    await signInThroughForm(page, 'user@mgrid.local', DEMO_PASSWORD);
    await waitForPath('/dashboard/registrations');
    await expectContains(page.getByTestId('account-registration'), 'SL01-2406-00871');
    const { rows } = await stack.engine.query<{ warranty_until: string }>(
      `select warranty_until::text from public.product_registrations where id = $1`,
      [REGISTRATION_ID],
    );
    const until = new Date(`${rows[0]!.warranty_until}T00:00:00`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    await expectText(page.getByTestId('warranty-until'), until);

    const { rows: logins } = await stack.engine.query<{ last_login: Date | null }>(
      `select last_login from public.users where email = 'user@mgrid.local'`,
    );
    expect(logins[0]!.last_login).not.toBeNull();
  });

  it("shows the seeded order with the database's total and its tax invoice", async () => {
    const { page } = browser;
    await page.goto('/dashboard');
    const { rows } = await stack.engine.query<{ total_in_paise: number; tax_split: string }>(
      'select total_in_paise, tax_split from public.orders where id = $1',
      [ORDER_ID],
    );
    const total = formatInr(Number(rows[0]!.total_in_paise));
    const order = page.getByTestId('account-order');
    await expectContains(order, 'MG-0D000000');
    await expectContains(order, total);
    await expectContains(order.getByTestId('order-status'), 'Received');
    await order.getByRole('button', { name: /MG-0D000000/ }).click();
    await expectText(page.getByTestId('account-order-total'), total);
    await page.getByRole('button', { name: 'Tax invoice' }).click();
    const invoice = page.getByTestId('tax-invoice');
    await expectText(invoice.getByTestId('tax-invoice-total'), total);
    expect(await invoice.getAttribute('data-tax-kind')).toBe(rows[0]!.tax_split);
    await expectContains(invoice, 'GSTIN 27AABCM1234F1ZX');
    await expectContains(invoice, 'CGST');
    // Contrast is measured once the dialog has finished fading in (mid-fade it is faint).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.mantine-Modal-content, .mantine-Modal-overlay')].every(
        (element) => getComputedStyle(element).opacity === '1',
      ),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'dashboard-invoice');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/profile');
    await expectText(page.getByTestId('profile-email'), 'user@mgrid.local');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'dashboard-profile');
  });

  it('never shows Sign in to a signed-in shopper opening a pre-rendered page', async () => {
    const { page } = browser;
    // Every frame from the first: was a "Sign in" link on screen (visible, not held hidden)?
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { signInSeen: string[] }).signInSeen = seen;
      const look = () => {
        const link = document.querySelector('[data-testid="sign-in-link"]');
        if (link?.checkVisibility({ visibilityProperty: true })) seen.push(document.readyState);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/products/sl01');
    // The first name holds the place while the data layer has not checked the session, and
    // the menu follows once it has (the page is reached for: a scroll starts the data layer).
    await expectText(
      page.getByTestId('account-pending').or(page.getByTestId('account-menu')),
      'Priya',
    );
    await page.mouse.wheel(0, 200);
    await expectText(page.getByTestId('account-menu'), 'Priya');
    expect(
      await page.evaluate(() => (window as unknown as { signInSeen: string[] }).signInSeen),
    ).toEqual([]);
  });

  it('sends a user away from /admin, and sign-out leaves none of their rows on the device', async () => {
    const { page } = browser;
    await page.goto('/admin');
    await waitForPath('/dashboard');
    await page.goto('/superadmin');
    await waitForPath('/dashboard');
    await expectContains(page.getByTestId('account-order'), 'MG-0D000000');
    const before = await indexedDbText(page);
    expect(before).toContain(ORDER_ID);
    expect(before).toContain(REGISTRATION_ID);

    await signOutThroughMenu(page);
    await waitForPath('/');
    const gone = async () => {
      const after = await indexedDbText(page);
      return !after.includes(ORDER_ID) && !after.includes(REGISTRATION_ID);
    };
    await expect.poll(gone, { timeout: 15_000, interval: 250 }).toBe(true);
  });

  it('signs in by phone and refuses a wrong password', async () => {
    const { page } = browser;
    await page.goto('/login');
    await signInThroughForm(page, 'user@mgrid.local', 'not-the-password-1');
    await expectText(page.getByTestId('sign-in-error'), WRONG_CREDENTIALS);
    await signInThroughForm(page, '98765 43210', DEMO_PASSWORD);
    await waitForPath('/dashboard');
    await expectContains(page.getByRole('heading', { level: 1 }), 'Hello, Priya');
  });

  it('signs out every tab when one signs out', async () => {
    const first = browser.page;
    const second = await browser.context.newPage();
    await second.goto('/dashboard');
    await expectContains(second.getByTestId('account-order'), 'MG-0D000000');
    // The person signs out in the tab they look at (the other one stays in the background).
    await first.bringToFront();
    await signOutThroughMenu(first);
    await expect.poll(() => new URL(second.url()).pathname, { timeout: 15_000 }).toBe('/login');
    await expectText(second.getByTestId('login-notice'), SESSION_ENDED);
    await second.close();
  });

  it('sends each staff role to its own home, and back to where it was going', async () => {
    const { page } = browser;
    await page.goto('/dashboard');
    await waitForPath('/login');
    await signInThroughForm(page, 'superadmin@mgrid.local', DEMO_PASSWORD);
    await waitForPath(SUPERADMIN_HOME);
    await signOutThroughMenu(page);

    await page.goto('/superadmin');
    await waitForPath('/login');
    await signInThroughForm(page, '+91 98765 43211', DEMO_PASSWORD);
    await waitForPath(ADMIN_HOME);
    await signOutThroughMenu(page);

    await page.goto('/admin/leads?status=new');
    await waitForPath('/login');
    await signInThroughForm(page, 'superadmin@mgrid.local', DEMO_PASSWORD);
    await waitForPath('/admin/leads');
    expect(new URL(page.url()).searchParams.get('status')).toBe('new');
    await signOutThroughMenu(page);
  });

  it('refuses a deactivated account and keeps no session', async () => {
    const { page } = browser;
    const email = `asha-${Date.now()}@example.in`;
    const created = await apiClient().auth.signUp({ email, password: 'asha-pass-42' });
    expect(created.error).toBeNull();
    const superadmin = apiClient();
    await superadmin.auth.signInWithPassword({
      email: 'superadmin@mgrid.local',
      password: DEMO_PASSWORD,
    });
    const deactivated = await superadmin
      .from('users')
      .update({ is_active: false })
      .eq('id', created.data.user!.id)
      .select('is_active');
    expect(deactivated.data).toEqual([{ is_active: false }]);

    await page.goto('/login');
    await signInThroughForm(page, email, 'asha-pass-42');
    await expectText(page.getByTestId('sign-in-error'), ACCOUNT_DEACTIVATED);
    expect(await page.evaluate(() => localStorage.getItem('mgrid-auth'))).toBeNull();
    await expectVisible(page.getByTestId('sign-in-link'));
  });

  it('recovers a password through the outbox, from any address carrying the recovery type', async () => {
    const { page } = browser;
    const email = `ravi-${Date.now()}@example.in`;
    expect((await apiClient().auth.signUp({ email, password: 'old-pass-42' })).error).toBeNull();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath('/forgot-password');
    await page
      .getByTestId('forgot-password-form')
      .getByLabel(/^Email/)
      .fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectContains(page.getByTestId('recovery-sent'), RECOVERY_SENT);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The mailed link, pointed at the home page: the app still lands on /reset-password.
    const mail = await latestOutboxMessage(email);
    const link = new URL(mail.link!);
    link.searchParams.set('redirect_to', new URL('/', page.url()).toString());
    await page.goto(link.toString());
    await waitForPath('/reset-password');
    const form = page.getByTestId('new-password-form');
    await expectVisible(form);
    await form.getByLabel(/^New password/).fill('new-pass-2026');
    await form.getByLabel(/^Repeat the new password/).fill('new-pass-2026');
    await form.getByRole('button', { name: 'Set new password' }).click();
    await waitForPath('/login');
    await expectContains(page.getByTestId('login-notice'), 'Your password has been changed.');

    await signInThroughForm(page, email, 'new-pass-2026');
    await waitForPath('/dashboard');
    await signOutThroughMenu(page);
  });

  it('enrolls an admin in two-step sign-in and asks for the code at the next sign-in', async () => {
    const { page } = browser;
    await page.goto('/login');
    await signInThroughForm(page, 'admin@mgrid.local', DEMO_PASSWORD);
    await waitForPath(ADMIN_HOME);
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Two-step sign-in' }).click();
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('First code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expectVisible(page.getByTestId('two-step-on'));
    await page.keyboard.press('Escape');
    await signOutThroughMenu(page);

    await page.goto('/admin');
    await waitForPath('/login');
    await signInThroughForm(page, 'admin@mgrid.local', DEMO_PASSWORD);
    const step = page.getByTestId('second-factor-form');
    await expectVisible(step);
    // The guard holds staff pages until the code is in.
    expect(pathOf()).toBe('/login');
    await step
      .getByLabel('Authenticator code')
      .fill('000000' === totpCode(secret) ? '111111' : '000000');
    await step.getByRole('button', { name: 'Verify' }).click();
    await expectVisible(step.getByRole('alert'));
    // The next step's code: the one that turned two-step on is spent for its whole window.
    await step.getByLabel('Authenticator code').fill(totpCode(secret, Date.now() + 30_000));
    await step.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(ADMIN_HOME);
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('mgrid-auth')!) as { access_token: string }).access_token,
    );
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      aal: string;
    };
    expect(claims.aal).toBe('aal2');
  });
});
