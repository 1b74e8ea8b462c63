// `npm run gen:types`: the `Database` type supabase-js is created with, generated from the
// catalog of a database migrated from supabase/migrations (a fresh in-memory PGlite, or
// `--db-url postgres://…` for a running one), in the shape `supabase gen types typescript`
// writes for schema public, so a user of the Supabase CLI can regenerate it the usual way.
// tests/db/database-types.test.ts regenerates it in memory and fails when the file is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { Queryable } from '../supabase/local/db/engine.ts';

export const TYPES_FILE = fileURLToPath(
  new URL('../sync/engine/database.types.ts', import.meta.url),
);

interface PgType {
  oid: number;
  name: string;
  schema: string;
  kind: string; // typtype: b base, c composite, d domain, e enum, p pseudo, r range
  category: string;
  element: number;
  base: number;
  relkind: string | null;
}

interface Column {
  relation: string;
  relkind: string;
  name: string;
  type: number;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface ForeignKey {
  name: string;
  relation: string;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface PgFunction {
  name: string;
  returns: number;
  retset: boolean;
  defaults: number;
  arg_types: number[];
  arg_modes: string[] | null;
  arg_names: string[] | null;
}

// Objects an extension owns are the extension's, not the project's (as the CLI leaves them out).
const notExtension = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

const TYPES_SQL = `
  select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype as kind,
         t.typcategory as category, t.typelem::int as element, t.typbasetype::int as base,
         c.relkind::text as relkind
    from pg_type t
    join pg_namespace n on n.oid = t.typnamespace
    left join pg_class c on c.oid = t.typrelid`;

const COLUMNS_SQL = `
  select c.relname as relation, c.relkind::text as relkind, a.attname as name,
         a.atttypid::int as type, a.attnotnull as not_null, a.atthasdef as has_default,
         a.attidentity::text as identity, a.attgenerated::text as generated
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
   where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'c')
     and ${notExtension('pg_class', 'c.oid')}
   order by c.relname, a.attname`;

const FOREIGN_KEYS_SQL = `
  select con.conname as name, cl.relname as relation,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
                order by k.i) as columns,
         fcl.relname as referenced,
         array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num
                order by k.i) as referenced_columns,
         exists (select 1 from pg_index i
                  where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                    and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                      = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_class fcl on fcl.oid = con.confrelid
    join pg_namespace fn on fn.oid = fcl.relnamespace
   where con.contype = 'f' and n.nspname = 'public' and fn.nspname = 'public'
   order by cl.relname, con.conname`;

const FUNCTIONS_SQL = `
  select p.proname as name, p.prorettype::int as returns, p.proretset as retset,
         p.pronargdefaults::int as defaults,
         coalesce(p.proallargtypes, p.proargtypes::oid[])::int[] as arg_types,
         p.proargmodes::text[] as arg_modes, p.proargnames as arg_names
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public' and p.prokind = 'f'
     and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
     and ${notExtension('pg_proc', 'p.oid')}
   order by p.proname, p.oid`;

const ENUMS_SQL = `
  select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
    from pg_enum e
    join pg_type t on t.oid = e.enumtypid
    join pg_namespace n on n.oid = t.typnamespace
   where n.nspname = 'public' and ${notExtension('pg_type', 't.oid')}
   group by t.typname
   order by t.typname`;

// postgres-meta's mapping of Postgres types to TypeScript.
const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};
const STRINGS = new Set(
  'bytea bpchar varchar date text citext time timetz timestamp timestamptz uuid vector name char inet cidr macaddr interval tsvector tsquery'.split(
    ' ',
  ),
);

const quote = (s: string) => JSON.stringify(s);
const key = (s: string) => (/^[A-Za-z_$][\w$]*$/.test(s) ? s : quote(s));
const schemaRef = (part: string, name: string) =>
  `Database["public"][${quote(part)}][${quote(name)}]`;

function typeNamer(types: Map<number, PgType>) {
  const name = (oid: number): string => {
    const t = types.get(oid);
    if (!t) return 'unknown';
    if (t.category === 'A' && t.element) return `${name(t.element)}[]`;
    if (t.kind === 'd') return name(t.base);
    if (t.kind === 'e') return t.schema === 'public' ? schemaRef('Enums', t.name) : 'string';
    if (t.kind === 'c' && t.schema === 'public') {
      if (t.relkind === 'c') return schemaRef('CompositeTypes', t.name);
      if (t.relkind === 'v' || t.relkind === 'm') return `${schemaRef('Views', t.name)}["Row"]`;
      return `${schemaRef('Tables', t.name)}["Row"]`;
    }
    return SCALARS[t.name] ?? (STRINGS.has(t.name) ? 'string' : 'unknown');
  };
  return name;
}

/** An object type; a name ending in `?` is an optional property. */
function fields(entries: [string, string][]): string {
  const property = (k: string) => (k.endsWith('?') ? `${key(k.slice(0, -1))}?` : key(k));
  return entries.length
    ? `{ ${entries.map(([k, v]) => `${property(k)}: ${v}`).join('; ')} }`
    : '{}';
}

function columnsOf(columns: Column[], tsType: (oid: number) => string) {
  const typeOf = (c: Column) => tsType(c.type) + (c.not_null ? '' : ' | null');
  // Generated columns and identities Postgres always fills are never written.
  const readOnly = (c: Column) => c.generated !== '' || c.identity === 'a';
  const optional = (c: Column) => !c.not_null || c.has_default || c.identity !== '';
  const row = fields(columns.map((c) => [c.name, typeOf(c)]));
  const insert = fields(
    columns.map((c) => [
      readOnly(c) || optional(c) ? `${c.name}?` : c.name,
      readOnly(c) ? 'never' : typeOf(c),
    ]),
  );
  const update = fields(columns.map((c) => [`${c.name}?`, readOnly(c) ? 'never' : typeOf(c)]));
  return { row, insert, update };
}

function relationships(keys: ForeignKey[]): string {
  return `[${keys
    .map(
      (k) =>
        `{ foreignKeyName: ${quote(k.name)}; columns: ${JSON.stringify(k.columns)}; isOneToOne: ${k.one_to_one}; referencedRelation: ${quote(k.referenced)}; referencedColumns: ${JSON.stringify(k.referenced_columns)} }`,
    )
    .join(', ')}]`;
}

function functionType(fn: PgFunction, tsType: (oid: number) => string): string {
  const modes = fn.arg_modes ?? fn.arg_types.map(() => 'i');
  const names = fn.arg_names ?? [];
  const args = fn.arg_types.map((type, i) => ({ type, mode: modes[i]!, name: names[i] ?? '' }));
  const inputs = args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const firstDefault = inputs.length - fn.defaults;
  const argsType = inputs.length
    ? fields(inputs.map((a, i) => [i >= firstDefault ? `${a.name}?` : a.name, tsType(a.type)]))
    : 'never';
  const outputs = args.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const one = outputs.length
    ? fields(outputs.map((a) => [a.name, tsType(a.type)]))
    : tsType(fn.returns);
  return `{ Args: ${argsType}; Returns: ${fn.retset ? `${one.includes(' ') ? `(${one})` : one}[]` : one} }`;
}

function groupBy<T>(items: T[], by: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(by(item), [...(groups.get(by(item)) ?? []), item]);
  return groups;
}

function entriesOf(map: Map<string, string>): string {
  return map.size
    ? `{ ${[...map].map(([k, v]) => `${key(k)}: ${v}`).join('; ')} }`
    : '{ [_ in never]: never }';
}

const HELPERS = `
type PublicSchema = Database["public"];

export type Tables<T extends keyof (PublicSchema["Tables"] & PublicSchema["Views"])> =
  (PublicSchema["Tables"] & PublicSchema["Views"])[T] extends { Row: infer R } ? R : never;
export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"];
export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"];
export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T];
export type CompositeTypes<T extends keyof PublicSchema["CompositeTypes"]> =
  PublicSchema["CompositeTypes"][T];
`;

/** The database types file's text (formatted as the repository's Prettier settings say). */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const [types, columns, keys, functions, enums] = await Promise.all([
    db.query<PgType>(TYPES_SQL),
    db.query<Column>(COLUMNS_SQL),
    db.query<ForeignKey>(FOREIGN_KEYS_SQL),
    db.query<PgFunction>(FUNCTIONS_SQL),
    db.query<{ name: string; labels: string[] }>(ENUMS_SQL),
  ]);
  const tsType = typeNamer(new Map(types.rows.map((t) => [t.oid, t])));
  const keysOf = groupBy(keys.rows, (k) => k.relation);
  const tables = new Map<string, string>();
  const views = new Map<string, string>();
  const composites = new Map<string, string>();
  for (const [relation, cols] of groupBy(columns.rows, (c) => c.relation)) {
    const kind = cols[0]!.relkind;
    const { row, insert, update } = columnsOf(cols, tsType);
    const links = relationships(keysOf.get(relation) ?? []);
    if (kind === 'c')
      composites.set(relation, fields(cols.map((c) => [c.name, `${tsType(c.type)} | null`])));
    else if (kind === 'v' || kind === 'm')
      views.set(relation, `{ Row: ${row}; Relationships: ${links} }`);
    else
      tables.set(
        relation,
        `{ Row: ${row}; Insert: ${insert}; Update: ${update}; Relationships: ${links} }`,
      );
  }
  const fns = new Map<string, string>();
  for (const [name, overloads] of groupBy(functions.rows, (f) => f.name)) {
    // PostgREST cannot name an unnamed argument, so such overloads cannot be called.
    const callable = overloads.filter((f) =>
      (f.arg_names ?? []).every((n, i) => n !== '' || (f.arg_modes?.[i] ?? 'i') === 't'),
    );
    const variants = [...new Set(callable.map((f) => functionType(f, tsType)))].sort();
    if (variants.length) fns.set(name, variants.join(' | '));
  }
  const enumMap = new Map(enums.rows.map((e) => [e.name, e.labels.map(quote).join(' | ')]));
  const constants = enums.rows.map((e) => `${key(e.name)}: ${JSON.stringify(e.labels)}`).join(', ');

