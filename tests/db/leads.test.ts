// Leads: submitted by anyone, read and worked by admins; priority and status decided by the
// database; lead_analytics kept by triggers; lead_status_changes applied as commands; and
// the lead procedures.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { createAccount, DEMO, pgError, runAs, type Actor } from '../support/db-actors.ts';

interface LeadInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  company?: string | null;
  source?: string;
  total_messages?: number;
  interested_products?: string[];
  interested_services?: string[];
  status?: string;
  priority?: string;
  assigned_to?: string | null;
  country?: string | null;
}

const INSERT_LEAD = `insert into public.leads
  (id, name, email, phone, company, source, total_messages, interested_products, interested_services,
   status, priority, assigned_to, country)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`;

describe.each(ENGINES)('leads on %s', (kind) => {
  const { db, a } = withActors(kind);

  const submitLead = async (actor: Actor, lead: LeadInput, id = randomUUID()) => {
    await runAs(db.engine, actor, INSERT_LEAD, [
      id,
      lead.name ?? null,
      lead.email ?? null,
      lead.phone ?? null,
      lead.company ?? null,
      lead.source ?? 'chat',
      lead.total_messages ?? 0,
      lead.interested_products ?? [],
      lead.interested_services ?? [],
      lead.status ?? 'new',
      lead.priority ?? 'low',
      lead.assigned_to ?? null,
      lead.country ?? null,
    ]);
    return id;
  };
  const storedLead = async (id: string) =>
    (
      await db.engine.query<Record<string, unknown>>(
        'select status, priority, assigned_to, notes, name, email from public.leads where id = $1',
        [id],
      )
    ).rows[0];

  // First, while the database holds only the seed's five leads.
  describe('get_lead_stats', () => {
    it('returns every documented field, computed from the leads', async () => {
      const { rows } = await runAs<{ stats: Record<string, unknown> }>(
        db.engine,
        a.admin,
        'select public.get_lead_stats() as stats',
      );
      expect(rows[0]!.stats).toEqual({
        total_leads: 5,
        new_leads: 2,
        contacted_leads: 1,
        qualified_leads: 1,
        converted_leads: 1,
        conversion_rate: 20,
        avg_session_duration: 5.8,
        top_countries: [
          { country: 'India', count: 4 },
          { country: 'United Arab Emirates', count: 1 },
        ],
        top_products: [
          { product: 'GL3D', count: 1 },
          { product: 'LR60', count: 1 },
          { product: 'SL01', count: 1 },
          { product: 'SL02', count: 1 },
        ],
      });
    });

    it('is refused to non-admins', async () => {
      for (const who of [a.user, a.inactiveAdmin, a.anon]) {
        const error = await pgError(runAs(db.engine, who, 'select public.get_lead_stats()'));
        expect(error.code).toBe('42501');
      }
    });
  });

  describe('insert', () => {
    // Every priority case: tests/fixtures/rules/lead-priority.json (tests/db/lead-priority.test.ts).
    it('accepts a lead from anon, forcing status new and computing priority', async () => {
      const id = await submitLead(a.anon, {
        name: 'Vikram',
        email: 'vikram@example.com',
        interested_products: ['SL02'],
        total_messages: 2,
        status: 'converted',
        priority: 'high',
        assigned_to: DEMO.admin.id,
      });
      expect(await storedLead(id)).toMatchObject({
        status: 'new',
        priority: 'medium',
        assigned_to: null,
        name: 'Vikram',
      });
    });

    it('validates email and Indian mobile numbers with the spec messages', async () => {
      const email = await pgError(submitLead(a.anon, { email: 'not-an-email' }));
      expect(email.code).toBe('23514');
      expect(email.message).toBe('Please enter a valid email address');
      for (const phone of ['5876543210', '+1 415 555 0100', '98765']) {
        const error = await pgError(submitLead(a.anon, { phone }));
        expect(error.code).toBe('23514');
        expect(error.message).toBe('Please enter a valid Indian phone number');
      }
      for (const phone of ['9876543210', '+919876543210', '+91 98765 43210']) {
        const id = await submitLead(a.anon, { phone });
        expect(await storedLead(id)).toBeDefined();
      }
    });

    it('refuses text longer than the forms allow, storing nothing', async () => {
      const before = await db.engine.query<{ n: number }>(
        'select count(*)::int as n from public.leads',
      );
      const company = await pgError(submitLead(a.anon, { company: 'x'.repeat(5000) }));
      expect(company.code).toBe('23514');
      expect(company.message).toBe('A lead field is too long');
      const name = await pgError(submitLead(a.anon, { name: 'n'.repeat(101) }));
      expect(name.message).toBe('A lead field is too long');
      const after = await db.engine.query<{ n: number }>(
        'select count(*)::int as n from public.leads',
      );
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
      // Limits count characters: a 100-letter Devanagari name (300 bytes) fits.
      const id = await submitLead(a.anon, { company: 'c'.repeat(120), name: 'न'.repeat(100) });
      expect(await storedLead(id)).toBeDefined();
    });

    it('ignores a retried insert of the same id (exactly one row, first version kept)', async () => {
      const id = randomUUID();
      await submitLead(a.anon, { name: 'First push', email: 'first@example.com' }, id);
      await submitLead(a.anon, { name: 'Retried push', email: 'first@example.com' }, id);
      const { rows } = await db.engine.query('select name from public.leads where id = $1', [id]);
      expect(rows).toEqual([{ name: 'First push' }]);
    });

    it('refuses leads from an inactive account', async () => {
      const error = await pgError(submitLead(a.inactiveAdmin, { email: 'x@y.in' }));
      expect(error.code).toBe('42501');
    });
  });

  describe('select, update, delete', () => {
    it('never shows leads to anon, users or inactive admins', async () => {
      for (const who of [a.anon, a.user, a.user2, a.inactiveAdmin]) {
        expect((await runAs(db.engine, who, 'select id from public.leads')).rows).toEqual([]);
      }
    });

    it('shows admins and superadmins every lead', async () => {
      const total = (
        await db.engine.query<{ n: number }>('select count(*)::int as n from public.leads')
      ).rows[0]!.n;
      for (const who of [a.admin, a.superadmin]) {
        const { rows } = await runAs(db.engine, who, 'select id from public.leads');
        expect(rows).toHaveLength(total);
      }
    });

    it('lets admins update a lead; others update nothing', async () => {
      const id = await submitLead(a.anon, { name: 'To follow up', phone: '9876500000' });
      for (const who of [a.anon, a.user, a.inactiveAdmin]) {
        const { rowCount } = await runAs(
          db.engine,
          who,
          `update public.leads set notes = 'x' where id = $1`,
          [id],
        );
        expect(rowCount).toBe(0);
      }
      const { rowCount } = await runAs(
        db.engine,
        a.admin,
        `update public.leads set notes = 'Called, wants a demo' where id = $1`,
        [id],
      );
      expect(rowCount).toBe(1);
      expect((await storedLead(id))!.notes).toBe('Called, wants a demo');
    });

    it('refuses hard deletes by anyone', async () => {
      for (const who of [a.admin, a.anon]) {
        const error = await pgError(runAs(db.engine, who, 'delete from public.leads'));
        expect(error.code).toBe('42501');
      }
    });
  });

  describe('lead_analytics', () => {
    it("counts a new lead in today's row (India time), by source", async () => {
      const today = async () =>
        (
          await runAs<{ total_leads: number; leads_by_source: Record<string, number> }>(
            db.engine,
            a.admin,
            `select total_leads, leads_by_source from public.lead_analytics
             where date = (now() at time zone 'Asia/Kolkata')::date`,
          )
        ).rows[0] ?? { total_leads: 0, leads_by_source: {} as Record<string, number> };
      const before = await today();
      await submitLead(a.anon, { email: 'news@example.com', source: 'newsletter' });
      const after = await today();
      expect(after.total_leads).toBe(before.total_leads + 1);
      expect(after.leads_by_source.newsletter).toBe((before.leads_by_source.newsletter ?? 0) + 1);
    });

    it('is read by admins only and written by nobody through the API', async () => {
      expect((await runAs(db.engine, a.user, 'select * from public.lead_analytics')).rows).toEqual(
        [],
      );
      expect((await runAs(db.engine, a.anon, 'select * from public.lead_analytics')).rows).toEqual(
        [],
      );
      expect(
        (await runAs(db.engine, a.admin, 'select * from public.lead_analytics')).rows.length,
      ).toBeGreaterThan(0);
      const error = await pgError(
        runAs(db.engine, a.superadmin, `update public.lead_analytics set total_leads = 999`),
      );
      expect(error.code).toBe('42501');
    });
  });

  describe('update_lead_status', () => {
    it('lets an admin change status, assignee and notes, returning the lead', async () => {
      const id = await submitLead(a.anon, { name: 'Meera', email: 'meera@example.com' });
      const { rows } = await runAs<{ lead: Record<string, unknown> }>(
        db.engine,
        a.admin,
        `select to_jsonb(l) as lead from public.update_lead_status(
           lead_id => $1, new_status => 'contacted', assigned_to => $2, notes => 'Sent catalogue') l`,
        [id, DEMO.admin.id],
      );
      expect(rows[0]!.lead).toMatchObject({
        id,
        status: 'contacted',
        assigned_to: DEMO.admin.id,
        notes: 'Sent catalogue',
      });
      const again = await runAs<{ status: string; notes: string }>(
        db.engine,
        a.superadmin,
        `select status, notes from public.update_lead_status($1, 'qualified')`,
        [id],
      );
      expect(again.rows).toEqual([{ status: 'qualified', notes: 'Sent catalogue' }]);
    });

    it('refuses non-admins with 42501 and leaves the lead unchanged', async () => {
      const id = await submitLead(a.anon, { name: 'Untouched' });
      for (const who of [a.user, a.user2, a.inactiveAdmin, a.anon]) {
        const error = await pgError(
          runAs(db.engine, who, `select public.update_lead_status($1, 'converted')`, [id]),
        );
        expect(error.code).toBe('42501');
      }
      expect((await storedLead(id))!.status).toBe('new');
    });

    it('validates the status, the assignee and that the lead exists', async () => {
      const id = await submitLead(a.anon, { name: 'Check me' });
      const status = await pgError(
        runAs(db.engine, a.admin, `select public.update_lead_status($1, 'won')`, [id]),
      );
      expect(status.code).toBe('23514');
      const assignee = await pgError(
        runAs(db.engine, a.admin, `select public.update_lead_status($1, 'contacted', $2)`, [
          id,
          a.user.id,
        ]),
      );
      expect(assignee.message).toBe('Leads can only be assigned to an active admin');
      const missing = await pgError(
        runAs(db.engine, a.admin, `select public.update_lead_status($1, 'contacted')`, [
          randomUUID(),
        ]),
      );
      expect(missing.message).toBe('Lead not found');
    });
  });

  describe('follow-up day', () => {
    const dayOf = async (id: string) =>
      (
        await db.engine.query<{ day: string | null }>(
          'select follow_up_date::text as day from public.leads where id = $1',
          [id],
        )
      ).rows[0]!.day;
    const indiaToday = async () =>
      (
        await db.engine.query<{ day: string }>(
          "select (now() at time zone 'Asia/Kolkata')::date::text as day",
        )
      ).rows[0]!.day;
    const addDays = (day: string, n: number) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

    it('is a day: picked as 3 December it stays 3 December in every time zone', async () => {
      const id = randomUUID();
      const day = addDays(await indiaToday(), 3);
      await runAs(
        db.engine,
        a.admin,
        `insert into public.leads (id, name, phone, source, follow_up_date)
         values ($1, 'Day picker', '98220 33445', 'field', $2)`,
        [id, day],
      );
      expect(await dayOf(id)).toBe(day);
      // As PostgREST writes it to the phone: the day itself, whatever the session's zone.
      const { rows } = await db.engine.query<{ json: string; type: string }>(
        `select to_jsonb(l.follow_up_date) #>> '{}' as json, pg_typeof(l.follow_up_date)::text as type
         from public.leads l where l.id = $1`,
        [id],
      );
      expect(rows[0]).toEqual({ json: day, type: 'date' });
      // A phone that queued the lead before follow-ups were days sends midnight IST.
      const old = randomUUID();
      await runAs(
        db.engine,
        a.admin,
        `insert into public.leads (id, name, phone, source, follow_up_date)
         values ($1, 'Old phone', '98220 33446', 'field', $2)`,
        [old, `${day}T00:00:00+05:30`],
      );
      expect(await dayOf(old)).toBe(day);
    });

    it('is changed and cleared by admins through set_lead_follow_up', async () => {
      const id = await submitLead(a.anon, { name: 'Call me later', phone: '98220 33447' });
      const day = addDays(await indiaToday(), 10);
      const { rows } = await runAs<{ day: string }>(
        db.engine,
        a.admin,
        'select follow_up_date::text as day from public.set_lead_follow_up($1, $2::date)',
        [id, day],
      );
      expect(rows).toEqual([{ day }]);
      // A day already past is what the salesperson meant when offline yesterday.
      const today = await indiaToday();
      await runAs(db.engine, a.superadmin, 'select public.set_lead_follow_up($1, $2::date)', [
        id,
        today,
      ]);
      expect(await dayOf(id)).toBe(today);
      await runAs(db.engine, a.admin, 'select public.set_lead_follow_up($1)', [id]);
      expect(await dayOf(id)).toBeNull();
    });

    it('refuses others, a day before the lead came in, more than a year ahead, an unknown lead', async () => {
      const id = await submitLead(a.anon, { name: 'Bounds', phone: '98220 33448' });
      const today = await indiaToday();
      for (const who of [a.user, a.inactiveAdmin, a.anon]) {
        const error = await pgError(
          runAs(db.engine, who, 'select public.set_lead_follow_up($1, $2::date)', [id, today]),
        );
        expect(error.code).toBe('42501');
      }
      const [year, month, date] = today.split('-').map(Number);
      const words = `${date} ${'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[month! - 1]} ${year}`;
      const before = await pgError(
        runAs(db.engine, a.admin, 'select public.set_lead_follow_up($1, $2::date)', [
          id,
          addDays(today, -1),
        ]),
      );
      expect(before.message).toBe(
        `The follow-up date cannot be before the lead came in (${words}).`,
      );
      const far = await pgError(
        runAs(db.engine, a.admin, 'select public.set_lead_follow_up($1, $2::date)', [
          id,
          addDays(today, 367),
        ]),
      );
      expect(far.message).toBe('The follow-up date can be at most a year ahead.');
      await runAs(db.engine, a.admin, 'select public.set_lead_follow_up($1, $2::date)', [
        id,
        addDays(today, 366),
      ]);
      expect(await dayOf(id)).toBe(addDays(today, 366));
      const missing = await pgError(
        runAs(db.engine, a.admin, 'select public.set_lead_follow_up($1, $2::date)', [
          randomUUID(),
          today,
        ]),
      );
      expect(missing.message).toBe('Lead not found');
    });

    it('is changed offline as the staff command lead.follow_up, with the same checks', async () => {
      const id = await submitLead(a.anon, { name: 'Offline plan', phone: '98220 33449' });
      const today = await indiaToday();
      const send = (day: unknown) =>
        runAs(
          db.engine,
          a.admin,
          `insert into public.staff_commands (id, kind, target_id, args)
           values ($1, 'lead.follow_up', $2, $3::jsonb)`,
          [randomUUID(), id, JSON.stringify({ follow_up_date: day })],
        );
      await send(addDays(today, 5));
      expect(await dayOf(id)).toBe(addDays(today, 5));
      const bad = await pgError(send('5th of never'));
      expect(bad.message).toBe('The follow-up date is not a date: 5th of never');
      const early = await pgError(send(addDays(today, -3)));
      expect(early.message).toMatch(/^The follow-up date cannot be before the lead came in/);
      expect(await dayOf(id)).toBe(addDays(today, 5));
      await send(null);
      expect(await dayOf(id)).toBeNull();
    });
  });

  describe('get_recent_leads and search_leads', () => {
    it('returns the newest leads first, limited', async () => {
      const { rows } = await runAs<{ created_at: string }>(
        db.engine,
        a.admin,
        'select created_at::text from public.get_recent_leads(limit_count => 3)',
      );
      expect(rows).toHaveLength(3);
      const times = rows.map((r) => Date.parse(r.created_at.replace(' ', 'T')));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      const defaults = await runAs(db.engine, a.admin, 'select id from public.get_recent_leads()');
      expect(defaults.rows).toHaveLength(10);
    });

    it('searches name, email and company, and filters by status, priority and dates', async () => {
      const search = async (args: string, params: unknown[] = []) =>
        (
          await runAs<{ name: string | null }>(
            db.engine,
            a.admin,
            `select name from public.search_leads(${args})`,
            params,
          )
        ).rows.map((r) => r.name);
      expect(await search(`search_term => 'VERMA'`)).toEqual(['Rahul Verma']);
      expect(await search(`search_term => 'iyer archi'`)).toEqual(['Ananya Iyer']);
      expect(await search(`search_term => 'singh', lead_status => 'converted'`)).toEqual([
        'Karan Singh',
      ]);
      expect(
        await search(`lead_status => 'qualified', date_to => now() - interval '1 day'`),
      ).toEqual(['Ananya Iyer']);
      expect(await search(`search_term => '%'`)).toEqual([]);
      const recentHigh = await search(
        `lead_priority => 'high', date_from => now() - interval '1 day', date_to => now()`,
      );
      expect(recentHigh).toContain('Karan Singh');
      expect(recentHigh).not.toContain('Rahul Verma');
    });

    it('is refused to non-admins', async () => {
      for (const sql of [
        'select * from public.get_recent_leads()',
        'select * from public.search_leads()',
      ]) {
        for (const who of [a.user, a.inactiveAdmin, a.anon]) {
          expect((await pgError(runAs(db.engine, who, sql))).code).toBe('42501');
        }
      }
    });
  });

  describe('lead_status_changes (offline admin commands)', () => {
    const INSERT_CHANGE = `insert into public.lead_status_changes (id, lead_id, new_status, assigned_to, notes, created_by)
                           values ($1, $2, $3, $4, $5, $6)`;
    const storedChange = async (id: string) =>
      (
        await db.engine.query<{ applied: boolean; error: string | null; created_by: string }>(
          `select applied_at is not null as applied, error, created_by
           from public.lead_status_changes where id = $1`,
          [id],
        )
      ).rows;

    it('applies an admin command to the lead and records when', async () => {
      const lead = await submitLead(a.anon, { name: 'Offline edit' });
      const change = randomUUID();
      await runAs(db.engine, a.admin, INSERT_CHANGE, [
        change,
        lead,
        'contacted',
        DEMO.admin.id,
        'Met at site',
        a.user.id,
      ]);
      expect(await storedChange(change)).toEqual([
        { applied: true, error: null, created_by: DEMO.admin.id },
      ]);
      expect(await storedLead(lead)).toMatchObject({
        status: 'contacted',
        assigned_to: DEMO.admin.id,
        notes: 'Met at site',
      });
    });

    it('records an error instead of failing, so the outbox never gets stuck', async () => {
      const missing = randomUUID();
      await runAs(db.engine, a.admin, INSERT_CHANGE, [
        missing,
        randomUUID(),
        'contacted',
        null,
        null,
        null,
      ]);
      expect(await storedChange(missing)).toEqual([
        { applied: false, error: 'Lead not found', created_by: DEMO.admin.id },
      ]);
      const lead = await submitLead(a.anon, { name: 'Bad status' });
      const bad = randomUUID();
      await runAs(db.engine, a.admin, INSERT_CHANGE, [bad, lead, 'won', null, null, null]);
      expect((await storedChange(bad))[0]!.error).toBe('Invalid lead status: won');
      expect((await storedLead(lead))!.status).toBe('new');
    });

    it('applies a retried command once', async () => {
      const lead = await submitLead(a.anon, { name: 'Retry' });
      const change = randomUUID();
      const push = () =>
        runAs(db.engine, a.admin, INSERT_CHANGE, [change, lead, 'qualified', null, 'note', null]);
      await push();
      await db.engine.query(`update public.leads set status = 'lost' where id = $1`, [lead]);
      await push();
      const { rows } = await db.engine.query(
        'select count(*)::int as n from public.lead_status_changes where id = $1',
        [change],
      );
      expect(rows).toEqual([{ n: 1 }]);
      expect((await storedLead(lead))!.status).toBe('lost');
    });

    it('refuses commands from non-admins and shows commands to admins only', async () => {
      const lead = await submitLead(a.anon, { name: 'Not yours' });
      for (const who of [a.anon, a.user, a.inactiveAdmin]) {
        const error = await pgError(
          runAs(db.engine, who, INSERT_CHANGE, [randomUUID(), lead, 'converted', null, null, null]),
        );
        expect(error.code).toBe('42501');
        expect(
          (await runAs(db.engine, who, 'select id from public.lead_status_changes')).rows,
        ).toEqual([]);
      }
      expect((await storedLead(lead))!.status).toBe('new');
      const admin = await runAs(db.engine, a.admin, 'select id from public.lead_status_changes');
      expect(admin.rows.length).toBeGreaterThan(0);
      const edit = await pgError(
        runAs(db.engine, a.admin, `update public.lead_status_changes set error = null`),
      );
      expect(edit.code).toBe('42501');
    });

    it('accepts commands from a newly promoted admin, not after deactivation', async () => {
      const staff = await createAccount(db.engine, 'field.sales@mgrid.test', { role: 'admin' });
      const lead = await submitLead(a.anon, { name: 'Field lead' });
      await runAs(db.engine, staff, INSERT_CHANGE, [
        randomUUID(),
        lead,
        'contacted',
        null,
        null,
        null,
      ]);
      expect((await storedLead(lead))!.status).toBe('contacted');
      await db.engine.query('update public.users set is_active = false where id = $1', [staff.id]);
      const error = await pgError(
        runAs(db.engine, staff, INSERT_CHANGE, [randomUUID(), lead, 'converted', null, null, null]),
      );
      expect(error.code).toBe('42501');
    });
  });
});
