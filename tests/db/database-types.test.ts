// sync/engine/database.types.ts is generated from the migrations (npm run gen:types): regenerated
// here from the migrated test database and compared, so a migration that changes the schema
// without regenerating the types fails the suite instead of a renamed column failing in a browser.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes, TYPES_FILE } from '../../scripts/gen-db-types.ts';
import { ENGINES, freshDatabase } from '../support/databases.ts';

const STALE =
  'sync/engine/database.types.ts is not what the migrations make: run npm run gen:types';

describe.each(ENGINES)('the generated database types on %s', (kind) => {
  it('are what the migrations make', async () => {
    const db = await freshDatabase(kind);
    try {
      const generated = await generateDatabaseTypes(db.engine);
      expect(generated.length).toBeGreaterThan(10_000);
      expect(readFileSync(TYPES_FILE, 'utf8'), STALE).toBe(generated);
    } finally {
      await db.drop();
    }
  });

  it('change with the schema: a column, an optional argument, a view', async () => {
    const db = await freshDatabase(kind);
    try {
      await db.engine.exec(`
        alter table public.banners add column shade text not null default 'light';
        create function public.types_probe(a int, b text default 'x') returns setof public.banners
          language sql stable as 'select * from public.banners';
        create view public.types_probe_view as select id, title from public.banners;
      `);
      const text = await generateDatabaseTypes(db.engine);
      const banners = text.slice(text.indexOf('banners: {'), text.indexOf('Relationships'));
      expect(banners).toContain('shade: string;');
      expect(banners).toContain('shade?: string;');
      expect(text).toMatch(
        /types_probe: \{\s*Args: \{ a: number; b\?: string \};\s*Returns: Database\['public'\]\['Tables'\]\['banners'\]\['Row'\]\[\];\s*\}/,
      );
      expect(text).toMatch(
        /types_probe_view: \{\s*Row: \{ id: string \| null; title: string \| null \};/,
      );
      expect(readFileSync(TYPES_FILE, 'utf8')).not.toBe(text);
    } finally {
      await db.drop();
    }
  });
});
