// The dealer desk in Chromium: an admin approves a shop's application with the Gold tier, a
// ₹1,00,000 limit typed the Indian way and Net 30 (Postgres has the account in paise, the
// applicant as its owner, the messages to tell them), a rejection without a reason is refused
// in words and one with a reason lands, the database's own refusal shows as it wrote it, and
// a suspension shows on the dealer's page, in Hindi too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../../src/lib/gstin.ts';
import { indiaMediumDateTime } from '../../src/lib/india-time.ts';
import { screenshotBothSizes, seriousA11yViolations, type Browser } from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectText } from './support/wait.ts';

const SUPERADMIN_ID = '5a000000-0000-4000-8000-000000000001';
// The seed's application waiting for review (applicant@mgrid.local), and its demo dealer's owner.
const IYER = 'da000000-0000-4000-8000-000000000002';
const APPLICANT_ID = '5a000000-0000-4000-8000-000000000005';
const DEALER_OWNER_ID = '5a000000-0000-4000-8000-000000000004';
const SHARMA = 'd1a00000-0000-4000-8000-000000000002';
const KULKARNI_BRANCH = 'd1a00000-0000-4000-8000-000000000003';

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

describe('dealer desk', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  const apply = (id: string, userId: string, business: string, gst: string) =>
    stack.engine.query(
      `insert into public.dealer_applications (id, user_id, business_name, gstin, address_line1,
         city, state, pin_code, owner_name, mobile, email, shop_type, created_at)
       values ($1, $2, $3, $4, 'Shop 4, Laxmi Road', 'Pune', 'Maharashtra', '411030',
         'Rohit Kulkarni', '+919822012345', 'rohit@kulkarni.example', 'retail_counter',
         now() - interval '2 hours')
       on conflict (id) do nothing`,
      [id, userId, business, gst],
    );
  const one = async <Row>(sql: string, values: unknown[]) =>
    (await stack.engine.query<Row>(sql, values)).rows[0];
  const card = (page: Page, id: string) =>
    page.locator(`[data-testid="application-card"][data-id="${id}"]`);

  it('approves with a tier, a limit in rupees and terms; rejects only with a reason', async () => {
    await apply(SHARMA, SUPERADMIN_ID, 'Sharma Electricals', gstin('27AABCS1429B1Z'));
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await page.goto('/admin/dealers');
    await expectText(page.getByTestId('application-total'), '2 applications waiting');
    const created = await one<{ created_at: Date }>(
      'select created_at from public.dealer_applications where id = $1',
      [IYER],
    );
    await expectText(
      card(page, IYER).getByTestId('application-applied'),
      indiaMediumDateTime(created!.created_at.toISOString()),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-dealer-applications');

    // A rejection needs a reason in words.
    const sharma = card(page, SHARMA);
    await sharma.getByTestId('reject-application').click();
    await sharma.getByTestId('reject-reason').fill('  no ');
    await sharma.getByTestId('confirm-reject').click();
    await expectContains(
      sharma.getByTestId('reject-form'),
      'Please give the reason for rejecting the application; the applicant is told.',
    );
    expect(
      await one('select status from public.dealer_applications where id = $1', [SHARMA]),
    ).toEqual({ status: 'pending' });

    // Approve: Gold, ₹1,00,000 typed without commas (regrouped on leaving the field), Net 30.
    const kulkarni = card(page, IYER);
    await kulkarni.getByTestId('approve-application').click();
    await kulkarni.getByRole('radio', { name: /^Gold dealer/ }).check();
    const limit = kulkarni.getByTestId('approve-limit');
    await limit.fill('100000');
    await limit.blur();
    expect(await limit.inputValue()).toBe('1,00,000');
    await expectContains(kulkarni.getByTestId('approve-form'), 'Dealer may owe up to ₹1,00,000');
    await kulkarni.getByRole('radio', { name: 'Net 30' }).check();
    expect(await kulkarni.getByTestId('approve-locator').isChecked()).toBe(true);
    await kulkarni.getByTestId('confirm-approve').click();
    await expectContains(
      page.getByTestId('review-done'),
      'Approved: Iyer Measuring Instruments Private Limited is now a dealer.',
    );
    await expectText(card(page, IYER).getByTestId('application-status'), 'Approved');

    const dealer = await one<Record<string, unknown>>(
      `select id, tier_id, credit_limit_in_paise::text as limit, payment_terms, status,
              show_in_locator, owner_user_id
         from public.dealer_accounts where application_id = $1`,
      [IYER],
    );
    expect(dealer).toMatchObject({
      tier_id: 'gold',
      limit: '10000000',
      payment_terms: 'net30',
      status: 'active',
      show_in_locator: true,
      owner_user_id: APPLICANT_ID,
    });
    const members = await stack.engine.query(
      'select user_id, role, status from public.dealer_members where dealer_id = $1',
      [dealer!.id],
    );
    expect(members.rows).toEqual([{ user_id: APPLICANT_ID, role: 'owner', status: 'active' }]);
    const told = await stack.engine.query<{ channel: string }>(
      'select channel from public.notifications where dealer_application_id = $1 order by channel',
      [IYER],
    );
    expect(told.rows.map((r) => r.channel)).toEqual(['email', 'sms']);

    // Now with a reason: refused no more, and the applicant is told too.
    await sharma.getByTestId('reject-reason').fill('The GSTIN belongs to another business.');
    await sharma.getByTestId('confirm-reject').click();
    await expectContains(
      page.getByTestId('review-done'),
      'Rejected: Sharma Electricals is told why by email and SMS.',
    );
    expect(
      await one('select status, reject_reason from public.dealer_applications where id = $1', [
        SHARMA,
      ]),
    ).toEqual({ status: 'rejected', reject_reason: 'The GSTIN belongs to another business.' });
    expect(
      (
        await one<{ n: number }>(
          'select count(*)::int as n from public.notifications where dealer_application_id = $1',
          [SHARMA],
        )
      )?.n,
    ).toBe(2);

    // The database's own refusal, word for word: the applicant already owns a dealer account.
    await apply(KULKARNI_BRANCH, DEALER_OWNER_ID, 'Kulkarni Tools Branch', gstin('27AAPFU0939F2Z'));
    await page.reload();
    const again = card(page, KULKARNI_BRANCH);
    await again.getByTestId('approve-application').click();
    await again.getByRole('radio', { name: /^Dealer \(/ }).check();
    await again.getByTestId('approve-limit').fill('50,000');
    await again.getByRole('radio', { name: 'Advance' }).check();
    await again.getByTestId('confirm-approve').click();
    await expectContains(
      again.getByTestId('review-error'),
      'The applicant already belongs to a dealer account.',
    );
    expect(
      await one('select status from public.dealer_applications where id = $1', [KULKARNI_BRANCH]),
    ).toEqual({ status: 'pending' });
  });

  it('lists the dealer with its terms and suspends it with a reason', async () => {
    const { page } = browser;
    const dealer = await one<{ id: string }>(
      'select id from public.dealer_accounts where application_id = $1',
      [IYER],
    );
    await page.goto('/admin/dealers?tab=dealers');
    const row = page.locator(`[data-testid="dealer-card"][data-id="${dealer!.id}"]`);
    await expectText(row.getByTestId('dealer-tier'), 'Gold dealer');
    await expectText(row.getByTestId('dealer-terms'), 'Net 30');
    await expectText(row.getByTestId('dealer-limit'), '₹1,00,000');
    await expectText(row.getByTestId('dealer-status'), 'Active');
    await screenshotBothSizes(page, 'admin-dealers');

    await row.getByRole('link', { name: 'Iyer Measuring Instruments Private Limited' }).click();
    await page.waitForURL(`**/admin/dealers/${dealer!.id}`);
    await expectContains(page.getByTestId('dealer-members'), 'Owner');
    expect(await page.getByTestId('terms-limit').inputValue()).toBe('1,00,000');
    await page.getByTestId('suspend-dealer').click();
    await expectContains(
      page.getByTestId('dealer-standing'),
      'Please give the reason for suspending the dealer; the dealer sees it.',
    );
    await page.getByTestId('suspend-reason-input').fill('Two cheques bounced in November.');
    await page.getByTestId('suspend-dealer').click();
    await expectText(page.getByTestId('standing-outcome'), 'Dealer suspended.');
    await expectText(page.getByTestId('dealer-status'), 'Suspended');
    await expectText(
      page.getByTestId('suspend-reason'),
      'Suspended: Two cheques bounced in November.',
    );
    expect(
      await one('select status, suspend_reason from public.dealer_accounts where id = $1', [
        dealer!.id,
      ]),
    ).toEqual({ status: 'suspended', suspend_reason: 'Two cheques bounced in November.' });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-dealer');

    // The same page in Hindi (the desk's own catalogue loads with its code).
    await page.goto(`/hi/admin/dealers/${dealer!.id}`);
    await expectText(page.getByTestId('dealer-status'), 'निलंबित');
    await expectContains(page.getByTestId('dealer-standing'), 'डीलर बहाल करें');
  });
});
