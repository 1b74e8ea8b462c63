// The order desk in Chromium: an admin takes a buyer's order from received to
// delivered with the cash collected, and Postgres has each status, event and the buyer's
// messages; on a phone with no signal an admin confirms, packs and ships two orders, reloads,
// comes back online, and each change lands once. Unknown staff addresses end on one page.
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  openBrowser,
  screenshotBothSizes,
  seriousA11yViolations,
  waitForServiceWorker,
  type Browser,
} from './support/browser.ts';
import { withShop } from './support/shop-session.ts';
import { apiClient } from './support/accounts.ts';
import { signInAs } from './support/sign-in.ts';
import type { Stack } from './support/stack.ts';
import { expectContains, expectCount, expectText } from './support/wait.ts';

const SEEDED_ORDER = '0d000000-0000-4000-8000-000000000001';

/** A guest's COD order, as a device's outbox inserts it; the database prices it. */
async function guestOrder(stack: Stack, name: string, phone: string): Promise<string> {
  const { rows } = await stack.engine.query<{ id: string }>(
    `insert into public.orders (customer_name, phone, address_line1, city, state, pin_code,
       items, payment_method)
     values ($1, $2, '7 Residency Road', 'Bengaluru', 'Karnataka', '560025',
       '[{"productId": "mdr40", "quantity": 1}]', 'cod')
     returning id`,
    [name, phone],
  );
  return rows[0]!.id;
}

