// users and user_permissions: who reads whom, who changes which column, and has_permission.
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { createAccount, DEMO, pgError, runAs, type Actors } from '../support/db-actors.ts';

describe.each(ENGINES)('users and permissions on %s', (kind) => {
  const { db, a } = withActors(kind);
  const userRow = async (id: string) =>
    (
      await db.engine.query<{
        role: string;
        is_active: boolean;
        full_name: string;
        phone: string | null;
        phone_verified: boolean;
        email_verified: boolean;
      }>('select * from public.users where id = $1', [id])
    ).rows[0]!;

  describe('sign-up mirror', () => {
    it('creates a users row with role user and the metadata name for a new auth user', async () => {
      const account = await createAccount(db.engine, 'new.signup@mgrid.test', {
        fullName: 'Neha Kulkarni',
      });
      const row = await userRow(account.id);
      expect(row).toMatchObject({
        role: 'user',
        is_active: true,
        full_name: 'Neha Kulkarni',
        email_verified: true,
      });
    });

    it('keeps email and verification flags in sync with auth.users', async () => {
      const account = await createAccount(db.engine, 'sync.me@mgrid.test');
      await db.engine.query(
        `update auth.users set email = 'synced@mgrid.test', email_confirmed_at = null,
                phone = '+919812345678', phone_confirmed_at = now() where id = $1`,
        [account.id],
      );
      const { rows } = await db.engine.query(
        'select email, phone, email_verified, phone_verified from public.users where id = $1',
        [account.id],
      );
      expect(rows[0]).toEqual({
        email: 'synced@mgrid.test',
        phone: '+919812345678',
        email_verified: false,
        phone_verified: true,
      });
    });
  });

  describe('select', () => {
    it('shows anon no users', async () => {
      expect((await runAs(db.engine, a.anon, 'select id from public.users')).rows).toEqual([]);
    });

    it('shows a user only their own row', async () => {
      for (const who of [a.user, a.user2]) {
        const { rows } = await runAs<{ id: string }>(db.engine, who, 'select id from public.users');
        expect(rows).toEqual([{ id: who.id }]);
      }
    });

    it('shows an admin the staff (for lead assignment) but not customers', async () => {
      const { rows } = await runAs<{ id: string; role: string }>(
        db.engine,
        a.admin,
        'select id, role from public.users',
      );
      const ids = rows.map((r) => r.id);
      expect(ids).toEqual(expect.arrayContaining([DEMO.admin.id, DEMO.superadmin.id]));
      expect(ids).not.toContain(a.user.id);
      expect(rows.every((r) => r.role !== 'user')).toBe(true);
    });

    it('shows a superadmin everyone', async () => {
      const { rows } = await runAs<{ id: string }>(
        db.engine,
        a.superadmin,
        'select id from public.users',
      );
      const ids = rows.map((r) => r.id);
      expect(ids).toEqual(
        expect.arrayContaining([a.user.id, a.user2.id, a.admin.id, a.inactiveAdmin.id]),
      );
    });

    it('shows an inactive admin only their own (deactivated) row', async () => {
      const { rows } = await runAs(
        db.engine,
        a.inactiveAdmin,
        'select id, is_active from public.users',
      );
      expect(rows).toEqual([{ id: a.inactiveAdmin.id, is_active: false }]);
    });
  });

  describe('update', () => {
    it('lets a user edit their own profile fields', async () => {
      const { rowCount } = await runAs(
        db.engine,
        a.user,
        `update public.users set full_name = 'Priya S.', last_login = now(),
                metadata = '{"theme": "dark"}' where id = $1`,
        [a.user.id],
      );
      expect(rowCount).toBe(1);
      expect((await userRow(a.user.id)).full_name).toBe('Priya S.');
    });

    it('marks a phone the user typed as unverified', async () => {
      await db.engine.query('update public.users set phone_verified = true where id = $1', [
        a.user2.id,
      ]);
      await runAs(
        db.engine,
        a.user2,
        `update public.users set phone = '+91 91234 56789' where id = $1`,
        [a.user2.id],
      );
      expect(await userRow(a.user2.id)).toMatchObject({
        phone: '+91 91234 56789',
        phone_verified: false,
      });
    });

    it("does not let a user touch another user's row", async () => {
      const { rowCount } = await runAs(
        db.engine,
        a.user2,
        `update public.users set full_name = 'hacked' where id = $1`,
        [a.user.id],
      );
      expect(rowCount).toBe(0);
      expect((await userRow(a.user.id)).full_name).not.toBe('hacked');
    });

    it.each([
      ['role', `role = 'superadmin'`],
      ['is_active', 'is_active = false'],
      ['email_verified', 'email_verified = false'],
    ])('refuses a user changing their own %s', async (_column, assignment) => {
      const error = await pgError(
        runAs(db.engine, a.user, `update public.users set ${assignment} where id = $1`, [
          a.user.id,
        ]),
      );
      expect(error.code).toBe('42501');
      expect(error.message).toMatch(/Only a superadmin/);
      expect(await userRow(a.user.id)).toMatchObject({ role: 'user', is_active: true });
    });

    it('refuses a user changing their id or email', async () => {
      const error = await pgError(
        runAs(db.engine, a.user, `update public.users set email = 'me@evil.test' where id = $1`, [
          a.user.id,
        ]),
      );
      expect(error.code).toBe('42501');
    });

    it('refuses an admin promoting themselves or changing anyone else', async () => {
      const self = await pgError(
        runAs(db.engine, a.admin, `update public.users set role = 'superadmin' where id = $1`, [
          a.admin.id,
        ]),
      );
      expect(self.code).toBe('42501');
      const other = await runAs(
        db.engine,
        a.admin,
        `update public.users set role = 'admin' where id = $1`,
        [a.user.id],
      );
      expect(other.rowCount).toBe(0);
      expect((await userRow(a.user.id)).role).toBe('user');
      expect((await userRow(a.admin.id)).role).toBe('admin');
    });

    it('lets a superadmin change roles and deactivate accounts, which removes privileges', async () => {
      const target = await createAccount(db.engine, 'promote.me@mgrid.test');
      const promoted = await runAs(
        db.engine,
        a.superadmin,
        `update public.users set role = 'admin' where id = $1`,
        [target.id],
      );
      expect(promoted.rowCount).toBe(1);
      const isAdmin = () =>
        runAs<{ is_admin: boolean }>(db.engine, target, 'select public.is_admin() as is_admin');
      expect((await isAdmin()).rows[0]!.is_admin).toBe(true);
      await runAs(
        db.engine,
        a.superadmin,
        'update public.users set is_active = false where id = $1',
        [target.id],
      );
      expect((await isAdmin()).rows[0]!.is_admin).toBe(false);
    });

    it('refuses a superadmin demoting or deactivating themselves', async () => {
      for (const assignment of [`role = 'admin'`, 'is_active = false']) {
        const error = await pgError(
          runAs(db.engine, a.superadmin, `update public.users set ${assignment} where id = $1`, [
            a.superadmin.id,
          ]),
        );
        expect(error.code).toBe('42501');
        expect(error.message).toMatch(/cannot demote or deactivate/);
      }
      expect(await userRow(a.superadmin.id)).toMatchObject({ role: 'superadmin', is_active: true });
    });

    it('gives an inactive account and anon nothing to update', async () => {
      const inactive = await runAs(
        db.engine,
        a.inactiveAdmin,
        `update public.users set full_name = 'still here' where id = $1`,
        [a.inactiveAdmin.id],
      );
      const anon = await runAs(db.engine, a.anon, `update public.users set full_name = 'x'`);
      expect([inactive.rowCount, anon.rowCount]).toEqual([0, 0]);
    });
  });

  describe('insert and delete', () => {
    it('refuses inserting or deleting user rows through the API', async () => {
      const insert = await pgError(
        runAs(db.engine, a.user, `insert into public.users (id, email) values ($1, 'x@y.z')`, [
          a.user.id,
        ]),
      );
      expect(insert.code).toBe('42501');
      for (const who of [a.user, a.superadmin]) {
        const del = await pgError(
          runAs(db.engine, who, 'delete from public.users where id = $1', [a.user2.id]),
        );
        expect(del.code).toBe('42501');
      }
      expect(await userRow(a.user2.id)).toBeDefined();
    });
  });

  describe('user_permissions and has_permission', () => {
    const hasPermission = async (who: Actors[keyof Actors], permission: string) =>
      (
        await runAs<{ ok: boolean }>(db.engine, who, 'select public.has_permission($1) as ok', [
          permission,
        ])
      ).rows[0]!.ok;

    it('lets a superadmin grant, recording the granter from the session', async () => {
      await runAs(
        db.engine,
        a.superadmin,
        `insert into public.user_permissions (user_id, permission_type, granted_by)
         values ($1, 'export_leads', $2)`,
        [a.user.id, a.user2.id],
      );
      const { rows } = await db.engine.query(
        `select granted_by, is_active from public.user_permissions
         where user_id = $1 and permission_type = 'export_leads'`,
        [a.user.id],
      );
      expect(rows).toEqual([{ granted_by: a.superadmin.id, is_active: true }]);
      expect(await hasPermission(a.user, 'export_leads')).toBe(true);
      expect(await hasPermission(a.user2, 'export_leads')).toBe(false);
    });

    it('refuses grants by an admin, a user or anon', async () => {
      for (const who of [a.admin, a.user, a.anon, a.inactiveAdmin]) {
        const error = await pgError(
          runAs(
            db.engine,
            who,
            `insert into public.user_permissions (user_id, permission_type) values ($1, 'manage_everything')`,
            [a.admin.id],
          ),
        );
        expect(error.code).toBe('42501');
      }
      expect(await hasPermission(a.admin, 'manage_everything')).toBe(false);
    });

    it('shows a user their own grants only; a superadmin sees all', async () => {
      const own = await runAs<{ user_id: string }>(
        db.engine,
        a.user,
        'select user_id from public.user_permissions',
      );
      expect(own.rows.length).toBeGreaterThan(0);
      expect(own.rows.every((r) => r.user_id === a.user.id)).toBe(true);
      expect(
        (await runAs(db.engine, a.user2, 'select * from public.user_permissions')).rows,
      ).toEqual([]);
      expect(
        (await runAs(db.engine, a.anon, 'select * from public.user_permissions')).rows,
      ).toEqual([]);
      expect(
        (await runAs(db.engine, a.admin, 'select * from public.user_permissions')).rows,
      ).toEqual([]);
      const all = await runAs(db.engine, a.superadmin, 'select * from public.user_permissions');
      expect(all.rows.length).toBe(own.rows.length);
    });

    it('honours revocation and expiry', async () => {
      await runAs(
        db.engine,
        a.superadmin,
        `insert into public.user_permissions (user_id, permission_type, expires_at)
         values ($1, 'view_reports', now() - interval '1 minute'),
                ($1, 'edit_banners', null)`,
        [a.user2.id],
      );
      expect(await hasPermission(a.user2, 'view_reports')).toBe(false);
      expect(await hasPermission(a.user2, 'edit_banners')).toBe(true);
      const adminRevoke = await runAs(
        db.engine,
        a.admin,
        `update public.user_permissions set is_active = false where user_id = $1`,
        [a.user2.id],
      );
      expect(adminRevoke.rowCount).toBe(0);
      expect(await hasPermission(a.user2, 'edit_banners')).toBe(true);
      const revoke = await runAs(
        db.engine,
        a.superadmin,
        `update public.user_permissions set is_active = false
         where user_id = $1 and permission_type = 'edit_banners'`,
        [a.user2.id],
      );
      expect(revoke.rowCount).toBe(1);
      expect(await hasPermission(a.user2, 'edit_banners')).toBe(false);
    });

    it('treats superadmins as holding every permission, and inactive or anonymous callers none', async () => {
      expect(await hasPermission(a.superadmin, 'anything_at_all')).toBe(true);
      expect(await hasPermission(a.anon, 'export_leads')).toBe(false);
      await db.engine.query(
        `insert into public.user_permissions (user_id, permission_type) values ($1, 'export_leads')`,
        [a.inactiveAdmin.id],
      );
      expect(await hasPermission(a.inactiveAdmin, 'export_leads')).toBe(false);
    });

    it('refuses deleting a grant (revoke keeps history)', async () => {
      const error = await pgError(
        runAs(db.engine, a.superadmin, 'delete from public.user_permissions where user_id = $1', [
          a.user.id,
        ]),
      );
      expect(error.code).toBe('42501');
    });
  });
});
