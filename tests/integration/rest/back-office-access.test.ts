// The back office's operations through the REST API with real tokens: every superadmin-only
// operation is refused to an admin, every admin operation to a user, and the superadmin may
// do each of them, except demoting or deactivating the last superadmin; the database decides.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../support/db-actors.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';

const PASSWORD = 'mgrid-demo';

describe('back-office access through /rest/v1', () => {
  let server: TestServer;
  let admin: SupabaseClient;
  let user: SupabaseClient;
  let superadmin: SupabaseClient;
  let leadId: string;
  let grantId: string;
  let bannerId: string;

  const signedIn = async (email: string) => {
    const client = server.client();
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (error) throw error;
    return client;
  };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    admin = await signedIn(DEMO.admin.email);
    user = await signedIn(DEMO.user.email);
    superadmin = await signedIn(DEMO.superadmin.email);
    const { rows } = await server.engine.query<{ id: string }>(
      "insert into public.leads (name, email) values ('Access Test', 'access@example.in') returning id",
    );
    leadId = rows[0]!.id;
    const grant = await server.engine.query<{ id: string }>(
      `insert into public.user_permissions (user_id, permission_type, granted_by)
       values ($1, 'export_leads', $2) returning id`,
      [DEMO.admin.id, DEMO.superadmin.id],
    );
    grantId = grant.rows[0]!.id;
    const banner = await server.engine.query<{ id: string }>(
      "insert into public.banners (title) values ('Access banner') returning id",
    );
    bannerId = banner.rows[0]!.id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Nothing changed: the refusal is an error, or an update that matched no row. */
  const refusedUpdate = (result: { error: unknown; data: unknown[] | null }) =>
    result.error !== null || (result.data ?? []).length === 0;

  it('refuses superadmin-only operations to an admin', async () => {
    expect(
      refusedUpdate(
        await admin
          .from('users')
          .update({ role: 'superadmin' })
          .eq('id', DEMO.user.id)
          .select('id'),
      ),
    ).toBe(true);
    expect(
      refusedUpdate(
        await admin.from('users').update({ is_active: false }).eq('id', DEMO.user.id).select('id'),
      ),
    ).toBe(true);
    expect(
      refusedUpdate(
        await admin
          .from('site_settings')
          .update({ delivery_fee_in_paise: 1 })
          .eq('id', 'default')
          .select('id'),
      ),
    ).toBe(true);
    const grant = await admin.from('user_permissions').insert({
      user_id: DEMO.user.id,
      permission_type: 'manage_leads',
      granted_by: DEMO.admin.id,
    });
    expect(grant.error).not.toBeNull();
    // Revoking a grant, even one made to this admin, is a superadmin's.
    expect(
      refusedUpdate(
        await admin
          .from('user_permissions')
          .update({ is_active: false })
          .eq('id', grantId)
          .select('id'),
      ),
    ).toBe(true);
    // Nor may an admin promote themselves.
    expect(
      (await admin.from('users').update({ role: 'superadmin' }).eq('id', DEMO.admin.id)).error
        ?.message,
    ).toBe("Only a superadmin can change a user's role, active status or verification");
    const { rows } = await server.engine.query(
      'select id, role, is_active from public.users where id = any($1) order by id',
      [[DEMO.user.id, DEMO.admin.id]],
    );
    expect(rows).toEqual([
      { id: DEMO.admin.id, role: 'admin', is_active: true },
      { id: DEMO.user.id, role: 'user', is_active: true },
    ]);
    const settings = await server.engine.query(
      "select delivery_fee_in_paise from public.site_settings where id = 'default'",
    );
    expect(settings.rows).toEqual([{ delivery_fee_in_paise: 15000 }]);
    const grants = await server.engine.query(
      'select permission_type, is_active from public.user_permissions order by granted_at',
    );
    expect(grants.rows).toEqual([{ permission_type: 'export_leads', is_active: true }]);
  });

  it('refuses admin operations to a user', async () => {
    const publish = await user.rpc('publish_products', {
      upserts: [{ id: 'ml01', name: 'Hacked', category: 'Tools', price: '₹1' }],
      deletions: [],
      force: true,
    });
    expect(publish.error?.code).toBe('42501');
    expect(
      (await user.rpc('update_lead_status', { lead_id: leadId, new_status: 'lost' })).error?.code,
    ).toBe('42501');
    expect((await user.rpc('get_lead_stats')).error?.code).toBe('42501');
    expect((await user.rpc('get_recent_leads', { limit_count: 5 })).error?.code).toBe('42501');
    expect((await user.from('leads').select('id')).data).toEqual([]);
    expect((await user.from('lead_analytics').select('date')).data).toEqual([]);
    expect((await user.from('banners').insert({ title: 'Not allowed' })).error).not.toBeNull();
    expect(
      refusedUpdate(
        await user.from('products').update({ name: 'Hacked' }).eq('id', 'ml01').select('id'),
      ),
    ).toBe(true);
    expect(
      refusedUpdate(
        await user.from('banners').update({ is_active: false }).eq('id', bannerId).select('id'),
      ),
    ).toBe(true);
    expect(
      refusedUpdate(
        await user.from('leads').update({ status: 'lost' }).eq('id', leadId).select('id'),
      ),
    ).toBe(true);
    const command = await user
      .from('lead_status_changes')
      .insert({ lead_id: leadId, new_status: 'lost' });
    expect(command.error).not.toBeNull();
    const { rows } = await server.engine.query(
      "select l.status, p.name from public.leads l, public.products p where l.id = $1 and p.id = 'ml01'",
      [leadId],
    );
    expect(rows).toEqual([{ status: 'new', name: 'MGRID ML01 Line Laser' }]);
    const banner = await server.engine.query('select is_active from public.banners where id = $1', [
      bannerId,
    ]);
    expect(banner.rows).toEqual([{ is_active: true }]);
  });

  it('lets the admin do the same admin operations', async () => {
    expect(
      (await admin.rpc('update_lead_status', { lead_id: leadId, new_status: 'contacted' })).error,
    ).toBeNull();
    expect((await admin.rpc('get_lead_stats')).error).toBeNull();
    const { rows } = await server.engine.query('select status from public.leads where id = $1', [
      leadId,
    ]);
    expect(rows).toEqual([{ status: 'contacted' }]);
  });

  it('lets the superadmin do each superadmin operation', async () => {
    const role = await superadmin
      .from('users')
      .update({ role: 'admin' })
      .eq('id', DEMO.user.id)
      .select('role');
    expect(role).toMatchObject({ error: null, data: [{ role: 'admin' }] });
    // The promoted user's token (unchanged: the role is read from the table) now works.
    expect((await user.rpc('get_lead_stats')).error).toBeNull();
    const inactive = await superadmin
      .from('users')
      .update({ is_active: false })
      .eq('id', DEMO.user.id)
      .select('is_active');
    expect(inactive).toMatchObject({ error: null, data: [{ is_active: false }] });
    // Deactivated: no rights at all, whatever the role.
    expect((await user.rpc('get_lead_stats')).error?.code).toBe('42501');
    await superadmin
      .from('users')
      .update({ role: 'user', is_active: true })
      .eq('id', DEMO.user.id)
      .throwOnError();
    expect((await user.rpc('get_lead_stats')).error?.code).toBe('42501');

    const granted = await superadmin
      .from('user_permissions')
      .insert({
        user_id: DEMO.user.id,
        permission_type: 'manage_leads',
        expires_at: '2099-01-01T00:00:00Z',
        granted_by: DEMO.admin.id,
      })
      .select('id, granted_by');
    // The granter is the session's, never the client's.
    expect(granted).toMatchObject({ error: null, data: [{ granted_by: DEMO.superadmin.id }] });
    const grant = (granted.data as { id: string }[])[0]!.id;
    expect((await user.rpc('has_permission', { permission_type: 'manage_leads' })).data).toBe(true);
    await superadmin
      .from('user_permissions')
      .update({ is_active: false })
      .eq('id', grant)
      .throwOnError();
    expect((await user.rpc('has_permission', { permission_type: 'manage_leads' })).data).toBe(
      false,
    );

    await superadmin
      .from('site_settings')
      .update({ delivery_fee_in_paise: 9900 })
      .eq('id', 'default')
      .throwOnError();
    const bad = await superadmin
      .from('site_settings')
      .update({ gstin: '29AABCM1234F1ZT' })
      .eq('id', 'default');
    expect(bad.error?.code).toBe('23514');
    expect(bad.error?.message).toContain('site_settings_gstin_state_rule');
    const { rows } = await server.engine.query(
      "select delivery_fee_in_paise, gstin from public.site_settings where id = 'default'",
    );
    expect(rows).toEqual([{ delivery_fee_in_paise: 9900, gstin: '27AABCM1234F1ZX' }]);
  });

  it('never demotes or deactivates the last superadmin', async () => {
    for (const change of [{ role: 'admin' }, { is_active: false }]) {
      const { error } = await superadmin.from('users').update(change).eq('id', DEMO.superadmin.id);
      expect(error?.message).toBe('A superadmin cannot demote or deactivate their own account');
    }
    // A second superadmin may demote the first while one remains; the one left is protected.
    const { rows } = await server.engine.query<{ id: string }>(
      "select id from public.users where email = 'admin@mgrid.local'",
    );
    await server.engine.query("update public.users set role = 'superadmin' where id = $1", [
      rows[0]!.id,
    ]);
    const second = await signedIn(DEMO.admin.email);
    await second
      .from('users')
      .update({ role: 'admin' })
      .eq('id', DEMO.superadmin.id)
      .throwOnError();
    const last = await server.engine
      .query('update public.users set is_active = false where id = $1', [DEMO.admin.id])
      .then(
        () => null,
        (error: Error) => error.message,
      );
    expect(last).toBe('The last active superadmin cannot be demoted or deactivated');
    const { error } = await second.from('users').update({ role: 'user' }).eq('id', DEMO.admin.id);
    expect(error?.message).toBe('A superadmin cannot demote or deactivate their own account');
    const count = await server.engine.query(
      "select count(*)::int as n from public.users where role = 'superadmin' and is_active",
    );
    expect(count.rows).toEqual([{ n: 1 }]);
  });
});
