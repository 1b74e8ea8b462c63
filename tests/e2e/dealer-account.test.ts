// A dealer's account in Chromium, both sides. The demo dealer's on-account order is confirmed
// (so invoiced); on the dealer desk staff see the invoice owed, a UPI payment with a short UTR
// is refused in the database's words, the right one settles the invoice (Postgres has one
// payment however often it is sent, the balance ₹0.00), the statement PDF's text has every line
// and the Ageing tab's CSV the dealer; the statement is sent by email and SMS. On the shop
// phone the dealer's /dealer/ledger shows the same lines, its PDF in Hindi reads back as Hindi,
// and with no signal the statement link still opens. Field sales collect cash at the shop with
// no signal: kept on the device, recorded once when back online. The owner adds a counter hand
// to the shop's team and takes them off. Staff raise a tier by 5 % and set one price as drafts
// in the price grid, and publish them at once.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { rupees } from '../../src/lib/tax-document-layout.ts';
import { isoDateInIndia } from '../../src/lib/india-time.ts';
import {
  openBrowser,
  screenshotBothSizes,
  seriousA11yViolations,
  type Browser,
} from './support/browser.ts';
import { download, pdfText } from './support/download.ts';
import { withShop } from './support/shop-session.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectText } from './support/wait.ts';

const DEALER_OWNER = '5a000000-0000-4000-8000-000000000004';
const ADMIN = '5a000000-0000-4000-8000-000000000002';

