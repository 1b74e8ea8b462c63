// Rules every migration must keep, checked from the catalogue so that a new table without
// row-level security, or a function with a mutable search_path, breaks the build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase, type FreshDatabase } from '../support/databases.ts';

const REPLICATED_TABLES = [
  'banners',
  'dealer_accounts',
  'dealer_applications',
  'dealer_members',
  'dealer_payment_allocations',
  'dealer_payments',
  'dealers',
  'invoices',
  'lead_status_changes',
  'leads',
  'order_events',
  'order_payments',
  'orders',
  'price_tiers',
  'product_registrations',
  'products',
  'services',
  'site_settings',
  'staff_commands',
  'tier_prices',
  'user_permissions',
  'users',
];

describe.each(ENGINES)('schema rules on %s', (kind) => {
  let db: FreshDatabase;
  beforeAll(async () => {
    db = await freshDatabase(kind);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('enables row-level security on every table in public', async () => {
    const { rows } = await db.engine.query<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p')
       order by 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => !r.rls).map((r) => r.name)).toEqual([]);
  });

  it('pins search_path on every function in public and private', async () => {
    const { rows } = await db.engine.query<{ name: string; definer: boolean; pinned: boolean }>(
      `select n.nspname || '.' || p.proname as name, p.prosecdef as definer,
              coalesce(exists (select 1 from unnest(p.proconfig) c where c like 'search_path=%'), false) as pinned
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private')
       order by 1`,
    );
    expect(rows.filter((r) => r.definer).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((r) => !r.pinned).map((r) => r.name)).toEqual([]);
  });

  it('keeps private functions out of reach of the API roles', async () => {
    const { rows } = await db.engine.query<{ name: string }>(
      `select p.proname as name
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private'
         and (has_function_privilege('anon', p.oid, 'execute')
              or has_function_privilege('authenticated', p.oid, 'execute'))`,
    );
    expect(rows).toEqual([]);
    const usage = await db.engine.query<{ anon: boolean; authenticated: boolean }>(
      `select has_schema_privilege('anon', 'private', 'usage') as anon,
              has_schema_privilege('authenticated', 'private', 'usage') as authenticated`,
    );
    expect(usage.rows[0]).toEqual({ anon: false, authenticated: false });
  });

  it('gives visitors no admin procedures', async () => {
    const { rows } = await db.engine.query<{ name: string; anon: boolean; authenticated: boolean }>(
      `select p.proname as name,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and p.proname in ('update_lead_status', 'get_lead_stats', 'get_recent_leads',
                           'search_leads', 'publish_products')
       order by 1`,
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row).toMatchObject({ anon: false, authenticated: true });
  });

  it('denies hard DELETE and TRUNCATE on every public table to the API roles', async () => {
    const { rows } = await db.engine.query<{ name: string }>(
      `select c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and (has_table_privilege('anon', c.oid, 'delete')
              or has_table_privilege('authenticated', c.oid, 'delete')
              or has_table_privilege('anon', c.oid, 'truncate')
              or has_table_privilege('authenticated', c.oid, 'truncate'))`,
    );
    expect(rows).toEqual([]);
  });

  it('makes every replicated table sync-ready: _modified, _deleted, index, trigger, publication', async () => {
    const { rows } = await db.engine.query<{
      name: string;
      has_deleted: boolean;
      has_index: boolean;
      has_trigger: boolean;
      published: boolean;
    }>(
      `select c.relname as name,
              exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = '_deleted'
                      and a.atttypid = 'boolean'::regtype and a.attnotnull) as has_deleted,
              exists (select 1 from pg_index i where i.indrelid = c.oid
                      and pg_get_indexdef(i.indexrelid) like '%(_modified, id)') as has_index,
              exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                      where t.tgrelid = c.oid and p.proname = 'set_modified') as has_trigger,
              exists (select 1 from pg_publication_tables pt where pt.pubname = 'supabase_realtime'
                      and pt.schemaname = 'public' and pt.tablename = c.relname) as published
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = '_modified')
       order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(REPLICATED_TABLES);
    for (const row of rows) {
      expect(row).toEqual({
        name: row.name,
        has_deleted: true,
        has_index: true,
        has_trigger: true,
        published: true,
      });
    }
  });
});