describe('order desk', () => {
  let stack: Stack;
  let browser: Browser;

  withShop((s, b) => ([stack, browser] = [s, b]), { serviceWorkers: true });

  it('ends an unknown /admin or /superadmin address on the not-found page, at once', async () => {
    const superadmin = await openBrowser(stack.appUrl);
    try {
      await signInAs(superadmin.context, 'superadmin');
      for (const address of ['/admin/nope', '/admin/orders/x/y', '/superadmin/nope']) {
        await superadmin.page.goto(address);
        await expectContains(superadmin.page.locator('main'), 'Page not found');
        // A redirect loop grew the address forever; it must stay as it was typed.
        await superadmin.page.waitForTimeout(500);
        expect(new URL(superadmin.page.url()).pathname).toBe(address);
      }
    } finally {
      await superadmin.close();
    }
  });

  it("shows a lead's message on its page", async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    await page.goto('/admin/leads/1e000000-0000-4000-8000-000000000001');
    await expectContains(
      page.getByTestId('lead-message'),
      'Need 5 units of SL02 for our fit-out team, please share a quote.',
    );
  });

  it('takes an order from received to delivered, each step in Postgres once', async () => {
    const { page } = browser;
    await page.goto('/admin/orders');
    await expectContains(page.getByTestId('order-counts'), '1 to confirm');
    await expectCount(page.getByTestId('order-card'), 1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-orders');

    await page.getByRole('link', { name: 'MG-0D000000' }).first().click();
    await expectText(page.getByTestId('order-number'), 'MG-0D000000');
    await expectCount(page.getByTestId('order-line-card'), 2);
    await expectContains(page.getByTestId('order-line-card').nth(1), 'HSN 9015');
    await expectContains(page.getByTestId('order-timeline'), 'Order received');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'admin-order');

    const status = page.getByTestId('order-status');
    await page.getByTestId('action-confirm').click();
    await expectText(status, 'Confirmed');
    await page.getByTestId('action-pack').click();
    await expectText(status, 'Packed');
    await page.getByTestId('action-ship').click();
    await page.getByLabel('Courier').fill('Delhivery');
    await page.getByLabel('Tracking number (AWB)').fill('1234567890');
    await page.getByTestId('action-submit').click();
    await expectText(status, 'Shipped');
    await expectContains(
      page.getByTestId('order-timeline'),
      'Shipped with Delhivery, AWB 1234567890',
    );
    await page.getByTestId('action-deliver').click();
    await expectContains(page.getByTestId('order-actions'), 'Cash collected on delivery: ₹4,147');
    await page.getByTestId('action-submit').click();
    await expectText(status, 'Delivered');
    await expectContains(page.getByTestId('order-payments'), 'Cash collected on delivery: ₹4,147');
    await expectContains(page.getByTestId('order-timeline'), 'Arjun Mehta');

    // The packing slip, as the thermal printer gets it.
    await page.getByRole('button', { name: 'Packing slip (80 mm)' }).click();
    await page.emulateMedia({ media: 'print' });
    await expectContains(page.getByTestId('print-slip'), 'Packing slip MG-0D000000');
    await expectContains(page.getByTestId('print-slip'), 'MGRID TG01 Magnetic Target Plate');
    await page.screenshot({ path: '/tmp/pa-print-slip.png' });
    await page.emulateMedia({ media: 'screen' });

    const order = await stack.engine.query<{
      status: string;
      payment_status: string;
      courier: string;
      tracking_number: string;
    }>('select status, payment_status, courier, tracking_number from public.orders where id = $1', [
      SEEDED_ORDER,
    ]);
    expect(order.rows[0]).toEqual({
      status: 'delivered',
      payment_status: 'paid',
      courier: 'Delhivery',
      tracking_number: '1234567890',
    });
    const events = await stack.engine.query<{ kind: string; actor_name: string | null }>(
      'select kind, actor_name from public.order_events where order_id = $1 order by created_at',
      [SEEDED_ORDER],
    );
    expect(events.rows).toEqual([
      { kind: 'placed', actor_name: null },
      { kind: 'confirmed', actor_name: 'Arjun Mehta' },
      { kind: 'packed', actor_name: 'Arjun Mehta' },
      { kind: 'shipped', actor_name: 'Arjun Mehta' },
      { kind: 'delivered', actor_name: 'Arjun Mehta' },
      { kind: 'payment_recorded', actor_name: 'Arjun Mehta' },
    ]);
    // The buyer is told of every step, by email and SMS, once.
    const messages = await stack.engine.query<{ kind: string; channel: string; body: string }>(
      `select e.kind, n.channel, n.body from public.notifications n
       join public.order_events e on e.id = n.event_id
       where n.order_id = $1 order by e.created_at, n.channel`,
      [SEEDED_ORDER],
    );
    const pairs = messages.rows.map((m) => `${m.kind}/${m.channel}`);
    for (const kind of ['confirmed', 'packed', 'shipped', 'delivered']) {
      expect(pairs.filter((p) => p === `${kind}/email`)).toHaveLength(1);
      expect(pairs.filter((p) => p === `${kind}/sms`)).toHaveLength(1);
    }
    const shippedSms = messages.rows.find((m) => m.kind === 'shipped' && m.channel === 'sms');
    expect(shippedSms?.body).toContain('1234567890');
    expect(shippedSms?.body).toContain('MG-0D000000');
  });

  it('confirms, packs and ships two orders with no signal; each lands once', async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    const orders = [
      await guestOrder(stack, 'Meera Iyer', '9820012345'),
      await guestOrder(stack, 'Farhan Qureshi', '9820054321'),
    ];
    await page.goto('/admin/orders');
    await waitForServiceWorker(page);
    for (const id of orders)
      await expectCount(page.locator(`[data-testid=order-card][data-id="${id}"]`), 1);
    // Opened once with a signal: the device keeps a copy of each.
    for (const id of orders) {
      await page.goto(`/admin/orders/${id}`);
      await expectContains(page.getByTestId('order-timeline'), 'Order received');
    }

    await context.setOffline(true);
    onTestFinished(() => context.setOffline(false));
    const awb = (n: number) => `AWB00${n}23456`;
    for (const [n, id] of orders.entries()) {
      await page.goto(`/admin/orders/${id}`);
      await expectContains(
        page.getByTestId('desk-read-note'),
        'Showing what this device last read',
      );
      await page.getByTestId('action-confirm').click();
      await expectContains(page.getByTestId('action-message'), 'No signal: saved on this device');
      await page.getByTestId('action-pack').click();
      await page.getByTestId('action-ship').click();
      await page.getByLabel('Courier').fill('Blue Dart');
      await page.getByLabel('Tracking number (AWB)').fill(awb(n));
      await page.getByTestId('action-submit').click();
      await expectContains(
        page.getByTestId('waiting-commands'),
        `Waiting to send: Shipped with Blue Dart, AWB ${awb(n)}`,
      );
      await expectText(page.getByTestId('order-waiting-status'), 'Shipped: waiting to send');
    }
    await page.reload();
    await expectContains(page.getByTestId('waiting-commands'), 'Waiting to send: Confirmed');
    const statuses = async () =>
      (
        await stack.engine.query<{ status: string }>(
          'select status from public.orders where id = any ($1) order by created_at',
          [orders],
        )
      ).rows.map((r) => r.status);
    expect(await statuses()).toEqual(['placed', 'placed']);

    await context.setOffline(false);
    await expect.poll(statuses, { timeout: 45_000, interval: 250 }).toEqual(['shipped', 'shipped']);
    await expectText(page.getByTestId('order-status'), 'Shipped');
    for (const [n, id] of orders.entries()) {
      const commands = await stack.engine.query<{ kind: string }>(
        'select kind from public.staff_commands where target_id = $1 order by created_at',
        [id],
      );
      expect(commands.rows.map((r) => r.kind)).toEqual([
        'order.confirm',
        'order.pack',
        'order.ship',
      ]);
      const events = await stack.engine.query<{ kind: string; detail: Record<string, unknown> }>(
        'select kind, detail from public.order_events where order_id = $1 order by created_at',
        [id],
      );
      expect(events.rows.map((e) => e.kind)).toEqual(['placed', 'confirmed', 'packed', 'shipped']);
      expect(events.rows[3]!.detail).toMatchObject({
        courier: 'Blue Dart',
        tracking_number: awb(n),
      });
    }
    await page.goto('/admin/orders?status=shipped');
    await expectText(page.getByTestId('order-total'), '2 orders');
  });

  it('lists an order staff placed for a customer, with who placed it and their lead', async () => {
    const { page, context } = browser;
    await signInAs(context, 'admin');
    const client = apiClient();
    const { error } = await client.auth.signInWithPassword({
      email: 'admin@mgrid.local',
      password: 'mgrid-demo',
    });
    expect(error).toBeNull();
    const id = crypto.randomUUID();
    const placed = await client.from('orders').insert({
      id,
      customer_name: 'Kavita Joshi',
      phone: '+91 99887 12345',
      address_line1: '3 FC Road',
      city: 'Pune',
      state: 'Maharashtra',
      pin_code: '411004',
      items: [{ productId: 'sl01', quantity: 1 }],
      payment_method: 'upi',
    });
    expect(placed.error).toBeNull();
    await page.goto('/admin/orders?q=Kavita');
    await expectCount(page.getByTestId('order-card'), 1);
    await page.getByTestId('order-card').getByRole('link').click();
    await expectText(
      page.getByTestId('placed-by'),
      'Placed by Arjun Mehta for Kavita Joshi · Their lead',
    );
    // Someone else confirms it: the open page follows (realtime order events).
    await stack.engine.query("select public.order_action($1, 'confirm', '{}'::jsonb)", [id]);
    await expectText(page.getByTestId('order-status'), 'Confirmed');
    await page.getByTestId('placed-by').getByRole('link', { name: 'Their lead' }).click();
    await expectContains(page.getByTestId('lead-detail'), 'Kavita Joshi');
    await expectContains(page.getByTestId('lead-message'), 'placed by Arjun Mehta');
  });
});
