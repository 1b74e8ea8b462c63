// The superadmin's data access (sync/superadmin/server.ts) against the real local server:
// search by name, email and phone as typed, role and status filters, paging with counts,
// permissions with their granter, and refusals passed on word for word.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncRuntime } from '../../../sync/engine/runtime.ts';
import {
  deactivatePermission,
  fetchPermissions,
  fetchSiteSettings,
  fetchUser,
  fetchUserPage,
  insertPermission,
  updateSiteSettings,
  updateUser,
} from '../../../sync/superadmin/server.ts';
import { siteSettingsFormOf, siteSettingsRowOf } from '../../../src/lib/site-settings-form.ts';
import { USER_MESSAGES, type UserFilter } from '../../../src/lib/user-directory.ts';
import { DEMO } from '../../support/db-actors.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';

const PASSWORD = 'mgrid-demo';
const ALL: UserFilter = { search: '', role: null, status: null, page: 1 };

describe('superadmin data access', () => {
  let server: TestServer;
  let as: { superadmin: SyncRuntime; admin: SyncRuntime };

  const runtime = async (email: string) => {
    const client: SupabaseClient = server.client();
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    // Only the client is used by these reads and writes.
    return { client } as unknown as SyncRuntime;
  };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    as = {
      superadmin: await runtime(DEMO.superadmin.email),
      admin: await runtime(DEMO.admin.email),
    };
    // 30 more people, so the list has a second page.
    await server.engine.query(
      `insert into auth.users (instance_id, id, aud, role, email, phone, raw_user_meta_data)
       select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
              'authenticated', 'shopper' || n || '@example.in', '9170000000' || lpad(n::text, 2, '0'),
              jsonb_build_object('full_name', 'Shopper ' || lpad(n::text, 2, '0'))
       from generate_series(1, 30) as n`,
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('pages everyone with the exact count, and filters by role and status', async () => {
    const first = await fetchUserPage(as.superadmin, ALL);
    expect(first.total).toBe(35);
    expect(first.rows).toHaveLength(25);
    const second = await fetchUserPage(as.superadmin, { ...ALL, page: 2 });
    expect(second.rows).toHaveLength(10);
    expect(new Set([...first.rows, ...second.rows].map((u) => u.id)).size).toBe(35);
    const staff = await fetchUserPage(as.superadmin, { ...ALL, role: 'admin' });
    expect(staff.rows.map((u) => u.email)).toEqual(['admin@mgrid.local']);
    expect((await fetchUserPage(as.superadmin, { ...ALL, status: 'inactive' })).total).toBe(0);
  });

  it('reads one person, and none for an unknown or mistyped id', async () => {
    expect(await fetchUser(as.superadmin, DEMO.user.id)).toMatchObject({
      email: 'user@mgrid.local',
      role: 'user',
      is_active: true,
      phone: '+91 98765 43210',
    });
    expect(await fetchUser(as.superadmin, '5a000000-0000-4000-8000-0000000000ff')).toBeNull();
    expect(await fetchUser(as.superadmin, 'not-an-id')).toBeNull();
  });

  it('finds a person by name, email or the phone as typed', async () => {
    const emails = async (search: string) =>
      (await fetchUserPage(as.superadmin, { ...ALL, search })).rows.map((u) => u.email);
    expect(await emails('98765 43210')).toEqual(['user@mgrid.local']);
    expect(await emails('+91 98765 43212')).toEqual(['superadmin@mgrid.local']);
    expect(await emails('shopper7@')).toEqual(['shopper7@example.in']);
    expect(await emails('917000000012')).toEqual(['shopper12@example.in']);
    expect(await emails('Shopper 07')).toEqual(['shopper7@example.in']);
    expect(await emails('SHOPPER30@EXAMPLE')).toEqual(['shopper30@example.in']);
    // Filter syntax in the search is text, not a filter.
    expect(await emails('a,role.eq.superadmin)')).toEqual([]);
  });

  it('shows an admin only staff, and refuses them every change with a clear message', async () => {
    const seen = await fetchUserPage(as.admin, ALL);
    expect(seen.rows.every((u) => u.role !== 'user')).toBe(true);
    await expect(updateUser(as.admin, DEMO.user.id, { role: 'admin' })).rejects.toThrow(
      USER_MESSAGES.notAllowed,
    );
    await expect(updateUser(as.admin, DEMO.admin.id, { role: 'superadmin' })).rejects.toThrow(
      "Only a superadmin can change a user's role, active status or verification",
    );
    await expect(insertPermission(as.admin, DEMO.user.id, 'manage_leads', null)).rejects.toThrow(
      USER_MESSAGES.notAllowed,
    );
  });

  it('passes on the refusal for the superadmin’s own account', async () => {
    await expect(
      updateUser(as.superadmin, DEMO.superadmin.id, { is_active: false }),
    ).rejects.toThrow('A superadmin cannot demote or deactivate their own account');
  });

  it('grants, lists with the granter, and revokes a permission', async () => {
    await insertPermission(as.superadmin, DEMO.user.id, 'export_leads', '2099-01-01T00:00:00.000Z');
    const [grant] = await fetchPermissions(as.superadmin, DEMO.user.id);
    expect(grant).toMatchObject({
      permission_type: 'export_leads',
      is_active: true,
      granted_by: DEMO.superadmin.id,
      granted_by_name: expect.any(String),
    });
    expect(Date.parse(grant!.expires_at!)).toBe(Date.parse('2099-01-01T00:00:00Z'));
    await deactivatePermission(as.superadmin, grant!.id);
    expect((await fetchPermissions(as.superadmin, DEMO.user.id))[0]!.is_active).toBe(false);
    await expect(deactivatePermission(as.admin, grant!.id)).rejects.toThrow(
      USER_MESSAGES.notAllowed,
    );
  });

  it('reads and saves the site settings as the form makes them', async () => {
    const row = await fetchSiteSettings(as.superadmin);
    const form = { ...siteSettingsFormOf(row), delivery_fee: '199', hero_title: 'New hero' };
    const saved = await updateSiteSettings(as.superadmin, siteSettingsRowOf(form));
    expect(saved).toMatchObject({ delivery_fee_in_paise: 19_900, hero_title: 'New hero' });
    // Unchanged fields survive the round trip exactly.
    expect({ ...saved, delivery_fee_in_paise: 15_000, hero_title: row.hero_title }).toEqual(row);
    await expect(updateSiteSettings(as.admin, siteSettingsRowOf(form))).rejects.toThrow(
      USER_MESSAGES.notAllowed,
    );
  });
});
