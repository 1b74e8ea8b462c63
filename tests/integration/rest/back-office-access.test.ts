// The back office's operations through the REST API with real tokens: every superadmin-only
// operation is refused to an admin, every admin operation to a user; the database decides.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../support/db-actors.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';

const PASSWORD = 'mgrid-demo';

describe('back-office access through /rest/v1', () => {
  let server: TestServer;
  let admin: SupabaseClient;
  let user: SupabaseClient;
  let leadId: string;

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
    const { rows } = await server.engine.query<{ id: string }>(
      "insert into public.leads (name, email) values ('Access Test', 'access@example.in') returning id",
    );
    leadId = rows[0]!.id;
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
    const { rows } = await server.engine.query(
      'select role, is_active from public.users where id = $1',
      [DEMO.user.id],
    );
    expect(rows).toEqual([{ role: 'user', is_active: true }]);
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
    const command = await user
      .from('lead_status_changes')
      .insert({ lead_id: leadId, new_status: 'lost' });
    expect(command.error).not.toBeNull();
    const { rows } = await server.engine.query(
      "select l.status, p.name from public.leads l, public.products p where l.id = $1 and p.id = 'ml01'",
      [leadId],
    );
    expect(rows).toEqual([{ status: 'new', name: 'MGRID ML01 Line Laser' }]);
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
});
