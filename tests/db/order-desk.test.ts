// The order desk's reads: the filtered, paged list with counts per status, one
// order with its timeline and payments, the low-stock list, and orders staff place for a
// customer (linked to the customer's lead). On PostgreSQL, the list's queries are checked
// against 50,000 orders.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asRequest } from '../../supabase/local/db/request.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { DEMO, DEMO_ORDER_ID, pgError, runAs, type Actor } from '../support/db-actors.ts';
import { act, line, placeOrder, setStock, type NewOrder } from '../fixtures/orders.ts';

const SERVICE: Actor = { id: '', email: '', claims: { role: 'service_role' } };
const orderNumber = (id: string) => `MG-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

interface Page {
  rows: Record<string, unknown>[];
  total: number;
  counts: Record<string, number>;
  page: number;
  page_size: number;
}

describe.each(ENGINES)('order desk on %s', (kind) => {
  const { db, a } = withActors(kind);
  const desk = async (filters: object = {}, page = 1, pageSize = 50, who: Actor = a.admin) =>
    (
      await runAs<{ page: Page }>(
        db.engine,
        who,
        'select public.admin_orders($1, $2, $3) as page',
        [JSON.stringify(filters), page, pageSize],
      )
    ).rows[0]!.page;
  const ids = (page: Page) => page.rows.map((r) => r.id);

  describe('the list', () => {
    // Four orders on known days (India time), placed as the server would import them.
    const orders: Record<string, string> = {};
    const seed = async () => {
      if (orders.done) return orders;
      // The seeded demo order is retired, so the desk holds exactly these four.
      await db.engine.query('update public.orders set _deleted = true where id = $1', [
        DEMO_ORDER_ID,
      ]);
      const add = (name: string, order: Partial<NewOrder>) =>
        placeOrder(db.engine, SERVICE, { items: [line('mdr40', 1)], name, ...order });
      orders.rahul = await add('Rahul Verma', {
        phone: '+91 98111 22334',
        email: 'rahul.verma@example.com',
        state: 'Delhi',
        createdAt: '2026-03-31T18:29:59Z', // 23:59:59 on 31 March in India
      });
      orders.meera = await add('Meera Nair', {
        phone: '+91 99000 11111',
        email: 'meera@example.in',
        state: 'Kerala',
        paymentMethod: 'upi',
        createdAt: '2026-03-31T18:30:00Z', // 00:00 on 1 April in India
      });
      orders.joshi = await add('Rahul Joshi', {
        phone: '+91 97000 22222',
        email: null,
        createdAt: '2026-04-02T06:00:00Z',
      });
      orders.kiran = await add('Kiran Rao', {
        phone: '+91 96000 33333',
        email: 'kiran@example.com',
        state: 'Karnataka',
        paymentMethod: 'upi',
        createdAt: '2026-04-03T06:00:00Z',
      });
      await act(db.engine, a.admin, orders.meera, 'confirm');
      await act(db.engine, a.admin, orders.meera, 'payment', {
        kind: 'upi',
        amount_in_paise: 204900,
        utr: '880011223344',
      });
      await act(db.engine, a.admin, orders.joshi, 'confirm');
      await act(db.engine, a.admin, orders.joshi, 'pack');
      await act(db.engine, a.admin, orders.joshi, 'ship', {
        courier: 'DTDC',
        tracking_number: 'D1234567',
      });
      await act(db.engine, a.admin, orders.kiran, 'cancel', { reason: 'Duplicate' });
      orders.done = 'yes';
      return orders;
    };
    const ALL = {
      held: 0,
      placed: 1,
      confirmed: 1,
      packed: 0,
      shipped: 1,
      delivered: 0,
      cancelled: 1,
    };

    it('pages the orders newest first, with the total and the counts per status', async () => {
      const o = await seed();
      const first = await desk({}, 1, 2);
      expect(ids(first)).toEqual([o.kiran, o.joshi]);
      expect(first).toMatchObject({ total: 4, counts: ALL, page: 1, page_size: 2 });
      expect(first.rows[1]).toEqual({
        id: o.joshi,
        order_number: orderNumber(o.joshi!),
        customer_name: 'Rahul Joshi',
        phone: '+91 97000 22222',
        email: null,
        city: 'Pune',
        state: 'Maharashtra',
        total_in_paise: 204900,
        payment_method: 'cod',
        payment_status: 'pending',
        status: 'shipped',
        item_count: 1,
        placed_at: expect.any(String),
        created_at: expect.any(String),
        placed_by: null,
        // A shopper's order: no dealer.
        dealer_id: null,
        dealer_business_name: null,
      });
      expect(ids(await desk({}, 2, 2))).toEqual([o.meera, o.rahul]);
      expect(ids(await desk({}, 3, 2))).toEqual([]);
    });

    it.each([
      ['status', { status: ['placed', 'shipped'] }, ['joshi', 'rahul'], ALL],
      ['one status', { status: 'cancelled' }, ['kiran'], ALL],
      [
        'payment status',
        { payment_status: 'paid' },
        ['meera'],
        { ...ALL, placed: 0, shipped: 0, cancelled: 0 },
      ],
      [
        'payment method',
        { payment_method: 'upi' },
        ['kiran', 'meera'],
        { ...ALL, placed: 0, shipped: 0 },
      ],
      [
        'state',
        { state: ' delhi ' },
        ['rahul'],
        { ...ALL, confirmed: 0, shipped: 0, cancelled: 0 },
      ],
      [
        'from a day (India time)',
        { date_from: '2026-04-01' },
        ['kiran', 'joshi', 'meera'],
        { ...ALL, placed: 0 },
      ],
      [
        'to a day (India time)',
        { date_to: '2026-03-31' },
        ['rahul'],
        { ...ALL, confirmed: 0, shipped: 0, cancelled: 0 },
      ],
      [
        'a range of days',
        { date_from: '2026-04-01', date_to: '2026-04-02' },
        ['joshi', 'meera'],
        { ...ALL, placed: 0, cancelled: 0 },
      ],
      ['a name', { search: 'rahul' }, ['joshi', 'rahul'], { ...ALL, confirmed: 0, cancelled: 0 }],
      [
        'an email',
        { search: 'KIRAN@' },
        ['kiran'],
        { ...ALL, placed: 0, confirmed: 0, shipped: 0 },
      ],
      [
        'a phone as typed',
        { search: '98111 22334' },
        ['rahul'],
        { ...ALL, confirmed: 0, shipped: 0, cancelled: 0 },
      ],
      [
        'a phone with +91',
        { search: '+91 99000 11111' },
        ['meera'],
        { ...ALL, placed: 0, shipped: 0, cancelled: 0 },
      ],
      [
        'a literal % (not a wildcard)',
        { search: '%' },
        [],
        { ...ALL, placed: 0, confirmed: 0, shipped: 0, cancelled: 0 },
      ],
    ])('filters by %s', async (_name, filters, expected, counts) => {
      const o = await seed();
      const page = await desk(filters);
      expect(ids(page)).toEqual(expected.map((name) => o[name]));
      expect(page.counts).toEqual(counts);
      expect(page.total).toBe(expected.length);
    });

    it('finds an order by its number, whole or by its first digits', async () => {
      const o = await seed();
      const number = orderNumber(o.meera!);
      for (const search of [number, number.toLowerCase(), number.slice(3), number.slice(3, 9)]) {
        expect(ids(await desk({ search })), search).toContain(o.meera);
      }
    });

    it('refuses unknown filter values in words', async () => {
      for (const [filters, message] of [
        [{ status: 'lost' }, 'Unknown order status: lost'],
        [{ payment_status: ['paid', 'free'] }, 'Unknown payment status: free'],
        [{ payment_method: 'card' }, 'Unknown payment method: card'],
        [{ state: 'Atlantis' }, 'Unknown state: Atlantis'],
        [{ date_from: 'yesterday' }, 'Dates must be written YYYY-MM-DD'],
        [{ date_to: '2026-02-30' }, 'Dates must be written YYYY-MM-DD'],
      ] as const) {
        const error = await pgError(desk(filters));
        expect(error.code).toBe('22023');
        expect(error.message).toBe(message);
      }
    });

    it('is for staff only', async () => {
      await seed();
      expect((await desk({}, 1, 50, a.superadmin)).total).toBe(4);
      expect((await pgError(desk({}, 1, 50, a.anon))).message).toBe(
        'permission denied for function admin_orders',
      );
      for (const who of [a.user, a.inactiveAdmin]) {
        const error = await pgError(desk({}, 1, 50, who));
        expect(error.code).toBe('42501');
        expect(error.message).toBe('Only MGRID staff can see the order desk.');
      }
    });

    it('shows one order with its timeline, payments and who did what', async () => {
      const o = await seed();
      const show = (who: Actor, id: string) =>
        runAs<{ order: Record<string, unknown> | null }>(
          db.engine,
          who,
          'select public.admin_order($1) as order',
          [id],
        );
      const order = (await show(a.admin, o.meera!)).rows[0]!.order!;
      expect(order).toMatchObject({
        id: o.meera,
        order_number: orderNumber(o.meera!),
        customer_name: 'Meera Nair',
        phone: '+91 99000 11111',
        address_line1: '12 MG Road',
        status: 'confirmed',
        payment_status: 'paid',
        placed_by_name: null,
        lead: null,
      });
      expect(
        (order.events as Record<string, unknown>[]).map((e) => [e.kind, e.actor_name]),
      ).toEqual([
        ['placed', null],
        ['confirmed', 'Arjun Mehta'],
        ['payment_recorded', 'Arjun Mehta'],
      ]);
      expect(order.payments).toEqual([
        expect.objectContaining({ kind: 'upi', amount_in_paise: 204900, utr: '880011223344' }),
      ]);
      expect((await show(a.admin, randomUUID())).rows[0]!.order).toBeNull();
      expect((await pgError(show(a.user, o.meera!))).message).toBe(
        'Only MGRID staff can see the order desk.',
      );
    });
  });

  describe('low stock', () => {
    const lowStock = async (threshold: number | null = null, who: Actor = a.admin) =>
      (
        await runAs<{ id: string; stockQuantity: number; hidden: boolean }>(
          db.engine,
          who,
          'select id, "stockQuantity", hidden from public.low_stock_products($1)',
          [threshold],
        )
      ).rows;

    it('lists products at or below the threshold, fewest first', async () => {
      await setStock(db.engine, 'mwm01', 3);
      await setStock(db.engine, 'lr60', 5);
      await setStock(db.engine, 'cc01', 6);
      await setStock(db.engine, 'lg01', 0);
      await db.engine.query(`update public.products set _deleted = true where id = 'lg01'`);
      // sl03 is hidden (coming soon) with none in stock: still listed for staff.
      expect(await lowStock()).toEqual([
        { id: 'sl03', stockQuantity: 0, hidden: true },
        { id: 'mwm01', stockQuantity: 3, hidden: false },
        { id: 'lr60', stockQuantity: 5, hidden: false },
      ]);
      expect((await lowStock(6)).map((p) => p.id)).toEqual(['sl03', 'mwm01', 'lr60', 'cc01']);
      await runAs(
        db.engine,
        a.superadmin,
        'update public.site_settings set low_stock_threshold = 3',
      );
      expect((await lowStock()).map((p) => p.id)).toEqual(['sl03', 'mwm01']);
      const error = await pgError(
        runAs(db.engine, a.superadmin, 'update public.site_settings set low_stock_threshold = -1'),
      );
      expect(error.code).toBe('23514');
      expect((await pgError(lowStock(null, a.user))).message).toBe(
        'Only MGRID staff can see stock levels.',
      );
    });
  });

  describe('orders staff place for a customer', () => {
    const leadOf = async (orderId: string) =>
      (
        await db.engine.query(
          `select l.id, l.name, l.phone, l.source, l.status, l.assigned_to, l.message, l.notes,
                  l.interested_products, o.placed_by
           from public.orders o join public.leads l on l.id = o.lead_id where o.id = $1`,
          [orderId],
        )
      ).rows[0];

    it("links the order to the customer's lead, found by phone", async () => {
      const id = await placeOrder(db.engine, a.admin, {
        items: [line('sl02', 1)],
        name: 'Rahul Verma',
        phone: '98111 22334', // the seeded lead has '+91 98111 22334'
        email: null,
      });
      expect(await leadOf(id)).toEqual({
        id: '1e000000-0000-4000-8000-000000000001',
        name: 'Rahul Verma',
        phone: '+91 98111 22334',
        source: 'chat',
        status: 'converted',
        assigned_to: DEMO.admin.id,
        message: 'Need 5 units of SL02 for our fit-out team, please share a quote.',
        notes: expect.stringMatching(
          new RegExp(
            `^Quote for 5 × SL02 at bulk price sent on WhatsApp\\.\\nOrder ${orderNumber(id)} of ₹12,999 placed by Arjun Mehta on \\d{1,2} [A-Z][a-z]{2} \\d{4}\\.$`,
          ),
        ),
        interested_products: ['SL02'],
        placed_by: DEMO.admin.id,
      });
    });

    it("creates a lead with source 'order' for a new customer", async () => {
      const id = await placeOrder(db.engine, a.superadmin, {
        items: [line('gl3d', 1), line('tp160', 1)],
        name: 'Vikram Shetty',
        phone: '+91 90080 70605',
        email: 'vikram@shettybuild.example',
      });
      const note = expect.stringMatching(
        new RegExp(`^Order ${orderNumber(id)} of ₹35,237\\.82 placed by Sunita Rao on `),
      );
      expect(await leadOf(id)).toEqual({
        id: expect.any(String),
        name: 'Vikram Shetty',
        phone: '+91 90080 70605',
        source: 'order',
        status: 'converted',
        assigned_to: DEMO.superadmin.id,
        message: note,
        notes: note,
        interested_products: ['gl3d', 'tp160'],
        placed_by: DEMO.superadmin.id,
      });
      expect((await desk({ search: 'vikram' })).rows[0]).toMatchObject({
        id,
        placed_by: DEMO.superadmin.id,
      });
      // The customer is told; the staff member's account does not receive their messages.
      const { rows } = await db.engine.query(
        'select channel, recipient, user_id from public.notifications where order_id = $1 order by channel',
        [id],
      );
      expect(rows).toEqual([
        { channel: 'email', recipient: 'vikram@shettybuild.example', user_id: null },
        { channel: 'sms', recipient: '+919008070605', user_id: null },
      ]);
    });

    it("leaves customers' own orders unlinked", async () => {
      const id = await placeOrder(db.engine, a.user, {
        items: [line('ml01', 1)],
        phone: '+91 90080 70605',
      });
      const { rows } = await db.engine.query(
        'select placed_by, lead_id from public.orders where id = $1',
        [id],
      );
      expect(rows[0]).toEqual({ placed_by: null, lead_id: null });
    });

    it("takes a field salesperson's backlog whole: staff are not held to the visitors' lead rate", async () => {
      const placed: string[] = [];
      for (let i = 0; i < 22; i++) {
        const id = randomUUID();
        await asRequest(
          db.engine,
          a.admin.claims,
          (tx) =>
            tx.query(
              `insert into public.orders (id, customer_name, phone, address_line1, city, state,
                 pin_code, items, payment_method)
               values ($1, $2, $3, 'Site office', 'Nashik', 'Maharashtra', '422001',
                       '[{"productId": "tg01", "quantity": 2}]', 'cod')`,
              [id, `Contractor ${i}`, `+91 93000 ${String(10000 + i)}`],
            ),
          { headers: { 'x-forwarded-for': '198.51.100.99' } },
        );
        placed.push(id);
      }
      const { rows } = await db.engine.query<{ n: number }>(
        `select count(distinct l.id)::int as n from public.orders o join public.leads l on l.id = o.lead_id
         where o.id = any ($1) and l.source = 'order' and l.ip_address = '198.51.100.99'`,
        [placed],
      );
      expect(rows[0]!.n).toBe(22);
    });
  });

  if (kind === 'postgres') {
    describe('at 50,000 orders (PostgreSQL)', () => {
      const plan = async (sql: string, params: unknown[] = []) =>
        JSON.stringify(
          (await db.engine.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params))
            .rows[0]!['QUERY PLAN'],
        );
      const timed = async (label: string, filters: object) => {
        const runs: number[] = [];
        let page: Page | undefined;
        for (let i = 0; i < 7; i++) {
          const start = performance.now();
          page = await desk(filters);
          runs.push(performance.now() - start);
        }
        runs.sort((x, y) => x - y);
        console.log(
          `admin_orders ${label} at 50,000 orders: p50 ${runs[3]!.toFixed(1)} ms, max ${runs[6]!.toFixed(1)} ms`,
        );
        return page!;
      };

      it('reads the first page, a status and a search from indexes', async () => {
        // Imported straight into the table (triggers off): the desk's reads are what is measured.
        await db.engine.transaction(async (tx) => {
          await tx.query(`set local session_replication_role = replica`);
          await tx.query(
            `insert into public.orders (id, customer_name, phone, email, address_line1, city, state,
               pin_code, items, subtotal_in_paise, total_in_paise, payment_method, status,
               payment_status, placed_at, created_at)
             select gen_random_uuid(), 'Customer ' || g, '+91 9' || lpad(g::text, 9, '0'),
                    'buyer' || g || '@example.com', 'Road ' || g, 'Pune',
                    (array['Maharashtra', 'Karnataka', 'Delhi', 'Gujarat'])[1 + g % 4], '411001',
                    '[{"productId": "ml01", "quantity": 1}]', 349900, 364900,
                    (array['cod', 'upi'])[1 + g % 2],
                    -- As a shop's history looks: most delivered, a few in each step.
                    case g % 100 when 0 then 'placed' when 1 then 'confirmed' when 2 then 'packed'
                      when 3 then 'shipped' when 4 then 'cancelled' else 'delivered' end,
                    case when g % 100 < 3 then 'pending' else 'paid' end,
                    now() - g * interval '1 minute', now() - g * interval '1 minute'
             from generate_series(1, 50000) g`,
          );
        });
        await db.engine.query('analyze public.orders');

        const newest = await plan(
          `select id from public.orders o where not o._deleted order by o.created_at desc, o.id desc limit 50`,
        );
        expect(newest).toContain('orders_created_idx');
        const byStatus = await plan(
          `select id from public.orders o where not o._deleted and o.status = ($1::text[])[1]
           order by o.created_at desc, o.id desc limit 50`,
          [['placed']],
        );
        expect(byStatus).toContain('orders_status_created_idx');
        const search = await plan(
          `select id from public.orders o
           where lower(o.customer_name || ' ' || coalesce(o.email, '') || ' ' || regexp_replace(o.phone, '[^0-9]', '', 'g')) like $1`,
          ['%customer 4242%'],
        );
        expect(search).toContain('orders_search_idx');
        const byNumber = await plan(
          `select id from public.orders o where left(o.id::text, 8) like $1`,
          ['abcd12%'],
        );
        expect(byNumber).toContain('orders_number_idx');

        const first = await timed('first page', {});
        expect(first.total).toBeGreaterThanOrEqual(50000);
        expect(first.rows).toHaveLength(50);
        const placed = await timed('status placed', { status: 'placed' });
        const { rows } = await db.engine.query<{ n: number }>(
          `select count(*)::int as n from public.orders where status = 'placed' and not _deleted`,
        );
        expect(placed.total).toBe(rows[0]!.n);
        expect(placed.total).toBeGreaterThanOrEqual(500);
        expect(placed.rows.every((r) => r.status === 'placed')).toBe(true);
        const found = await timed('search by phone', { search: '90000 42421' });
        expect(found.rows.map((r) => r.customer_name)).toEqual(['Customer 42421']);
        const filtered = await timed('status + state + search', {
          status: 'shipped',
          state: 'Karnataka',
          search: 'customer 4242',
        });
        expect(filtered.rows.every((r) => r.status === 'shipped' && r.state === 'Karnataka')).toBe(
          true,
        );
      });
    });
  }
});
