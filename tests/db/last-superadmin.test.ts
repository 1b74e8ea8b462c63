// The database keeps at least one active superadmin, however the change is made.
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { createAccount, pgError, runAs } from '../support/db-actors.ts';

describe.each(ENGINES)('the last superadmin on %s', (kind) => {
  const { db, a } = withActors(kind);

  const superadmins = async () =>
    (
      await db.engine.query<{ n: number }>(
        "select count(*)::int as n from public.users where role = 'superadmin' and is_active",
      )
    ).rows[0]!.n;

  it('cannot be demoted or deactivated, even outside the API', async () => {
    expect(await superadmins()).toBe(1);
    for (const change of ["role = 'admin'", 'is_active = false', '_deleted = true']) {
      const error = await pgError(
        db.engine.query(`update public.users set ${change} where id = $1`, [a.superadmin.id]),
      );
      expect(error.code).toBe('23514');
      expect(error.message).toBe('The last active superadmin cannot be demoted or deactivated');
    }
    expect(await superadmins()).toBe(1);
  });

  it('lets a superadmin demote another while one remains, then refuses the last', async () => {
    const second = await createAccount(db.engine, 'second-super@mgrid.local', {
      role: 'superadmin',
    });
    expect(await superadmins()).toBe(2);
    await runAs(db.engine, second, `update public.users set role = 'admin' where id = $1`, [
      a.superadmin.id,
    ]);
    expect(await superadmins()).toBe(1);
    // The remaining one is protected both by the self-demotion guard and by this rule.
    const error = await pgError(
      db.engine.query(`update public.users set role = 'user' where id = $1`, [second.id]),
    );
    expect(error.code).toBe('23514');
  });
});
