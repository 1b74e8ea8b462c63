// The request limits' database findings, each a regression test asserting the refusal and that
// nothing was stored: lead limits and server-owned lead columns, incremental analytics,
// one rule for admin lead edits, retire-only registrations, merged order quantities,
// bounded user profiles, and statement_timeout per API role.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db/engine.ts';
import { asRequest } from '../../supabase/local/db/request.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { DEMO, pgError, runAs, type Actor } from '../support/db-actors.ts';

interface Lead {
  id?: string;
  email?: string;
  session?: string | null;
  createdAt?: string;
  totalMessages?: number;
  products?: string[];
  services?: string[];
  ip?: string;
  country?: string;
}

describe.each(ENGINES)('hardening on %s', (kind) => {
  const { db, a } = withActors(kind);

  const as = <T>(actor: Actor, fn: (tx: Queryable) => Promise<T>, headers = {}) =>
    asRequest(db.engine, actor?.claims ?? null, fn, { headers });

  const submit = (lead: Lead, actor: Actor = null) => {
    const id = lead.id ?? randomUUID();
    const headers: Record<string, string> = { 'user-agent': 'Test browser/1.0' };
    if (lead.ip) headers['x-forwarded-for'] = `${lead.ip}, 10.0.0.1`;
    return as(
      actor,
      async (tx) => {
        await tx.query(
          `insert into public.leads (id, name, email, session_id, created_at, total_messages,
             interested_products, interested_services, ip_address, user_agent, country, source)
           values ($1, 'Visitor', $2, $3, coalesce($4::timestamptz, now()), $5, $6, $7,
                   '6.6.6.6', 'Forged agent', 'Atlantis', 'chat')`,
          [
            id,
            lead.email ?? 'visitor@example.com',
            lead.session ?? null,
            lead.createdAt ?? null,
            lead.totalMessages ?? 0,
            lead.products ?? [],
            lead.services ?? [],
          ],
        );
        return id;
      },
      headers,
    );
  };
  const stored = async (id: string) =>
    (await db.engine.query('select * from public.leads where id = $1', [id])).rows[0];
  const count = async (where: string, params: unknown[] = []) =>
    (await db.engine.query<{ n: number }>(`select count(*)::int as n from ${where}`, params))
      .rows[0]!.n;

  describe('leads from visitors', () => {
    it('takes the IP and user agent from the request, never from the body', async () => {
      const id = await submit({ ip: '203.0.113.7' });
      expect(await stored(id)).toMatchObject({
        ip_address: '203.0.113.7',
        user_agent: 'Test browser/1.0',
        country: null,
      });
    });

    it('caps the message count, so a forged count does not make a lead high priority', async () => {
      const id = await submit({ totalMessages: 999999, products: ['sl02'], ip: '203.0.113.8' });
      expect(await stored(id)).toMatchObject({ total_messages: 200, priority: 'high' });
      const plain = await submit({ totalMessages: 999999, ip: '203.0.113.8' });
      expect(await stored(plain)).toMatchObject({ total_messages: 200, priority: 'medium' });
    });

    it('refuses interests that are not real products or services, storing nothing', async () => {
      const id = randomUUID();
      const error = await pgError(submit({ id, products: ['sl02', 'free-money'] }));
      expect(error.message).toBe('Unknown product in interested_products: free-money');
      const service = await pgError(submit({ id, services: ['hacking'] }));
      expect(service.message).toBe('Unknown service in interested_services: hacking');
      expect(await stored(id)).toBeUndefined();
      const ok = await submit({ products: ['SL02', 'sl02'], services: ['E-Repair'] });
      expect(await stored(ok)).toMatchObject({
        interested_products: ['SL02', 'sl02'],
        interested_services: ['E-Repair'],
      });
    });

    it('refuses the 21st live lead from one IP with 429, storing nothing of it', async () => {
      const ip = '198.51.100.21';
      for (let i = 0; i < 20; i++) await submit({ ip, session: `s-${i}` });
      const id = randomUUID();
      const error = await pgError(submit({ id, ip, session: 's-new' }));
      expect(error.code).toBe('PT429');
      expect(error.message).toBe(
        'Too many enquiries from this connection. Please try again in a few minutes.',
      );
      expect(await stored(id)).toBeUndefined();
      expect(await count('public.leads where ip_address = $1', [ip])).toBe(20);
    });

    it('refuses the 21st lead from one chat session, whatever the IP', async () => {
      const session = `chat-${randomUUID()}`;
      for (let i = 0; i < 20; i++) await submit({ ip: `192.0.2.${i + 1}`, session });
      const error = await pgError(submit({ ip: '192.0.2.99', session }));
      expect(error.code).toBe('PT429');
      expect(error.message).toBe(
        'Too many enquiries from this chat session. Please try again in a few minutes.',
      );
      expect(await count('public.leads where session_id = $1', [session])).toBe(20);
    });

    it('refuses a whole 1,000-row insert from one IP, storing none of it', async () => {
      const ip = '198.51.100.200';
      const error = await pgError(
        as(
          null,
          (tx) =>
            tx.query(
              `insert into public.leads (name) select 'Flood ' || g from generate_series(1, 1000) g`,
            ),
          { 'x-forwarded-for': ip },
        ),
      );
      expect(error.code).toBe('PT429');
      expect(await count('public.leads where ip_address = $1', [ip])).toBe(0);
    });

    it('accepts an honest offline backlog: 40 sessions captured over a day, pushed at once', async () => {
      const ip = '198.51.100.40';
      const start = Date.now() - 20 * 3600_000;
      for (let i = 0; i < 40; i++) {
        const createdAt = new Date(start + i * 30 * 60_000).toISOString();
        await submit({ ip, session: `offline-${i}`, createdAt });
      }
      expect(await count('public.leads where ip_address = $1', [ip])).toBe(40);
    });

    it("limits a server-side function's inserts by the visitor's IP it passes", async () => {
      const service = { id: '', email: '', claims: { role: 'service_role' } };
      const insert = () =>
        runAs(
          db.engine,
          service,
          `insert into public.leads (name, ip_address, session_id) values ('Chat', '198.51.100.77', null)`,
        );
      for (let i = 0; i < 20; i++) await insert();
      expect((await pgError(insert())).code).toBe('PT429');
      await runAs(
        db.engine,
        service,
        `insert into public.leads (name) select 'Import' from generate_series(1, 30)`,
      );
      expect(await count(`public.leads where name = 'Import'`)).toBe(30);
    });

    it('applies the limits the operator sets in private.lead_limits', async () => {
      await db.engine.query('update private.lead_limits set max_leads = 2');
      try {
        const ip = '198.51.100.2';
        await submit({ ip });
        await submit({ ip });
        expect((await pgError(submit({ ip }))).code).toBe('PT429');
      } finally {
        await db.engine.query('update private.lead_limits set max_leads = 20');
      }
    });
  });

  describe('lead_analytics by counters', () => {
    const today = async () =>
      (
        await db.engine.query<{
          total_leads: number;
          converted_leads: number;
          leads_by_source: Record<string, number>;
        }>(
          `select total_leads, converted_leads, leads_by_source from public.lead_analytics
           where date = (now() at time zone 'Asia/Kolkata')::date`,
        )
      ).rows[0] ?? { total_leads: 0, converted_leads: 0, leads_by_source: {} };
    const recount = async () =>
      (
        await db.engine.query<{ total: number; converted: number }>(
          `select count(*)::int as total, (count(*) filter (where status = 'converted'))::int as converted
           from public.leads where not _deleted
             and (created_at at time zone 'Asia/Kolkata')::date = (now() at time zone 'Asia/Kolkata')::date`,
        )
      ).rows[0]!;

    it('matches a full recount after inserts, status changes and retiring', async () => {
      const id = await submit({ ip: '198.51.100.90' });
      await runAs(db.engine, a.admin, `select public.update_lead_status($1, 'converted')`, [id]);
      const row = await today();
      const truth = await recount();
      expect(row.total_leads).toBe(truth.total);
      expect(row.converted_leads).toBe(truth.converted);
      await runAs(db.engine, a.admin, 'update public.leads set _deleted = true where id = $1', [
        id,
      ]);
      const after = await today();
      expect(after.total_leads).toBe(truth.total - 1);
      expect(after.converted_leads).toBe(truth.converted - 1);
    });
  });

  describe('admin edits of a lead', () => {
    it('refuses assigning a lead to a plain user, as update_lead_status does', async () => {
      const id = await submit({ ip: '198.51.100.91' });
      const error = await pgError(
        runAs(db.engine, a.admin, 'update public.leads set assigned_to = $2 where id = $1', [
          id,
          a.user.id,
        ]),
      );
      expect(error.message).toBe('Leads can only be assigned to an active admin');
      expect((await stored(id))!.assigned_to).toBeNull();
      await runAs(db.engine, a.admin, 'update public.leads set assigned_to = $2 where id = $1', [
        id,
        DEMO.admin.id,
      ]);
      expect((await stored(id))!.assigned_to).toBe(DEMO.admin.id);
    });

    it('keeps created_at and where the lead came from', async () => {
      const id = await submit({ ip: '198.51.100.92' });
      const before = await stored(id);
      await runAs(
        db.engine,
        a.admin,
        `update public.leads set created_at = '2020-01-01', ip_address = '1.1.1.1', notes = 'ok' where id = $1`,
        [id],
      );
      const after = await stored(id);
      expect(after).toMatchObject({ notes: 'ok', ip_address: '198.51.100.92' });
      expect(after!.created_at).toEqual(before!.created_at);
    });
  });

  describe('product registrations', () => {
    it('lets an admin only retire one, never rewrite its owner or dates', async () => {
      const id = randomUUID();
      await runAs(
        db.engine,
        a.user,
        `insert into public.product_registrations
           (id, owner_name, phone, email, product_model, serial_number, purchase_date)
         values ($1, 'Imran Khan', '9822012345', 'imran@example.com', 'SL01', 'SN-9', '2025-03-15')`,
        [id],
      );
      const read = async () =>
        (
          await db.engine.query<{ user_id: string; purchase_date: string; _deleted: boolean }>(
            'select user_id, purchase_date::text, _deleted from public.product_registrations where id = $1',
            [id],
          )
        ).rows[0];
      for (const set of [`purchase_date = '2030-01-01'`, 'user_id = null', `owner_name = 'X'`]) {
        const error = await pgError(
          runAs(
            db.engine,
            a.admin,
            `update public.product_registrations set ${set} where id = $1`,
            [id],
          ),
        );
        expect(error.message).toBe('A product registration can only be retired, not edited');
      }
      expect(await read()).toEqual({
        user_id: a.user.id,
        purchase_date: '2025-03-15',
        _deleted: false,
      });
      await runAs(
        db.engine,
        a.admin,
        'update public.product_registrations set _deleted = true where id = $1',
        [id],
      );
      expect((await read())!._deleted).toBe(true);
    });
  });

  describe('orders', () => {
    // Paid by UPI: the line limits are the same for every order, and a cash-on-delivery order
    // is also capped at 20 units (cod-limits.test.ts).
    const place = (items: unknown[], id = randomUUID()) =>
      runAs(
        db.engine,
        null,
        `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
           items, payment_method)
         values ($1, 'Asha Patil', '9820012345', '12 MG Road', 'Pune', 'Maharashtra', '411001',
           $2::jsonb, 'upi')`,
        [id, JSON.stringify(items)],
      ).then(() => id);

    it('checks the quantity after merging duplicate lines', async () => {
      const id = randomUUID();
      const lines = Array.from({ length: 25 }, () => ({ productId: 'sl01', quantity: 10000 }));
      const error = await pgError(place(lines, id));
      expect(error.message).toBe(
        'Quantity must be a whole number from 1 to 10000 (product sl01, all lines together)',
      );
      expect(await count('public.orders where id = $1', [id])).toBe(0);
    });

    it('refuses more than 100 lines', async () => {
      const lines = Array.from({ length: 101 }, () => ({ productId: 'sl01', quantity: 1 }));
      expect((await pgError(place(lines))).message).toBe('An order can have at most 100 lines');
    });

    it('still merges lines within the limit', async () => {
      // Orders reserve stock: this many SL01 must be on the shelf first.
      await db.engine.query(`update public.products set "stockQuantity" = 10000 where id = 'sl01'`);
      const id = await place([
        { productId: 'sl01', quantity: 5000 },
        { productId: 'sl01', quantity: 5000 },
      ]);
      const { rows } = await db.engine.query<{ items: { quantity: number }[] }>(
        'select items from public.orders where id = $1',
        [id],
      );
      expect(rows[0]!.items.map((l) => l.quantity)).toEqual([10000]);
    });
  });

  describe("a user's own row", () => {
    const row = async () =>
      (
        await db.engine.query<{ last_login: string | null; profile_image: string | null }>(
          'select last_login, profile_image from public.users where id = $1',
          [a.user2.id],
        )
      ).rows[0]!;

    it('keeps last_login server-owned', async () => {
      const before = await row();
      await runAs(
        db.engine,
        a.user2,
        `update public.users set last_login = '2099-01-01' where id = $1`,
        [a.user2.id],
      );
      expect((await row()).last_login).toEqual(before.last_login);
    });

    it('refuses a javascript: profile image and oversized metadata', async () => {
      for (const url of [
        'javascript:alert(1)',
        '//evil.example/x.png',
        'data:image/png;base64,AA',
      ]) {
        const error = await pgError(
          runAs(db.engine, a.user2, 'update public.users set profile_image = $2 where id = $1', [
            a.user2.id,
            url,
          ]),
        );
        expect(error.message).toBe(
          'Profile image must be an http(s) address or a path on this site',
        );
      }
      const big = JSON.stringify({ blob: 'x'.repeat(500_000) });
      const error = await pgError(
        runAs(db.engine, a.user2, 'update public.users set metadata = $2::jsonb where id = $1', [
          a.user2.id,
          big,
        ]),
      );
      expect(error.message).toBe(
        'Profile metadata or address is too large (at most 16 KB and 4 KB)',
      );
      expect((await row()).profile_image).toBeNull();
      await runAs(db.engine, a.user2, 'update public.users set profile_image = $2 where id = $1', [
        a.user2.id,
        'https://cdn.example.com/me.png',
      ]);
      expect((await row()).profile_image).toBe('https://cdn.example.com/me.png');
    });
  });

  describe('statement_timeout per API role', () => {
    it('is 3 s for anon, 8 s for authenticated', async () => {
      const timeout = (actor: Actor) =>
        runAs<{ t: string }>(db.engine, actor, `select current_setting('statement_timeout') as t`);
      expect((await timeout(null)).rows[0]!.t).toBe('3s');
      expect((await timeout(a.user)).rows[0]!.t).toBe('8s');
    });

    it.runIf(kind === 'postgres')('cancels an anon statement running longer', async () => {
      const error = await pgError(runAs(db.engine, null, 'select pg_sleep(5)'));
      expect(error.code).toBe('57014');
    });
  });
});