  const text = `// Generated by \`npm run gen:types\` (scripts/gen-db-types.ts) from supabase/migrations: do not edit.
// The same shape as \`supabase gen types typescript --local --schema public\`.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // The PostgREST the API speaks (supabase/local emulates PostgREST 12).
  __InternalSupabase: { PostgrestVersion: "12" };
  public: {
    Tables: ${entriesOf(tables)};
    Views: ${entriesOf(views)};
    Functions: ${entriesOf(fns)};
    Enums: ${entriesOf(enumMap)};
    CompositeTypes: ${entriesOf(composites)};
  };
};
${HELPERS}
export const Constants = { public: { Enums: { ${constants} } } } as const;
`;
  const options = await resolveConfig(TYPES_FILE);
  return format(text, { ...options, filepath: TYPES_FILE });
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--db-url');
  const url = at >= 0 ? process.argv[at + 1] : undefined;
  let db: Queryable & { close(): Promise<void> };
  if (url) {
    const { openPostgres } = await import('../supabase/local/db/postgres.ts');
    db = await openPostgres(url, 1);
  } else {
    const { openPglite } = await import('../supabase/local/db/pglite.ts');
    const { prepareDatabase } = await import('../supabase/local/db/migrate.ts');
    db = await openPglite();
    await prepareDatabase(db as Awaited<ReturnType<typeof openPglite>>, { seed: false });
  }
  try {
    writeFileSync(TYPES_FILE, await generateDatabaseTypes(db));
    console.log(`wrote ${path.relative(process.cwd(), TYPES_FILE)}`);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
