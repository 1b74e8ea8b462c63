// Orders and product registrations: priced and validated by the database, readable by
// their owner and admins only, never changed by customers.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { createAccount, DEMO_ORDER_ID, pgError, runAs, type Actor } from '../support/db-actors.ts';

interface OrderInput {
  id?: string;
  items: unknown[];
  state?: string;
  phone?: string;
  pinCode?: string;
  paymentMethod?: string;
  userId?: string | null;
}

interface StoredOrder {
  user_id: string | null;
  state: string;
  status: string;
  tax_split: string;
  items: Record<string, unknown>[];
  subtotal: number;
  gst: number;
  fee: number;
  total: number;
}

describe.each(ENGINES)('orders and registrations on %s', (kind) => {
  const { db, a } = withActors(kind);

  // Every order claims absurd client-side prices and a final status: none of it may stick.
  const placeOrder = async (actor: Actor, order: OrderInput) => {
    const id = order.id ?? randomUUID();
    await runAs(
      db.engine,
      actor,
      `insert into public.orders (id, user_id, customer_name, phone, email, address_line1, city, state,
         pin_code, items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
         payment_method, status, tax_split)
       values ($1, $2, 'Asha Patil', $3, 'asha@example.com', '12 MG Road', 'Pune', $4, $5, $6::jsonb,
               1, 0, 0, 1, $7, 'delivered', 'igst')`,
      [
        id,
        order.userId ?? null,
        order.phone ?? '+91 98765 43210',
        order.state ?? 'Maharashtra',
        order.pinCode ?? '411001',
        JSON.stringify(order.items),
        order.paymentMethod ?? 'cod',
      ],
    );
    return id;
  };
  const storedOrder = async (id: string) =>
    (
      await db.engine.query<StoredOrder>(
        `select user_id, state, status, tax_split, items,
                subtotal_in_paise::int as subtotal, gst_in_paise::int as gst,
                delivery_fee_in_paise::int as fee, total_in_paise::int as total
         from public.orders where id = $1`,
        [id],
      )
    ).rows[0]!;
  const line = (productId: string, quantity: number) => ({ productId, quantity });

  describe('pricing (the database never trusts client prices)', () => {
    it("keeps the GL3D banner's promise: three or more are stored at the bulk price it names", async () => {
      // No page may promise what the order does not do. The seeded banner names a
      // price and a quantity; the stored order must charge exactly that per unit.
      const banner = (
        await db.engine.query<{ title: string }>(
          `select title from public.banners where cta_url = '/products/gl3d' and is_active`,
        )
      ).rows[0]!;
      const promise = /^GL3D at ₹([\d,]+) each when you buy (\d+) or more$/.exec(banner.title);
      expect(promise).not.toBeNull();
      const unitPaise = Number(promise![1]!.replace(/,/g, '')) * 100;
      const quantity = Number(promise![2]);
      const id = await placeOrder(a.anon, { items: [line('gl3d', quantity)] });
      const stored = await storedOrder(id);
      expect(stored.items[0]).toMatchObject({
        productId: 'gl3d',
        quantity,
        unitPriceInPaise: unitPaise,
      });
      const below = await placeOrder(a.anon, { items: [line('gl3d', quantity - 1)] });
      expect((await storedOrder(below)).items[0]).toMatchObject({ unitPriceInPaise: 2_799_900 });
    });

    it('stores the database prices, owner and status when the client tampers with them', async () => {
      const id = await placeOrder(a.user, {
        userId: a.user2.id,
        items: [
          {
            productId: 'sl02',
            name: 'Cheap laser',
            quantity: 1,
            unitPriceInPaise: 100,
            lineAmountInPaise: 100,
            gstInPaise: 0,
            gstRate: 0,
            priceInclusive: true,
            hsnCode: '0000',
          },
        ],
      });
      // SL02 ₹12,999 incl. 18% GST: gst = round(1299900 × 18 / 118) = round(198289.83) = 198290;
      // subtotal 1299900 ≥ 500000, so no delivery fee.
      expect(await storedOrder(id)).toEqual({
        user_id: a.user.id,
        state: 'Maharashtra',
        // Priced above the ₹1 it claimed: held for the buyer's yes, never charged silently.
        status: 'held',
        tax_split: 'cgst_sgst',
        items: [
          {
            productId: 'sl02',
            name: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
            quantity: 1,
            unitPriceInPaise: 1299900,
            gstRate: 18,
            priceInclusive: true,
            hsnCode: '9015',
            lineAmountInPaise: 1299900,
            gstInPaise: 198290,
            lineTotalInPaise: 1299900,
            // What the client claimed it showed, kept beside the price charged.
            shownUnitPriceInPaise: 100,
          },
        ],
        subtotal: 1299900,
        gst: 198290,
        fee: 0,
        total: 1299900,
      });
    });

    it('adds the delivery fee below the free-delivery threshold and drops it at or above', async () => {
      // ML01 ₹3,499: 349900 < 500000, so + 15000; gst = round(349900 × 18 / 118) = 53375.
      const small = await storedOrder(await placeOrder(a.anon, { items: [line('ml01', 1)] }));
      expect(small).toMatchObject({ subtotal: 349900, gst: 53375, fee: 15000, total: 364900 });
      // MDR60 ₹2,799 + TP160 ₹2,199 = 499800: still 200 paise below the threshold.
      const justBelow = await storedOrder(
        await placeOrder(a.anon, { items: [line('mdr60', 1), line('tp160', 1)] }),
      );
      expect(justBelow).toMatchObject({ subtotal: 499800, fee: 15000, total: 514800 });
      // Adding two TG01 target plates (2 × 24900) crosses it: no fee.
      const above = await storedOrder(
        await placeOrder(a.anon, {
          items: [line('mdr60', 1), line('tp160', 1), line('tg01', 2)],
        }),
      );
      expect(above).toMatchObject({ subtotal: 549600, fee: 0, total: 549600 });
    });

    it('reads the fee and threshold from site_settings (exactly at the threshold is free)', async () => {
      await runAs(
        db.engine,
        a.superadmin,
        `update public.site_settings set delivery_fee_in_paise = 9900, free_delivery_threshold_in_paise = 499800`,
      );
      try {
        const atThreshold = await storedOrder(
          await placeOrder(a.anon, { items: [line('mdr60', 1), line('tp160', 1)] }),
        );
        expect(atThreshold).toMatchObject({ subtotal: 499800, fee: 0, total: 499800 });
        const below = await storedOrder(await placeOrder(a.anon, { items: [line('tg01', 2)] }));
        expect(below).toMatchObject({ subtotal: 49800, fee: 9900, total: 59700 });
      } finally {
        await db.engine.query(
          `update public.site_settings set delivery_fee_in_paise = 15000, free_delivery_threshold_in_paise = 500000`,
        );
      }
    });

    it('applies the bulk unit price from bulk_qty on', async () => {
      // SL02 × 4 at ₹12,999: 5199600, gst = round(5199600 × 18 / 118) = round(793159.32) = 793159.
      const four = await storedOrder(await placeOrder(a.anon, { items: [line('sl02', 4)] }));
      expect(four.items[0]).toMatchObject({
        unitPriceInPaise: 1299900,
        lineAmountInPaise: 5199600,
      });
      expect(four).toMatchObject({ subtotal: 5199600, gst: 793159, total: 5199600 });
      // SL02 × 5 at the bulk ₹11,999: 5999500, gst = round(5999500 × 18 / 118) = round(915177.97) = 915178.
      const five = await storedOrder(await placeOrder(a.anon, { items: [line('sl02', 5)] }));
      expect(five.items[0]).toMatchObject({
        unitPriceInPaise: 1199900,
        lineAmountInPaise: 5999500,
      });
      expect(five).toMatchObject({ subtotal: 5999500, gst: 915178, fee: 0, total: 5999500 });
    });

    it('adds GST on top for a price that excludes it', async () => {
      // GL3D ₹27,999 + 18% GST: gst = round(2799900 × 0.18) = 503982, line total 3303882.
      const one = await storedOrder(await placeOrder(a.anon, { items: [line('gl3d', 1)] }));
      expect(one.items[0]).toMatchObject({
        priceInclusive: false,
        gstInPaise: 503982,
        lineTotalInPaise: 3303882,
      });
      expect(one).toMatchObject({ subtotal: 2799900, gst: 503982, fee: 0, total: 3303882 });
      // GL3D × 3 at the bulk ₹25,999: 7799700 + round(7799700 × 0.18) = 7799700 + 1403946.
      const three = await storedOrder(await placeOrder(a.anon, { items: [line('gl3d', 3)] }));
      expect(three).toMatchObject({ subtotal: 7799700, gst: 1403946, total: 9203646 });
    });

    it('merges lines for the same product and canonicalises the state', async () => {
      const order = await storedOrder(
        await placeOrder(a.anon, {
          items: [line('ml01', 1), line('tg01', 2), line('ml01', 2)],
          state: '  karnataka ',
        }),
      );
      expect(order.items.map((i) => [i.productId, i.quantity])).toEqual([
        ['ml01', 3],
        ['tg01', 2],
      ]);
      expect(order).toMatchObject({
        state: 'Karnataka',
        tax_split: 'igst',
        subtotal: 3 * 349900 + 2 * 24900,
        fee: 0,
      });
    });

    it.each([
      ['an unknown product', { items: [line('nope', 1)] }, 'Product nope is not available'],
      ['a hidden product', { items: [line('sl03', 1)] }, 'Product sl03 is not available'],
      ['no items', { items: [] }, 'The order has no items'],
      [
        'a zero quantity',
        { items: [line('ml01', 0)] },
        'Quantity must be a whole number from 1 to 10000',
      ],
      [
        'a fractional quantity',
        { items: [line('ml01', 1.5)] },
        'Quantity must be a whole number from 1 to 10000',
      ],
      [
        'a text quantity',
        { items: [{ productId: 'ml01', quantity: '2' }] },
        'Quantity must be a whole number from 1 to 10000',
      ],
      [
        'less than the moq',
        { items: [line('tg01', 1)] },
        'The minimum order quantity for MGRID TG01 Magnetic Target Plate is 2',
      ],
      [
        'a bad phone',
        { items: [line('ml01', 1)], phone: '12345' },
        'Please enter a valid Indian phone number',
      ],
      [
        'a bad PIN code',
        { items: [line('ml01', 1)], pinCode: '012345' },
        'Please enter a valid 6-digit PIN code',
      ],
      [
        'an unknown state',
        { items: [line('ml01', 1)], state: 'Atlantis' },
        'Please choose a valid Indian state or union territory',
      ],
    ] as [string, OrderInput, string][])(
      'refuses an order with %s',
      async (_case, order, message) => {
        const id = randomUUID();
        const error = await pgError(placeOrder(a.anon, { ...order, id }));
        expect(error.code).toBe('23514');
        expect(error.message).toBe(message);
        expect(
          (await db.engine.query('select id from public.orders where id = $1', [id])).rows,
        ).toEqual([]);
      },
    );

    it('refuses a withdrawn (soft-deleted) product and an unknown payment method', async () => {
      await runAs(
        db.engine,
        a.admin,
        `update public.products set _deleted = true where id = 'cc01'`,
      );
      const withdrawn = await pgError(placeOrder(a.anon, { items: [line('cc01', 1)] }));
      expect(withdrawn.message).toBe('Product cc01 is not available');
      const payment = await pgError(
        placeOrder(a.anon, { items: [line('ml01', 1)], paymentMethod: 'card' }),
      );
      expect(payment.code).toBe('23514');
    });

    it('stores a retried push once', async () => {
      const id = randomUUID();
      await placeOrder(a.anon, { id, items: [line('ml01', 1)] });
      await placeOrder(a.anon, { id, items: [line('sl02', 9)] });
      const { rows } = await db.engine.query<{ total: number }>(
        'select total_in_paise::int as total from public.orders where id = $1',
        [id],
      );
      expect(rows).toEqual([{ total: 364900 }]);
    });
  });

  describe('access', () => {
    it('lets anon place an order but never read it back', async () => {
      const id = await placeOrder(a.anon, { items: [line('mdr60', 1)] });
      expect((await storedOrder(id)).user_id).toBeNull();
      expect((await runAs(db.engine, a.anon, 'select id from public.orders')).rows).toEqual([]);
    });

    it("shows a user their own orders only, never another's", async () => {
      const own = await runAs<{ id: string; user_id: string }>(
        db.engine,
        a.user,
        'select id, user_id from public.orders',
      );
      expect(own.rows.map((r) => r.id)).toContain(DEMO_ORDER_ID);
      expect(own.rows.every((r) => r.user_id === a.user.id)).toBe(true);
      const other = await runAs(db.engine, a.user2, 'select id from public.orders where id = $1', [
        DEMO_ORDER_ID,
      ]);
      expect(other.rows).toEqual([]);
    });

    it('shows admins every order and inactive admins none', async () => {
      const total = (
        await db.engine.query<{ n: number }>('select count(*)::int as n from public.orders')
      ).rows[0]!.n;
      expect((await runAs(db.engine, a.admin, 'select id from public.orders')).rows).toHaveLength(
        total,
      );
      expect(
        (await runAs(db.engine, a.inactiveAdmin, 'select id from public.orders')).rows,
      ).toEqual([]);
    });

    it('refuses orders from a deactivated account', async () => {
      const former = await createAccount(db.engine, 'former.customer@mgrid.test', {
        isActive: false,
      });
      const error = await pgError(placeOrder(former, { items: [line('ml01', 1)] }));
      expect(error.code).toBe('42501');
      expect(error.message).toBe('Your account has been deactivated. Please contact support.');
    });

    it("never lets a customer change an order's prices, totals or status", async () => {
      for (const who of [a.user, a.anon]) {
        const { rowCount } = await runAs(
          db.engine,
          who,
          `update public.orders set total_in_paise = 1, status = 'delivered' where id = $1`,
          [DEMO_ORDER_ID],
        );
        expect(rowCount).toBe(0);
      }
      expect(await storedOrder(DEMO_ORDER_ID)).toMatchObject({ status: 'placed', total: 414700 });
    });

    it('lets an admin move the status forward through the order actions, and nothing else', async () => {
      const id = await placeOrder(a.user, { items: [line('ml01', 1)] });
      const action = (who: Actor, name: string, args: object = {}) =>
        runAs<{ status: string }>(
          db.engine,
          who,
          `select public.order_action($1, $2, $3::jsonb) ->> 'status' as status`,
          [id, name, JSON.stringify(args)],
        );
      expect((await action(a.admin, 'confirm')).rows).toEqual([{ status: 'confirmed' }]);
      const total = await pgError(
        runAs(db.engine, a.admin, 'update public.orders set total_in_paise = 1 where id = $1', [
          id,
        ]),
      );
      expect(total.code).toBe('42501');
      const skip = await pgError(action(a.superadmin, 'deliver'));
      expect(skip.message).toBe('This order must be packed before it can be marked delivered.');
      await action(a.superadmin, 'pack');
      await action(a.superadmin, 'ship', { courier: 'Blue Dart', tracking_number: '90817263541' });
      await action(a.superadmin, 'deliver');
      const back = await pgError(action(a.admin, 'confirm'));
      expect(back.message).toBe(
        'This order has already been delivered, so it cannot be confirmed.',
      );
      const inactive = await pgError(action(a.inactiveAdmin, 'cancel', { reason: 'Spam' }));
      expect(inactive.message).toBe('Only MGRID staff can change orders.');
      expect(await storedOrder(id)).toMatchObject({ status: 'delivered', total: 364900 });
    });

    it('refuses hard deletes', async () => {
      for (const who of [a.admin, a.user]) {
        const error = await pgError(
          runAs(db.engine, who, 'delete from public.orders where id = $1', [DEMO_ORDER_ID]),
        );
        expect(error.code).toBe('42501');
      }
    });
  });

  describe('product_registrations', () => {
    const register = async (
      actor: Actor,
      fields: { id?: string; model?: string; purchaseDate?: string; userId?: string | null } = {},
    ) => {
      const id = fields.id ?? randomUUID();
      await runAs(
        db.engine,
        actor,
        `insert into public.product_registrations
           (id, user_id, owner_name, phone, email, product_model, serial_number, purchase_date, dealer, invoice_number)
         values ($1, $2, 'Imran Khan', '9822012345', 'imran@example.com', $3, 'SN-0001', $4::date,
                 'Precision Tools Corporation', 'INV-77')`,
        [id, fields.userId ?? null, fields.model ?? 'SL01', fields.purchaseDate ?? '2025-03-15'],
      );
      return id;
    };
    const stored = async (id: string) =>
      (
        await db.engine.query(
          `select user_id, product_id, to_char(warranty_until, 'YYYY-MM-DD') as warranty_until
           from public.product_registrations where id = $1`,
          [id],
        )
      ).rows;

    it('accepts a registration from anon, resolving the model and a 2-year warranty', async () => {
      const byId = await register(a.anon, { model: 'sl01', userId: a.user.id });
      expect(await stored(byId)).toEqual([
        { user_id: null, product_id: 'sl01', warranty_until: '2027-03-15' },
      ]);
      const byName = await register(a.anon, { model: 'mgrid mdr60 laser distance meter (60 m)' });
      expect((await stored(byName))[0]).toMatchObject({ product_id: 'mdr60' });
      expect(
        (await runAs(db.engine, a.anon, 'select id from public.product_registrations')).rows,
      ).toEqual([]);
    });

    // The checks the form shares: tests/fixtures/rules/registration.json
    // (tests/db/registration-rule.test.ts). The catalogue lookup is the database's alone.
    it('refuses an unknown model', async () => {
      const error = await pgError(register(a.user, { model: 'XYZ-9' }));
      expect(error.code).toBe('23514');
      expect(error.message).toBe('Please choose a product model from our catalogue');
    });

    it('shows users their own registrations, admins all, others none', async () => {
      const mine = await register(a.user);
      expect((await stored(mine))[0]).toMatchObject({ user_id: a.user.id });
      const own = await runAs<{ user_id: string }>(
        db.engine,
        a.user,
        'select user_id from public.product_registrations',
      );
      expect(own.rows.length).toBeGreaterThanOrEqual(2);
      expect(own.rows.every((r) => r.user_id === a.user.id)).toBe(true);
      expect(
        (await runAs(db.engine, a.user2, 'select id from public.product_registrations')).rows,
      ).toEqual([]);
      expect(
        (await runAs(db.engine, a.inactiveAdmin, 'select id from public.product_registrations'))
          .rows,
      ).toEqual([]);
      const admin = await runAs(db.engine, a.admin, 'select id from public.product_registrations');
      expect(admin.rows.map((r) => r.id)).toContain(mine);
    });

    it('lets only admins retire a registration, nobody delete one, and stores retries once', async () => {
      const id = await register(a.user);
      await register(a.user, { id, model: 'MDR60' });
      expect((await stored(id))[0]).toMatchObject({ product_id: 'sl01' });
      const user = await runAs(
        db.engine,
        a.user,
        `update public.product_registrations set serial_number = 'X' where id = $1`,
        [id],
      );
      expect(user.rowCount).toBe(0);
      const admin = await runAs(
        db.engine,
        a.admin,
        'update public.product_registrations set _deleted = true where id = $1',
        [id],
      );
      expect(admin.rowCount).toBe(1);
      const error = await pgError(
        runAs(db.engine, a.admin, 'delete from public.product_registrations where id = $1', [id]),
      );
      expect(error.code).toBe('42501');
    });
  });
});
