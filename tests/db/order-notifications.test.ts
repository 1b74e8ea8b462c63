// The buyer is told: every status change and payment writes one email (when the
// order has an address) and one SMS to the notifications outbox, naming the order number,
// the status in words and, once shipped, the courier and tracking number. Only the buyer
// reads their own; the sender (service role) reads them all and records delivery.
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';
import { act, line, placeOrder, SHIPPING, type NewOrder } from '../fixtures/orders.ts';

interface Message {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
}

const SERVICE: Actor = { id: '', email: '', claims: { role: 'service_role' } };
const orderNumber = (id: string) => `MG-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

describe.each(ENGINES)('order notifications on %s', (kind) => {
  const { db, a } = withActors(kind);
  const place = (order: Partial<NewOrder> = {}, actor: Actor = null) =>
    placeOrder(db.engine, actor, {
      items: [line('ml01', 1)],
      name: 'Asha Patil',
      ...order,
    });
  const messages = async (orderId: string) =>
    (
      await db.engine.query<Message>(
        `select n.channel, n.recipient, n.subject, n.body
         from public.notifications n join public.order_events e on e.id = n.event_id
         where n.order_id = $1 order by e.created_at, n.channel`,
        [orderId],
      )
    ).rows;

  it('tells the buyer at every step, by email and SMS, in words that name the order', async () => {
    const id = await place({ paymentMethod: 'upi' });
    const n = orderNumber(id);
    await act(db.engine, a.admin, id, 'confirm');
    await act(db.engine, a.admin, id, 'pack');
    await act(db.engine, a.admin, id, 'ship', SHIPPING);
    await act(db.engine, a.admin, id, 'note', { text: 'Left with the guard', internal: false });
    await act(db.engine, a.admin, id, 'deliver');
    await act(db.engine, a.admin, id, 'payment', {
      kind: 'upi',
      amount_in_paise: 364900,
      utr: '300012345678',
    });
    const email = (subject: string, body: string) => ({
      channel: 'email',
      recipient: 'asha@example.com',
      subject,
      body: `Hello Asha Patil, ${body}`,
    });
    const sms = (body: string) => ({
      channel: 'sms',
      recipient: '+919876543210',
      subject: null,
      body,
    });
    expect(await messages(id)).toEqual([
      email(
        `We have received your order ${n}`,
        `thank you for your order ${n} of ₹3,649 (UPI). Status: received. We will confirm it shortly.`,
      ),
      sms(`MGRID: we have received your order ${n} of ₹3,649. We will confirm it shortly.`),
      email(
        `Your order ${n} is confirmed`,
        `your order ${n} is confirmed. We will tell you when it is packed and shipped.`,
      ),
      sms(`MGRID: your order ${n} is confirmed.`),
      email(`Your order ${n} is packed`, `your order ${n} is packed and will ship soon.`),
      sms(`MGRID: your order ${n} is packed and will ship soon.`),
      email(
        `Your order ${n} has shipped`,
        `your order ${n} has shipped with Delhivery, tracking number 149022317781. Track it at ${SHIPPING.tracking_url}`,
      ),
      sms(
        `MGRID: your order ${n} has shipped with Delhivery, tracking number 149022317781. ${SHIPPING.tracking_url}`,
      ),
      email(
        `Your order ${n} has been delivered`,
        `your order ${n} has been delivered. Thank you for shopping with MGRID.`,
      ),
      sms(`MGRID: your order ${n} has been delivered. Thank you!`),
      email(
        `Payment received for order ${n}`,
        `we have received your payment of ₹3,649 for order ${n} (UPI, UTR 300012345678). Payment status: paid. Thank you.`,
      ),
      sms(`MGRID: payment of ₹3,649 received for order ${n}. Thank you.`),
    ]);
  });

  it('says why an order was cancelled, and tells of the refund', async () => {
    const id = await place({ paymentMethod: 'upi', email: null });
    const n = orderNumber(id);
    await act(db.engine, a.admin, id, 'payment', {
      kind: 'upi',
      amount_in_paise: 364900,
      utr: '300087654321',
    });
    await act(db.engine, a.admin, id, 'cancel', { reason: 'Delivery address not serviceable.' });
    await act(db.engine, a.admin, id, 'payment', { kind: 'refund', amount_in_paise: 364900 });
    // No email address on this order: SMS only.
    expect((await messages(id)).map((m) => [m.channel, m.body])).toEqual([
      ['sms', `MGRID: we have received your order ${n} of ₹3,649. We will confirm it shortly.`],
      ['sms', `MGRID: payment of ₹3,649 received for order ${n}. Thank you.`],
      ['sms', `MGRID: your order ${n} has been cancelled. Your payment will be refunded.`],
      ['sms', `MGRID: ₹3,649 refunded for order ${n}.`],
    ]);

    const withEmail = await place();
    await runAs(db.engine, null, 'select public.cancel_my_order($1, $2)', [
      withEmail,
      'Ordered the wrong model',
    ]);
    expect((await messages(withEmail)).at(-2)).toEqual({
      channel: 'email',
      recipient: 'asha@example.com',
      subject: `Your order ${orderNumber(withEmail)} has been cancelled`,
      body: `Hello Asha Patil, your order ${orderNumber(withEmail)} has been cancelled. Reason: Ordered the wrong model.`,
    });
  });

  it('writes each message once: not for a retried order, a refused action or a staff note', async () => {
    const id = await place();
    await place({ id }); // the outbox's retry after a lost answer
    await pgError(act(db.engine, a.admin, id, 'ship', SHIPPING));
    await act(db.engine, a.admin, id, 'note', { text: 'Call before delivery' });
    expect((await messages(id)).map((m) => m.subject ?? m.body)).toEqual([
      `We have received your order ${orderNumber(id)}`,
      `MGRID: we have received your order ${orderNumber(id)} of ₹3,649. We will confirm it shortly.`,
    ]);
  });

  it('shows buyers their own messages and nobody else, and lets the sender record delivery', async () => {
    const own = await place({}, a.user);
    const other = await place({}, a.user2);
    const read = (who: Actor) =>
      runAs<{ order_id: string; channel: string }>(
        db.engine,
        who,
        'select order_id, channel from public.notifications where order_id = any ($1) order by order_id, channel',
        [[own, other]],
      );
    expect((await read(a.user)).rows).toEqual([
      { order_id: own, channel: 'email' },
      { order_id: own, channel: 'sms' },
    ]);
    expect((await read(a.user2)).rows.map((r) => r.order_id)).toEqual([other, other]);
    for (const who of [a.admin, a.superadmin, a.inactiveAdmin]) {
      expect((await read(who)).rows).toEqual([]);
    }
    expect((await pgError(read(a.anon))).message).toBe('permission denied for table notifications');
    for (const who of [a.user, a.admin]) {
      const error = await pgError(
        runAs(
          db.engine,
          who,
          `update public.notifications set sent_at = now() where order_id = $1`,
          [own],
        ),
      );
      expect(error.code).toBe('42501');
    }

    expect((await read(SERVICE)).rows).toHaveLength(4);
    const sent = await runAs(
      db.engine,
      SERVICE,
      `update public.notifications set sent_at = now(), attempts = attempts + 1
       where order_id = $1 and sent_at is null`,
      [own],
    );
    expect(sent.rowCount).toBe(2);
    const insert = await pgError(
      runAs(
        db.engine,
        SERVICE,
        `insert into public.notifications (order_id, channel, recipient, body, event_id)
         select order_id, 'sms', '+910000000000', 'Spoofed', event_id
         from public.notifications limit 1`,
      ),
    );
    expect(insert.code).toBe('42501');
  });
});
