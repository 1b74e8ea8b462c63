// Open positions (public.careers_positions): everyone reads the open ones, admins read and
// manage all, nobody deletes; text is bounded; each API role holds exactly its grants (the
// suite also runs with the platform's default privileges revoked).
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';

const INSERT = `insert into public.careers_positions (id, title, location, employment_type, description)
  values ($1, $2, $3, $4, $5)`;

describe.each(ENGINES)('careers positions on %s', (kind) => {
  const { db, a } = withActors(kind);
  const openIds = async (actor: Actor) =>
    (
      await runAs<{ id: string }>(
        db.engine,
        actor,
        'select id from public.careers_positions order by sort_order, title',
      )
    ).rows.map((r) => r.id);

  it('seeds open positions and one closed one', async () => {
    const { rows } = await db.engine.query<{ open: number; closed: number }>(
      `select count(*) filter (where is_open)::int as open,
              count(*) filter (where not is_open)::int as closed
       from public.careers_positions`,
    );
    expect(rows[0]).toEqual({ open: 5, closed: 1 });
  });

  it('shows visitors, users and a deactivated admin only the open positions', async () => {
    for (const who of [a.anon, a.user, a.inactiveAdmin]) {
      const ids = await openIds(who);
      expect(ids).toHaveLength(5);
      expect(ids[0]).toBe('field-sales-engineer-west');
      expect(ids).not.toContain('accounts-assistant-mumbai');
    }
  });

  it('shows admins the closed positions too', async () => {
    for (const who of [a.admin, a.superadmin]) {
      expect(await openIds(who)).toContain('accounts-assistant-mumbai');
    }
  });

  it('lets an admin open, edit and close a position', async () => {
    await runAs(db.engine, a.admin, INSERT, [
      'site-engineer-hyd',
      'Site Engineer',
      'Hyderabad',
      'Contract',
      'Six months on a metro project.',
    ]);
    expect(await openIds(a.anon)).toContain('site-engineer-hyd');
    const edited = await runAs(
      db.engine,
      a.admin,
      `update public.careers_positions set location = 'Hyderabad (Secunderabad)'
       where id = 'site-engineer-hyd'`,
    );
    expect(edited.rowCount).toBe(1);
    await runAs(
      db.engine,
      a.superadmin,
      `update public.careers_positions set is_open = false where id = 'site-engineer-hyd'`,
    );
    expect(await openIds(a.anon)).not.toContain('site-engineer-hyd');
  });

  it('refuses writes by visitors, users and a deactivated admin', async () => {
    for (const [n, who] of [a.anon, a.user, a.inactiveAdmin].entries()) {
      const error = await pgError(
        runAs(db.engine, who, INSERT, [`deny-${n}`, 'Job', 'Pune', 'Full time', 'Text.']),
      );
      expect(error.code).toBe('42501');
    }
    // Update: anon holds no privilege at all; a user's update matches no row.
    const anonUpdate = await pgError(
      runAs(db.engine, a.anon, `update public.careers_positions set title = 'x'`),
    );
    expect(anonUpdate.code).toBe('42501');
    for (const who of [a.user, a.inactiveAdmin]) {
      const { rowCount } = await runAs(
        db.engine,
        who,
        `update public.careers_positions set title = 'Hacked' where is_open`,
      );
      expect(rowCount).toBe(0);
    }
    expect(
      (await db.engine.query(`select 1 from public.careers_positions where title = 'Hacked'`)).rows,
    ).toEqual([]);
  });

  it('lets nobody delete a position (closing keeps what applications refer to)', async () => {
    for (const who of [a.anon, a.admin, a.superadmin]) {
      const error = await pgError(
        runAs(
          db.engine,
          who,
          `delete from public.careers_positions where id = 'customer-support-mumbai'`,
        ),
      );
      expect(error.code).toBe('42501');
    }
  });

  it('grants each API role exactly its privileges', async () => {
    const { rows } = await db.engine.query<{ role: string; privileges: string }>(
      `select r.role, coalesce(string_agg(p.privilege, ',' order by p.privilege), '') as privileges
       from unnest(array['anon', 'authenticated', 'service_role']) as r(role)
       left join lateral (
         select privilege from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) as privilege
         where has_table_privilege(r.role, 'public.careers_positions', privilege)
       ) p on true
       group by r.role order by r.role`,
    );
    expect(rows).toEqual([
      { role: 'anon', privileges: 'SELECT' },
      { role: 'authenticated', privileges: 'INSERT,SELECT,UPDATE' },
      { role: 'service_role', privileges: 'DELETE,INSERT,SELECT,TRUNCATE,UPDATE' },
    ]);
  });

  it('bounds every text and the employment type', async () => {
    const cases: [string, unknown[]][] = [
      ['title', ['t1', 'x'.repeat(121), 'Pune', 'Full time', 'Text.']],
      ['blank title', ['t2', '  ', 'Pune', 'Full time', 'Text.']],
      ['location', ['t3', 'Job', 'x'.repeat(121), 'Full time', 'Text.']],
      ['description', ['t4', 'Job', 'Pune', 'Full time', 'x'.repeat(2001)]],
      ['employment type', ['t5', 'Job', 'Pune', 'Gig', 'Text.']],
      ['id', ['Not An Id', 'Job', 'Pune', 'Full time', 'Text.']],
    ];
    for (const [what, params] of cases) {
      const error = await pgError(runAs(db.engine, a.admin, INSERT, params));
      expect(error.code, what).toBe('23514');
    }
    // At the limits it is accepted.
    await runAs(db.engine, a.admin, INSERT, [
      't6',
      'x'.repeat(120),
      'y'.repeat(120),
      'Internship',
      'z'.repeat(2000),
    ]);
  });
});
