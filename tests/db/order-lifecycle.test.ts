// The order lifecycle: placed -> confirmed -> packed -> shipped -> delivered, or
// cancelled before shipping, decided in SQL and refused in words; who may act (staff online
// through order_action, staff offline through staff_commands, the buyer through
// cancel_my_order), and the timeline each change leaves.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { createAccount, DEMO, pgError, runAs, type Actor } from '../support/db-actors.ts';
import {
  act,
  bringTo,
  eventsOf,
  line,
  placeOrder,
  SHIPPING,
  stockOf,
  storedOrder,
} from '../fixtures/orders.ts';

describe.each(ENGINES)('order lifecycle on %s', (kind) => {
  const { db, a } = withActors(kind);
  const place = (actor: Actor = null, items = [line('ml01', 1)]) =>
    placeOrder(db.engine, actor, { items });
  const orderIn = async (status: string, actor: Actor = null) => {
    const id = await place(actor);
    await bringTo(db.engine, a.admin, id, status);
    return id;
  };

  describe('staff actions', () => {
    it('walks an order from placed to delivered, stamping each step and its event', async () => {
      const id = await place();
      await act(db.engine, a.admin, id, 'confirm');
      await act(db.engine, a.superadmin, id, 'pack');
      const shipped = await act(db.engine, a.admin, id, 'ship', SHIPPING);
      expect(shipped).toMatchObject({
        status: 'shipped',
        courier: 'Delhivery',
        tracking_number: '149022317781',
        tracking_url: SHIPPING.tracking_url,
      });
      const delivered = await act(db.engine, a.admin, id, 'deliver');
      expect(delivered.status).toBe('delivered');
      const { rows } = await db.engine.query(
        `select confirmed_at is not null as confirmed, packed_at is not null as packed,
                shipped_at is not null as shipped, delivered_at is not null as delivered,
                cancelled_at is null as not_cancelled
         from public.orders where id = $1`,
        [id],
      );
      expect(rows[0]).toEqual({
        confirmed: true,
        packed: true,
        shipped: true,
        delivered: true,
        not_cancelled: true,
      });
      expect(await eventsOf(db.engine, id)).toEqual([
        {
          kind: 'placed',
          actor_name: null,
          actor_role: 'customer',
          internal: false,
          detail: expect.objectContaining({ total_in_paise: 364900, payment_method: 'cod' }),
        },
        {
          kind: 'confirmed',
          actor_name: 'Arjun Mehta',
          actor_role: 'admin',
          internal: false,
          detail: {},
        },
        {
          kind: 'packed',
          actor_name: 'Sunita Rao',
          actor_role: 'superadmin',
          internal: false,
          detail: {},
        },
        {
          kind: 'shipped',
          actor_name: 'Arjun Mehta',
          actor_role: 'admin',
          internal: false,
          detail: { ...SHIPPING, tracking_number: '149022317781' },
        },
        {
          kind: 'delivered',
          actor_name: 'Arjun Mehta',
          actor_role: 'admin',
          internal: false,
          detail: {},
        },
      ]);
    });

    it.each([
      ['placed', 'pack', 'This order must be confirmed before it can be packed.'],
      ['placed', 'ship', 'This order must be confirmed before it can be shipped.'],
      ['placed', 'deliver', 'This order must be confirmed before it can be marked delivered.'],
      ['confirmed', 'confirm', 'This order is already confirmed.'],
      ['confirmed', 'deliver', 'This order must be packed before it can be marked delivered.'],
      ['packed', 'confirm', 'This order is already packed, so it cannot be confirmed.'],
      ['packed', 'pack', 'This order is already packed.'],
      ['shipped', 'pack', 'This order has already shipped, so it cannot be packed.'],
      ['shipped', 'cancel', 'This order has already shipped, so it can no longer be cancelled.'],
      ['delivered', 'ship', 'This order has already been delivered, so it cannot be shipped.'],
      [
        'delivered',
        'cancel',
        'This order has already been delivered, so it can no longer be cancelled.',
      ],
      ['cancelled', 'confirm', 'This order is already cancelled, so it cannot be confirmed.'],
      ['cancelled', 'ship', 'This order is already cancelled, so it cannot be shipped.'],
      [
        'cancelled',
        'deliver',
        'This order is already cancelled, so it cannot be marked delivered.',
      ],
      ['cancelled', 'cancel', 'This order is already cancelled.'],
    ])('refuses a %s order the action %s: "%s"', async (status, action, message) => {
      const id = await orderIn(status);
      const before = await eventsOf(db.engine, id);
      const args = action === 'ship' ? SHIPPING : action === 'cancel' ? { reason: 'Late' } : {};
      const error = await pgError(act(db.engine, a.admin, id, action, args));
      expect(error.code).toBe('23514');
      expect(error.message).toBe(message);
      expect((await storedOrder(db.engine, id)).status).toBe(status);
      expect(await eventsOf(db.engine, id)).toEqual(before);
    });

    it.each(['placed', 'confirmed', 'packed'])(
      'cancels a %s order with its reason',
      async (status) => {
        const id = await orderIn(status);
        const cancelled = await act(db.engine, a.admin, id, 'cancel', {
          reason: '  Customer found a cheaper local option  ',
        });
        expect(cancelled).toMatchObject({
          status: 'cancelled',
          cancel_reason: 'Customer found a cheaper local option',
        });
        expect((await eventsOf(db.engine, id)).at(-1)).toEqual({
          kind: 'cancelled',
          actor_name: 'Arjun Mehta',
          actor_role: 'admin',
          internal: false,
          detail: { reason: 'Customer found a cheaper local option' },
        });
      },
    );

    it.each([
      ['ship', { tracking_number: 'AWB123' }, "Please enter the courier's name."],
      ['ship', { courier: 'Blue Dart' }, 'Please enter the tracking number (AWB).'],
      [
        'ship',
        { courier: 'Blue Dart', tracking_number: 'AWB#1' },
        'The tracking number (AWB) must be 3 to 40 letters or digits.',
      ],
      [
        'ship',
        { ...SHIPPING, tracking_url: 'javascript:alert(1)' },
        'The tracking link must be a web address starting with http:// or https://.',
      ],
      ['cancel', { reason: '   ' }, 'Please give a reason for cancelling.'],
      ['cancel', {}, 'Please give a reason for cancelling.'],
    ])('refuses %s with %j: "%s"', async (action, args, message) => {
      const id = await orderIn(action === 'ship' ? 'packed' : 'placed');
      const error = await pgError(act(db.engine, a.admin, id, action, args));
      expect(error.code).toBe('23514');
      expect(error.message).toBe(message);
    });

    it('refuses an unknown action and an order that does not exist', async () => {
      const id = await place();
      const unknown = await pgError(act(db.engine, a.admin, id, 'refund'));
      expect(unknown.code).toBe('22023');
      expect(unknown.message).toBe(
        'Unknown order action: refund. Use confirm, pack, ship, deliver, cancel, payment or note.',
      );
      const missing = await pgError(act(db.engine, a.admin, randomUUID(), 'confirm'));
      expect(missing.code).toBe('23503');
      expect(missing.message).toBe('This order does not exist.');
    });

    it('lets admins and superadmins act, and nobody else', async () => {
      const id = await place(a.user);
      const anon = await pgError(act(db.engine, a.anon, id, 'confirm'));
      expect(anon.code).toBe('42501');
      expect(anon.message).toBe('permission denied for function order_action');
      for (const who of [a.user, a.user2, a.inactiveAdmin]) {
        const error = await pgError(act(db.engine, who, id, 'confirm'));
        expect(error.code).toBe('42501');
        expect(error.message).toBe('Only MGRID staff can change orders.');
      }
      expect((await storedOrder(db.engine, id)).status).toBe('placed');
      expect((await act(db.engine, a.superadmin, id, 'confirm')).status).toBe('confirmed');
      expect((await act(db.engine, a.admin, id, 'pack')).status).toBe('packed');
    });

    it('keeps staff notes on the timeline, internal unless said otherwise', async () => {
      const id = await place(a.user);
      await act(db.engine, a.admin, id, 'note', { text: 'Customer wants delivery after 6 pm' });
      await act(db.engine, a.admin, id, 'note', {
        text: 'Your order ships from our Pune warehouse',
        internal: false,
      });
      expect((await eventsOf(db.engine, id)).slice(1)).toEqual([
        {
          kind: 'note',
          actor_name: 'Arjun Mehta',
          actor_role: 'admin',
          internal: true,
          detail: { text: 'Customer wants delivery after 6 pm' },
        },
        {
          kind: 'note',
          actor_name: 'Arjun Mehta',
          actor_role: 'admin',
          internal: false,
          detail: { text: 'Your order ships from our Pune warehouse' },
        },
      ]);
      const empty = await pgError(act(db.engine, a.admin, id, 'note', { text: ' ' }));
      expect(empty.message).toBe('Please write the note.');
    });
  });

  describe('direct edits', () => {
    it('refuses an admin editing the row, and matches no row for customers', async () => {
      const id = await place(a.user);
      const admin = await pgError(
        runAs(db.engine, a.admin, `update public.orders set status = 'confirmed' where id = $1`, [
          id,
        ]),
      );
      expect(admin.code).toBe('42501');
      expect(admin.message).toBe(
        'An order cannot be edited directly: use the order actions (confirm, pack, ship, deliver, cancel, payment, note).',
      );
      for (const who of [a.user, a.anon, a.inactiveAdmin]) {
        const { rowCount } = await runAs(
          db.engine,
          who,
          `update public.orders set status = 'cancelled', payment_status = 'paid' where id = $1`,
          [id],
        );
        expect(rowCount).toBe(0);
      }
      expect(await storedOrder(db.engine, id)).toMatchObject({
        status: 'placed',
        payment_status: 'pending',
      });
    });

    it('lets server-side code fix other columns, but never the lifecycle outside the actions', async () => {
      const id = await place();
      for (const change of [
        `status = 'delivered'`,
        `payment_status = 'paid'`,
        `courier = 'Fake'`,
        `stock_released_at = now()`,
      ]) {
        const error = await pgError(
          db.engine.query(`update public.orders set ${change} where id = $1`, [id]),
        );
        expect(error.message).toBe(
          "An order's status, payment and shipping details change only through private.apply_order_action.",
        );
      }
      await db.engine.query(`update public.orders set notes = 'Gate code 4411' where id = $1`, [
        id,
      ]);
      expect(await storedOrder(db.engine, id)).toMatchObject({
        status: 'placed',
        payment_status: 'pending',
        courier: null,
      });
    });

    it('ignores lifecycle columns a client sends with a new order', async () => {
      const id = randomUUID();
      await runAs(
        db.engine,
        a.user,
        `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
           items, payment_method, status, payment_status, courier, cancel_reason, placed_by, lead_id)
         values ($1, 'Asha', '9876543210', '1 Road', 'Pune', 'Maharashtra', '411001',
           '[{"productId": "ml01", "quantity": 1}]', 'upi', 'delivered', 'paid', 'Fake', 'x', $2,
           '1e000000-0000-4000-8000-000000000001')`,
        [id, DEMO.admin.id],
      );
      const { rows } = await db.engine.query(
        `select status, payment_status, courier, cancel_reason, placed_by, lead_id
         from public.orders where id = $1`,
        [id],
      );
      expect(rows[0]).toEqual({
        status: 'placed',
        payment_status: 'pending',
        courier: null,
        cancel_reason: null,
        placed_by: null,
        lead_id: null,
      });
    });
  });

  describe('the timeline', () => {
    it('shows a buyer the public events of their own orders only', async () => {
      const own = await place(a.user);
      await act(db.engine, a.admin, own, 'confirm');
      await act(db.engine, a.admin, own, 'note', { text: 'Fragile: double box' });
      const other = await place(a.user2);
      const read = (who: Actor) =>
        runAs<{ order_id: string; kind: string }>(
          db.engine,
          who,
          'select order_id, kind from public.order_events where order_id = any ($1) order by created_at',
          [[own, other]],
        );
      expect((await read(a.user)).rows).toEqual([
        { order_id: own, kind: 'placed' },
        { order_id: own, kind: 'confirmed' },
      ]);
      expect((await read(a.user2)).rows).toEqual([{ order_id: other, kind: 'placed' }]);
      expect((await read(a.admin)).rows.map((r) => r.kind)).toEqual([
        'placed',
        'confirmed',
        'note',
        'placed',
      ]);
      expect((await read(a.inactiveAdmin)).rows).toEqual([]);
      const anon = await pgError(read(a.anon));
      expect(anon.message).toBe('permission denied for table order_events');
    });

    it('is written by the database only', async () => {
      const id = await place();
      for (const who of [a.admin, a.user]) {
        const error = await pgError(
          runAs(
            db.engine,
            who,
            `insert into public.order_events (order_id, kind) values ($1, 'delivered')`,
            [id],
          ),
        );
        expect(error.code).toBe('42501');
        const update = await pgError(
          runAs(db.engine, who, `update public.order_events set kind = 'cancelled'`),
        );
        expect(update.code).toBe('42501');
      }
    });
  });

  describe("the buyer's own cancellation", () => {
    const cancelMine = (who: Actor, id: string, reason: string | null = 'Ordered by mistake') =>
      runAs<{ receipt: Record<string, unknown> }>(
        db.engine,
        who,
        'select public.cancel_my_order($1, $2) as receipt',
        [id, reason],
      );

    it('lets a signed-in owner cancel while placed or confirmed, returning the stock', async () => {
      const before = await stockOf(db.engine, 'mdr60');
      const placed = await place(a.user, [line('mdr60', 2)]);
      const confirmed = await place(a.user, [line('mdr60', 1)]);
      await act(db.engine, a.admin, confirmed, 'confirm');
      expect(await stockOf(db.engine, 'mdr60')).toBe(before - 3);
      const receipt = (await cancelMine(a.user, placed)).rows[0]!.receipt;
      expect(receipt).toMatchObject({ status: 'cancelled', can_cancel: false });
      await cancelMine(a.user, confirmed);
      expect(await stockOf(db.engine, 'mdr60')).toBe(before);
      expect((await eventsOf(db.engine, placed)).at(-1)).toEqual({
        kind: 'cancelled',
        actor_name: null,
        actor_role: 'customer',
        internal: false,
        detail: { reason: 'Ordered by mistake' },
      });
    });

    it('lets a guest cancel their order with its id', async () => {
      const id = await place(a.anon);
      await cancelMine(a.anon, id);
      expect(await storedOrder(db.engine, id)).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Ordered by mistake',
      });
    });

    it("answers 'does not exist' for someone else's order", async () => {
      const id = await place(a.user);
      for (const who of [a.user2, a.anon]) {
        const error = await pgError(cancelMine(who, id));
        expect(error.code).toBe('23503');
        expect(error.message).toBe('This order does not exist.');
      }
      const missing = await pgError(cancelMine(a.user, randomUUID()));
      expect(missing.message).toBe('This order does not exist.');
      expect((await storedOrder(db.engine, id)).status).toBe('placed');
    });

    it('refuses once packed, and without a reason', async () => {
      const packed = await orderIn('packed', a.user);
      const error = await pgError(cancelMine(a.user, packed));
      expect(error.code).toBe('23514');
      expect(error.message).toBe(
        'This order is already packed, so it can no longer be cancelled online. Please call us to cancel it.',
      );
      const shipped = await orderIn('shipped', a.user);
      expect((await pgError(cancelMine(a.user, shipped))).message).toBe(
        'This order has already shipped, so it can no longer be cancelled.',
      );
      const placed = await place(a.user);
      expect((await pgError(cancelMine(a.user, placed, ' '))).message).toBe(
        'Please give a reason for cancelling.',
      );
      expect((await pgError(cancelMine(a.user, placed, null))).message).toBe(
        'Please give a reason for cancelling.',
      );
    });

    it('refuses a deactivated account', async () => {
      const former = await createAccount(db.engine, 'leaving.buyer@mgrid.test');
      const id = await place(former);
      await db.engine.query('update public.users set is_active = false where id = $1', [former.id]);
      const error = await pgError(cancelMine(former, id));
      expect(error.code).toBe('42501');
      expect(error.message).toBe('Your account has been deactivated. Please contact support.');
    });
  });

  describe('staff commands (offline staff actions)', () => {
    const send = (who: Actor, kind: string, target: string, args = {}, id = randomUUID()) =>
      runAs(
        db.engine,
        who,
        'insert into public.staff_commands (id, kind, target_id, args) values ($1, $2, $3, $4::jsonb)',
        [id, kind, target, JSON.stringify(args)],
      ).then(() => id);
    const commands = async (ids: string[]) =>
      (
        await db.engine.query<{ id: string; kind: string; created_by: string; applied: boolean }>(
          `select id, kind, created_by, applied_at is not null as applied
           from public.staff_commands where id = any ($1) order by created_at, kind`,
          [ids],
        )
      ).rows;

    it('applies a queued confirm, pack and ship once each, even when a push is retried', async () => {
      const id = await place();
      const confirm = await send(a.admin, 'order.confirm', id);
      await send(a.admin, 'order.confirm', id, {}, confirm); // the retry after a lost answer
      const pack = await send(a.admin, 'order.pack', id);
      const ship = await send(a.admin, 'order.ship', id, SHIPPING);
      await send(a.admin, 'order.ship', id, SHIPPING, ship);
      expect((await storedOrder(db.engine, id)).status).toBe('shipped');
      expect((await eventsOf(db.engine, id)).map((e) => e.kind)).toEqual([
        'placed',
        'confirmed',
        'packed',
        'shipped',
      ]);
      expect(await commands([confirm, pack, ship])).toEqual([
        { id: confirm, kind: 'order.confirm', created_by: DEMO.admin.id, applied: true },
        { id: pack, kind: 'order.pack', created_by: DEMO.admin.id, applied: true },
        { id: ship, kind: 'order.ship', created_by: DEMO.admin.id, applied: true },
      ]);
    });

    it('refuses a command the order no longer allows, with the reason, storing nothing', async () => {
      const id = await place();
      await act(db.engine, a.superadmin, id, 'cancel', { reason: 'Out of delivery area' });
      const command = randomUUID();
      const error = await pgError(send(a.admin, 'order.confirm', id, {}, command));
      expect(error.code).toBe('23514');
      expect(error.message).toBe('This order is already cancelled, so it cannot be confirmed.');
      expect(await commands([command])).toEqual([]);
      const missing = await pgError(send(a.admin, 'order.pack', randomUUID()));
      expect(missing.code).toBe('23503');
      expect(missing.message).toBe('This order does not exist.');
      const malformed = await pgError(send(a.admin, 'order.pack', 'not-an-id'));
      expect(malformed.message).toBe('This order does not exist.');
    });

    it('records payments and notes sent from the phone', async () => {
      const id = await placeOrder(db.engine, null, {
        items: [line('ml01', 1)],
        paymentMethod: 'upi',
      });
      await send(a.admin, 'order.payment', id, {
        kind: 'upi',
        amount_in_paise: 364900,
        utr: '4100 2233 9812',
      });
      await send(a.admin, 'order.note', id, { text: 'Paid while on the phone' });
      expect((await storedOrder(db.engine, id)).payment_status).toBe('paid');
      expect((await eventsOf(db.engine, id)).slice(1)).toMatchObject([
        { kind: 'payment_recorded', detail: { utr: '410022339812', amount_in_paise: 364900 } },
        { kind: 'note', internal: true, detail: { text: 'Paid while on the phone' } },
      ]);
    });

    it("changes a lead's status, as lead_status_changes does", async () => {
      const lead = '1e000000-0000-4000-8000-000000000003';
      await send(a.admin, 'lead.status', lead, {
        status: 'qualified',
        assigned_to: DEMO.admin.id,
        notes: 'Asked for a GL3D demo',
      });
      const { rows } = await db.engine.query(
        'select status, assigned_to, notes from public.leads where id = $1',
        [lead],
      );
      expect(rows[0]).toEqual({
        status: 'qualified',
        assigned_to: DEMO.admin.id,
        notes: 'Asked for a GL3D demo',
      });
      const missing = await pgError(send(a.admin, 'lead.status', randomUUID(), { status: 'lost' }));
      expect(missing.message).toBe('This lead does not exist.');
      const bad = await pgError(send(a.admin, 'lead.status', lead, { status: 'won' }));
      expect(bad.message).toBe('Invalid lead status: won');
    });

    it('takes commands from active staff only, and shows each their own', async () => {
      const id = await place();
      for (const who of [a.user, a.inactiveAdmin]) {
        const error = await pgError(send(who, 'order.confirm', id));
        expect(error.code).toBe('42501');
        expect(error.message).toBe('Only MGRID staff can send staff commands.');
      }
      const anon = await pgError(send(a.anon, 'order.confirm', id));
      expect(anon.message).toBe('permission denied for table staff_commands');
      expect((await storedOrder(db.engine, id)).status).toBe('placed');

      const mine = await send(a.admin, 'order.note', id, { text: 'Mine' });
      const theirs = await send(a.superadmin, 'order.note', id, { text: 'Theirs' });
      const read = (who: Actor) =>
        runAs<{ id: string }>(
          db.engine,
          who,
          'select id from public.staff_commands where id = any ($1)',
          [[mine, theirs]],
        );
      expect((await read(a.admin)).rows).toEqual([{ id: mine }]);
      expect((await read(a.superadmin)).rows).toEqual([{ id: theirs }]);
      expect((await read(a.user)).rows).toEqual([]);
      const update = await pgError(
        runAs(db.engine, a.admin, `update public.staff_commands set kind = 'order.cancel'`),
      );
      expect(update.code).toBe('42501');
    });
  });
});
