// supabase/schema/ is generated from the migrations (npm run gen:schema): regenerated here from
// the migrated test template and compared, so a migration committed without regenerating it
// fails the suite instead of leaving readers of the dump with a body that is no longer live.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  createBootstrapDatabase,
  generateSchemaFiles,
  readSchemaDir,
} from '../../scripts/gen-schema.ts';
import { withoutGrants } from '../../scripts/schema-dump/dump.ts';
import { listMigrations } from '../../supabase/local/db/migrate.ts';
import { freshDatabase } from '../support/databases.ts';

const STALE = 'is not what the migrations make: run npm run gen:schema';

/**
 * The committed dump is of a project with Supabase's default privileges, as hosted projects
 * and `npm start` have them. The second pass (MGRID_REVOKED_DEFAULTS=1) revokes them before
 * the migrations, so a table's grants there are only the explicit ones (service_role's ALL
 * on order_events becomes SELECT): that pass compares everything but the grants, which the
 * first pass checks.
 */
const revokedDefaults = process.env.MGRID_REVOKED_DEFAULTS === '1';
const comparable = (name: string, text: string) =>
  revokedDefaults && name.endsWith('.sql') ? withoutGrants(text) : text;

const bootstrapName = `mgrid_bootstrap_${process.pid}`;
let bootstrapUrl: string;

beforeAll(async () => {
  bootstrapUrl = await createBootstrapDatabase(inject('postgresUrl'), bootstrapName);
});

afterAll(async () => {
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  await admin.query(`drop database if exists "${bootstrapName}" with (force)`);
  await admin.end();
});

async function generated(change?: string): Promise<Map<string, string>> {
  const db = await freshDatabase('postgres');
  try {
    if (change) await db.engine.exec(change);
    return await generateSchemaFiles(db.engine, db.url!, bootstrapUrl);
  } finally {
    await db.drop();
  }
}

describe('the schema dump in supabase/schema/', () => {
  it('is what the migrations make', async () => {
    const files = await generated();
    const committed = readSchemaDir();
    expect([...committed.keys()].sort(), `the files of supabase/schema/ ${STALE}`).toEqual(
      [...files.keys()].sort(),
    );
    for (const [name, text] of files) {
      expect(comparable(name, committed.get(name)!), `supabase/schema/${name} ${STALE}`).toBe(
        comparable(name, text),
      );
    }
  });

  it('holds only what the migrations add, and lists triggers in firing order', async () => {
    const files = await generated(`
      create function private.probe_order() returns trigger language plpgsql as 'begin return new; end';
      create trigger trg_21_probe before insert on public.orders
        for each row execute function private.probe_order();
    `);
    const publicSql = files.get('public.sql')!;
    expect(publicSql).toContain('CREATE TABLE public.orders (');
    expect(publicSql).toContain(
      'CREATE TRIGGER trg_21_probe BEFORE INSERT ON public.orders FOR EACH ROW EXECUTE FUNCTION private.probe_order();',
    );
    expect(publicSql).not.toContain('\\restrict');
    expect(publicSql).not.toContain('realtime_local_capture');
    // The bootstrap's own objects are a hosted project's, not the migrations'.
    expect(files.get('auth.sql')).not.toContain('CREATE TABLE auth.users');
    expect(files.get('storage.sql')).toContain('CREATE POLICY "product-images: everyone reads"');
    expect(files.has('realtime.sql')).toBe(false);

    const readme = files.get('README.md')!;
    const orders = readme.slice(
      readme.indexOf('### public.orders'),
      readme.indexOf('- **UPDATE**', readme.indexOf('### public.orders')),
    );
    const fired = [...orders.matchAll(/`(trg_\w+|zz_\w+)`/g)].map((m) => m[1]);
    expect(fired.indexOf('trg_21_probe')).toBe(fired.indexOf('trg_20_prepare_order') + 1);
    expect(fired.indexOf('trg_22_check_buyer_gst')).toBe(fired.indexOf('trg_21_probe') + 1);
    expect(readme).toMatch(
      /\| `private\.probe_order\(\)` \| no `create function` in a migration \| \[private\.sql\]\(private\.sql\)/,
    );
    // Redefined by later migrations: the live body is the last one's.
    const defines = /create (or replace )?function private\.prepare_order\(\)/i;
    const live = (await listMigrations())
      .filter((m) => defines.test(readFileSync(m.file, 'utf8')))
      .map((m) => path.basename(m.file));
    expect(live.length).toBeGreaterThan(1);
    expect(readme).toContain(
      `| \`private.prepare_order()\` | [${live.at(-1)}](../migrations/${live.at(-1)}#L`,
    );
  });
});