describe('a dealer account', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]));

  const one = async <Row>(sql: string, values: unknown[] = []) =>
    (await stack.engine.query<Row>(sql, values)).rows[0]!;

  /** The demo dealer's on-account order of two SL02, confirmed by staff: its invoice. */
  async function invoicedOrder() {
    const [orderId] = await asRequest(
      stack.engine,
      { role: 'authenticated', sub: DEALER_OWNER },
      async (tx) =>
        (
          await tx.query<{ id: string }>(
            `insert into public.orders (id, customer_name, phone, address_line1, city, state,
               pin_code, items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise,
               total_in_paise, payment_method)
             values (gen_random_uuid(), 'Rohit Kulkarni', '+91 98765 43213',
               'Shop 4, 614 Budhwar Peth', 'Pune', 'Maharashtra', '411002',
               '[{"productId": "sl02", "quantity": 2}]', 0, 0, 0, 0, 'on_account')
             returning id`,
          )
        ).rows.map((r) => r.id),
    );
    await asRequest(stack.engine, { role: 'authenticated', sub: ADMIN }, (tx) =>
      tx.query(`select public.order_action($1, 'confirm')`, [orderId]),
    );
    return one<{ dealer_id: string; number: string; total: number }>(
      `select o.dealer_id, i.number, i.total_in_paise::bigint as total
       from public.orders o join public.invoices i on i.order_id = o.id and i.kind = 'invoice'
       where o.id = $1`,
      [orderId],
    );
  }

  it('staff record a payment that settles the invoice, download and send the statement', async () => {
    const invoice = await invoicedOrder();
    const total = Number(invoice.total);
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await page.goto(`/admin/dealers/${invoice.dealer_id}`);
    const ledger = page.getByTestId('dealer-ledger');
    await expectContains(ledger.getByTestId('ledger-table'), `Invoice ${invoice.number}`);
    await expectText(ledger.getByTestId('ledger-closing'), `${rupees(total)} Dr`);

    // A UTR two digits short: the form says so before anything is sent.
    const form = page.getByTestId('payment-form');
    await form.getByTestId('payment-method').click();
    await page.getByRole('option', { name: 'UPI' }).click();
    await form.getByTestId('payment-reference').fill('4123 4567 89');
    await form.getByTestId('payment-amount').fill((total / 100).toFixed(2));
    await form.getByTestId('record-payment').click();
    await expectContains(form, 'The UPI UTR must be 12 digits.');
    expect(await one('select count(*)::int as n from public.dealer_payments')).toEqual({ n: 0 });

    await form.getByTestId('payment-reference').fill('4123 4567 8901');
    await form.getByTestId('record-payment').click();
    await expectContains(form.getByTestId('payment-outcome'), `Settles ${invoice.number}.`);
    await expectContains(form.getByTestId('payment-outcome'), 'Balance now ₹0.00.');
    await expectText(ledger.getByTestId('ledger-closing'), '₹0.00');
    expect(
      await one(
        `select count(*)::int as n, min(reference) as reference, sum(amount_in_paise)::int as paid
         from public.dealer_payments where dealer_id = $1`,
        [invoice.dealer_id],
      ),
    ).toEqual({ n: 1, reference: '412345678901', paid: total });

    // The same UTR again is refused in the database's words.
    await form.getByTestId('payment-method').click();
    await page.getByRole('option', { name: 'UPI' }).click();
    await form.getByTestId('payment-reference').fill('412345678901');
    await form.getByTestId('payment-amount').fill('100');
    await form.getByTestId('record-payment').click();
    await expectContains(
      form.getByTestId('payment-outcome'),
      'UTR 412345678901 is already recorded for a payment of this dealer.',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-dealer-account');

    // The statement as a PDF: every line, the balances and who owes what.
    const text = pdfText(
      await download(page, () => ledger.getByTestId('statement-pdf').click()),
    ).replace(/\s+/g, ' ');
    expect(text).toContain('Statement of account');
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('Payment by UPI 412345678901');
    expect(text).toContain('Closing balance ₹0.00');
    expect(text).toContain('Nothing is owed.');

    // Sent to the owner by email and SMS, once.
    await ledger.getByTestId('send-statement').click();
    await expectContains(page.getByTestId('statement-outcome'), 'Statement sent to');
    expect(
      await one(
        `select count(*)::int as n, string_agg(distinct n.link_path, ',') as link
         from public.notifications n join public.dealer_statements s on s.id = n.dealer_statement_id
         where s.dealer_id = $1`,
        [invoice.dealer_id],
      ),
    ).toMatchObject({ n: 2, link: expect.stringMatching(/^\/dealer\/statement\/\d{4}-04-01\//) });

    // The Ageing tab: the dealer, and the CSV with it.
    await page.goto('/admin/dealers?tab=ageing');
    await expectContains(page.getByTestId('ageing-table'), 'Kulkarni');
    const csv = readFileSync(
      await download(page, () => page.getByTestId('ageing-csv').click()),
      'utf8',
    );
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFDealer,City,Status,Payment terms,Credit limit (Rs),Balance (Rs),Not yet due (Rs),Overdue 0-30 days (Rs),Overdue 31-60 days (Rs),Overdue 61-90 days (Rs),Overdue 90+ days (Rs),Overdue total (Rs),Dealer id',
    );
    expect(csv).toContain(invoice.dealer_id);
  }, 40_000);

  it('the dealer sees the same account on the shop phone, with no signal too', async () => {
    const phone = await openBrowser(stack.appUrl);
    const { page, context } = phone;
    try {
      await signInAs(context, 'dealer');
      await page.goto('/dealer');
      await page.getByTestId('open-ledger').click();
      await page.waitForURL('**/dealer/ledger');
      const statement = page.getByTestId('dealer-statement');
      await expectContains(statement, 'Payment by UPI');
      await expectText(page.getByTestId('statement-closing'), '₹0.00');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBothSizes(page, 'dealer-ledger');

      // In Hindi, the statement PDF prints Hindi that pdftotext reads back as the same text.
      await page.goto('/hi/dealer/ledger');
      await expectContains(page.getByTestId('dealer-statement'), 'UPI से भुगतान');
      const hindi = pdfText(
        await download(page, () => page.getByTestId('statement-pdf').click()),
      ).replace(/\s+/g, ' ');
      expect(hindi).toContain('खाता विवरण');
      expect(hindi).toContain('UPI से भुगतान');
      expect(hindi).toContain('कुछ भी देय नहीं है।');
      await page.goto('/dealer/ledger');
      await expectContains(page.getByTestId('dealer-statement'), 'Payment by UPI');

      // No signal: the statement link from the SMS opens from the phone's copy.
      await context.setOffline(true);
      const today = isoDateInIndia(new Date());
      await page.evaluate(
        (path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        `/dealer/statement/${today.slice(0, 8)}01/${today}`,
      );
      await expectContains(page.getByTestId('dealer-statement'), 'Payment by UPI');
      await expectContains(page.getByTestId('statement-as-of'), 'As of');
      // A period older than the phone keeps needs the server: said, not an error.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/dealer/statement/2020-04-01/2021-03-31');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expectContains(
        page.getByTestId('statement-error'),
        'This phone keeps the last twelve months.',
      );
      await context.setOffline(false);
    } finally {
      await phone.close();
    }
  }, 40_000);
  it('field sales collect cash at the shop with no signal; it is recorded once when back online', async () => {
    const { page, context } = browser;
    const dealer = await one<{ id: string }>(
      `select dealer_id as id from public.dealer_members where user_id = $1`,
      [DEALER_OWNER],
    );
    const payments = async () =>
      (
        await one<{ n: number }>(
          `select count(*)::int as n from public.dealer_payments where dealer_id = $1`,
          [dealer.id],
        )
      ).n;
    const before = await payments();
    await page.goto(`/admin/dealers/${dealer.id}`);
    await expectContains(page.getByTestId('ledger-table'), 'Payment by UPI');

    await context.setOffline(true);
    const form = page.getByTestId('payment-form');
    await expectText(form.getByTestId('record-payment'), 'Save on this device');
    await form.getByTestId('payment-method').click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await form.getByTestId('payment-reference').fill('R-0042');
    await form.getByTestId('payment-amount').fill('5,000');
    await form.getByTestId('record-payment').click();
    await expectContains(
      form.getByTestId('payment-outcome'),
      'Saved on this device: the payment is recorded once you are back online',
    );
    await expectContains(form.getByTestId('waiting-collections'), '₹5,000.00');
    expect(await payments()).toBe(before);

    await context.setOffline(false);
    await expect.poll(payments, { timeout: 20_000 }).toBe(before + 1);
    await expectText(page.getByTestId('ledger-closing'), '₹5,000.00 Cr');
    expect(await page.getByTestId('waiting-collections').count()).toBe(0);
    expect(
      await one(
        `select method, reference, amount_in_paise::int as amount from public.dealer_payments
         where dealer_id = $1 and method = 'cash'`,
        [dealer.id],
      ),
    ).toEqual({ method: 'cash', reference: 'R-0042', amount: 500_000 });
  }, 40_000);
  it('the owner adds a counter hand to the shop team and takes them off again', async () => {
    const phone = await openBrowser(stack.appUrl);
    const { page, context } = phone;
    try {
      await signInAs(context, 'dealer');
      await page.goto('/dealer');
      await page.getByTestId('open-team').click();
      await page.waitForURL('**/dealer/team');
      const team = page.getByTestId('dealer-team');
      await expectContains(team.locator('[data-role="owner"]'), '(you)');
      await team.getByTestId('team-contact').fill('98111 77889');
      await team.getByText('Viewer: sees dealer prices').click();
      await team.getByTestId('team-invite').click();
      await expectText(
        team.getByTestId('team-outcome'),
        '98111 77889 joins the team when they sign up with this email or mobile; we have sent them the link.',
      );
      await expectContains(team.locator('[data-role="viewer"]'), '+919811177889');
      const row = async () =>
        one<{ role: string; status: string }>(
          `select role, status from public.dealer_members where invited_contact = '+919811177889'`,
        );
      expect(await row()).toEqual({ role: 'viewer', status: 'invited' });
      expect(
        await one(
          `select n.channel, n.link_path from public.notifications n
           join public.dealer_members m on m.id = n.dealer_member_id
           where m.invited_contact = '+919811177889'`,
        ),
      ).toEqual({ channel: 'sms', link_path: '/login' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshotBothSizes(page, 'dealer-team');

      await team.locator('[data-role="viewer"]').getByTestId('team-remove').click();
      await expectText(team.getByTestId('team-outcome'), '+919811177889 is off the team.');
      expect(await team.locator('[data-role="viewer"]').count()).toBe(0);
      expect(await row()).toEqual({ role: 'viewer', status: 'removed' });
    } finally {
      await phone.close();
    }
  }, 40_000);
  it('staff raise the Gold tier by 5 % and set one Dealer price as drafts, then publish them at once', async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    const goldSl02 = async () =>
      Number(
        (
          await asRequest(stack.engine, { role: 'authenticated', sub: DEALER_OWNER }, (tx) =>
            tx.query<{ p: string }>(
              `select r ->> 'dealer_price_in_paise' as p from public.dealer_price_list() r
               where r ->> 'product_id' = 'sl02'`,
            ),
          )
        ).rows[0]!.p,
      );
    const before = await goldSl02();
    await page.goto('/admin/dealers?tab=prices');
    const grid = page.getByTestId('price-grid');
    const cell = (product: string, tier: string) =>
      grid.locator(`tr[data-product="${product}"] td[data-tier="${tier}"]`);

    // Above the list price: said at the cell, nothing to publish.
    await cell('sl02', 'dealer').getByTestId('price-cell').fill('13,500');
    await grid.getByTestId('price-grid-filter').click();
    await expectContains(cell('sl02', 'dealer'), 'Above the list price (₹12,999.00).');
    await cell('sl02', 'dealer').getByTestId('price-cell').fill('10,500');
    await grid.getByTestId('price-grid-filter').click();
    await expectContains(cell('sl02', 'dealer'), 'now ₹11,049.00');

    await grid.locator('th[data-tier="gold"]').getByTestId('tier-raise').click();
    const expected = Math.floor((before * 10500 + 500000) / 1000000) * 100;
    expect(
      (await cell('sl02', 'gold').getByTestId('price-cell').inputValue()).replace(/,/g, ''),
    ).toBe((expected / 100).toFixed(2));
    await expectContains(grid.getByTestId('price-drafts'), 'drafts not published');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-dealer-prices');
    expect(await goldSl02()).toBe(before);

    await grid.getByTestId('price-publish').click();
    await expectContains(grid.getByTestId('price-outcome'), 'prices published.');
    await expectText(grid.getByTestId('price-drafts'), 'No drafts not published');
    expect(await goldSl02()).toBe(expected);
    expect(
      await one(
        `select price_in_paise::int as price from public.tier_prices
         where tier_id = 'dealer' and product_id = 'sl02' and not _deleted`,
      ),
    ).toEqual({ price: 1_050_000 });
  }, 40_000);
});
