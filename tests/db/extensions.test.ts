// Extensions hosted Supabase offers: a migration written for a hosted project creates and uses
// them unchanged. PGlite loads each bundle when `create extension` first names it (and again
// when a saved database that has it is opened); PostgreSQL runs the same SQL with whatever
// contrib modules the server has installed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase, type FreshDatabase } from '../support/databases.ts';
import { openPglite } from '../../supabase/local/db/pglite.ts';
import { extensionsCreatedBy } from '../../supabase/local/db/pglite-extensions.ts';

/** Written as for `supabase db push`: extensions live in schema `extensions`. */
const MIGRATION: Record<string, string> = {
  pg_trgm: 'create extension if not exists pg_trgm with schema extensions;',
  citext: 'create extension if not exists citext with schema extensions;',
  hstore: 'create extension if not exists hstore with schema extensions;',
  ltree: 'create extension if not exists ltree with schema extensions;',
  unaccent: 'create extension if not exists unaccent with schema extensions;',
  'uuid-ossp': 'create extension if not exists "uuid-ossp" with schema extensions;',
  fuzzystrmatch: 'create extension if not exists fuzzystrmatch with schema extensions;',
  btree_gin: 'create extension if not exists btree_gin with schema extensions;',
  btree_gist: 'create extension if not exists btree_gist with schema extensions;',
  moddatetime: 'create extension if not exists moddatetime with schema extensions;',
  tablefunc: 'create extension if not exists tablefunc with schema extensions;',
  earthdistance: 'create extension if not exists earthdistance with schema extensions cascade;',
  isn: 'create extension if not exists isn with schema extensions;',
  seg: 'create extension if not exists seg with schema extensions;',
  vector: 'create extension if not exists vector with schema extensions;',
};

/**
 * One query per extension that only works once it exists, with its answer. Operators are
 * schema-qualified: the API roles have `extensions` on their search path, these sessions not.
 */
const CHECKS: Record<string, [string, unknown]> = {
  pg_trgm: [`select extensions.similarity('laser', 'lasers') > 0.5 as v`, true],
  citext: [`select extensions.citext_eq('Laser', 'LASER') as v`, true],
  hstore: [`select ('a=>1, b=>2'::extensions.hstore) OPERATOR(extensions.->) 'b' as v`, '2'],
  ltree: [
    `select 'tools.laser.meter'::extensions.ltree OPERATOR(extensions.<@) 'tools'::extensions.ltree as v`,
    true,
  ],
  unaccent: [`select extensions.unaccent('Hôtel Crème') as v`, 'Hotel Creme'],
  'uuid-ossp': [`select length(extensions.uuid_generate_v4()::text) as v`, 36],
  fuzzystrmatch: [`select extensions.levenshtein('meter', 'metre') as v`, 2],
  btree_gin: [
    `select count(*)::int as v from pg_opclass where opcname = 'int4_ops' and opcmethod = (select oid from pg_am where amname = 'gin')`,
    1,
  ],
  btree_gist: [`select count(*)::int as v from pg_opclass where opcname = 'gist_int4_ops'`, 1],
  moddatetime: [`select count(*)::int as v from pg_proc where proname = 'moddatetime'`, 1],
  tablefunc: [`select count(*)::int as v from extensions.normal_rand(3, 0, 1)`, 3],
  earthdistance: [
    `select round(extensions.earth_distance(extensions.ll_to_earth(0, 0), extensions.ll_to_earth(0, 1)) / 1000)::int as v`,
    111,
  ],
  isn: [`select extensions.isbn13('978-0-306-40615-7')::text as v`, '978-0-306-40615-7'],
  seg: [`select '1.5 .. 3'::extensions.seg OPERATOR(extensions.@>) '2'::extensions.seg as v`, true],
  vector: [
    `select '[1,2,3]'::extensions.vector OPERATOR(extensions.<->) '[1,2,5]'::extensions.vector as v`,
    2,
  ],
};

describe.each(ENGINES)('extensions on %s', (kind) => {
  let db: FreshDatabase;
  let available: string[];

  beforeAll(async () => {
    db = await freshDatabase(kind);
    const { rows } = await db.engine.query<{ name: string }>(
      'select name from pg_available_extensions',
    );
    const names = new Set(rows.map((r) => r.name));
    // PGlite lists every extension its build knows; PostgreSQL only what is installed.
    available = Object.keys(MIGRATION).filter((name) => kind === 'pglite' || names.has(name));
    await db.engine.exec(available.map((name) => MIGRATION[name]).join('\n'));
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('creates each extension a hosted Supabase migration names, and each one works', async () => {
    if (kind === 'pglite') expect(available).toEqual(Object.keys(MIGRATION));
    for (const name of available) {
      const [sql, expected] = CHECKS[name]!;
      // Older earthdistance releases resolve their own types through the search path.
      const { rows } = await db.engine.transaction(async (tx) => {
        await tx.query('set local search_path = public, extensions');
        return tx.query<{ v: unknown }>(sql);
      });
      expect({ name, value: rows[0]?.v }).toEqual({ name, value: expected });
    }
  });

  it('runs a moddatetime trigger written as on hosted Supabase', async () => {
    if (!available.includes('moddatetime')) return;
    await db.engine.exec(`
      create table public.ext_notes (id int primary key, body text, updated_at timestamptz default '2000-01-01');
      create trigger ext_notes_touch before update on public.ext_notes
        for each row execute procedure extensions.moddatetime (updated_at);
      insert into public.ext_notes (id, body) values (1, 'a');
      update public.ext_notes set body = 'b' where id = 1;
    `);
    const { rows } = await db.engine.query<{ recent: boolean }>(
      `select updated_at > now() - interval '1 minute' as recent from public.ext_notes`,
    );
    expect(rows).toEqual([{ recent: true }]);
  });

  it('finds what `create extension` statements name, with what they require', () => {
    expect(
      extensionsCreatedBy(
        'create extension if not exists "uuid-ossp" with schema extensions;\nCREATE EXTENSION earthdistance CASCADE;',
      ),
    ).toEqual(['uuid-ossp', 'cube', 'earthdistance']);
    expect(extensionsCreatedBy('select 1')).toEqual([]);
  });

  it.runIf(kind === 'pglite')(
    'loads the extensions of a saved database when it is opened',
    async () => {
      const image = await (
        db.engine as unknown as { pglite: { dumpDataDir(): Promise<Blob> } }
      ).pglite.dumpDataDir();
      const reopened = await openPglite({ loadDataDir: image });
      try {
        const { rows } = await reopened.query<{ v: unknown }>(CHECKS.vector![0]);
        expect(rows[0]?.v).toBe(2);
        const trgm = await reopened.query<{ v: unknown }>(CHECKS.pg_trgm![0]);
        expect(trgm.rows[0]?.v).toBe(true);
      } finally {
        await reopened.close();
      }
    },
  );
});
