// A shop applies to become a dealer from a phone with no signal: a bad GSTIN is refused in
// checkout's words, the application is saved on the phone (through a reload), and once back
// online Postgres has it once, with its fields, and the phone shows it waiting for review.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations, waitForServiceWorker, type Browser } from './support/browser.ts';
import { waitForRow } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectAttribute, expectContains } from './support/wait.ts';

/** The demo shopper's applications (the seed has other accounts' too). */
const APPLICATIONS = `public.dealer_applications a join public.users u on u.id = a.user_id
  and u.email = 'user@mgrid.local'`;

describe('applying to be a dealer', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('is saved offline, sent once when back online, and shows its status', async () => {
    const { page, context } = browser;
    await signInAs(context, 'user');
    await page.goto('/where-to-buy');
    await page.getByTestId('become-dealer').click();
    await page.waitForURL('**/dealers/apply');
    await waitForServiceWorker(page);
    await context.setOffline(true);

    const form = page.getByTestId('dealer-apply-form');
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Business name').fill('Pune Tools Pvt Ltd');
    await field('Trade name').fill('Laxmi Road Tools');
    await field('GSTIN').fill('27aapfu0939f1zx');
    await field('Address line 1').fill('14 Laxmi Road');
    await field('PIN code').fill('411002');
    await form.getByRole('radio', { name: 'Distributor (supplies other shops)' }).check();
    await field("Owner's name").fill('Sunil Patil');
    await field('Mobile number').fill('98220 12345');
    await field('Email').fill('sunil@punetools.in');
    await form.getByTestId('dealer-apply-submit').click();
    await expectContains(form, 'GSTIN check digit is wrong: the last character should be V');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await field('GSTIN').fill('27AAPFU0939F1ZV');
    await form.getByTestId('dealer-apply-submit').click();
    const status = page.getByTestId('dealer-application-status');
    await expectAttribute(status, 'data-state', 'waiting');
    await expectContains(status, 'It will be sent when you are back online');

    await page.reload();
    await expectAttribute(status, 'data-state', 'waiting');
    const none = await stack.engine.query(`select a.id from ${APPLICATIONS}`);
    expect(none.rows).toEqual([]);

    await context.setOffline(false);
    const row = await waitForRow<Record<string, unknown>>(
      stack.engine,
      `select a.business_name, a.trade_name, a.gstin, a.address_line1, a.city, a.state, a.pin_code,
              a.owner_name, a.mobile, a.email, a.shop_type, a.status, u.email as account
         from ${APPLICATIONS}`,
      [],
      30_000,
    );
    expect(row).toEqual({
      business_name: 'Pune Tools Pvt Ltd',
      trade_name: 'Laxmi Road Tools',
      gstin: '27AAPFU0939F1ZV',
      address_line1: '14 Laxmi Road',
      city: 'Pune',
      state: 'Maharashtra',
      pin_code: '411002',
      owner_name: 'Sunil Patil',
      mobile: '+919822012345',
      email: 'sunil@punetools.in',
      shop_type: 'distributor',
      status: 'pending',
      account: 'user@mgrid.local',
    });
    await expectAttribute(status, 'data-state', 'pending');
    await expectContains(status, 'Sent: waiting for review');
    const { rows } = await stack.engine.query<{ n: number }>(
      `select count(*)::int as n from ${APPLICATIONS}`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});
