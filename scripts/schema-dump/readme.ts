// supabase/schema/README.md: for every table, its triggers in firing order with the function
// each calls; for every function, the migration holding its live body and its place in the dump.
import type { Queryable } from '../../supabase/local/db/engine.ts';
import { entryKey, type DumpEntry, type SchemaFile } from './dump.ts';
import type { FunctionDefinition } from './migration-functions.ts';

export interface CatalogFunction {
  schema: string;
  /** As pg_dump names it: `prepare_order()`, `add_order_event(uuid, text, ...)`. */
  tag: string;
  arg_oids: number[];
  name: string;
}

export interface CatalogTrigger {
  schema: string;
  table: string;
  name: string;
  type: number;
  function_schema: string;
  function_tag: string;
  columns: string[] | null;
  enabled: string;
  is_constraint: boolean;
  deferred: boolean;
  definition: string;
}

// Formatted with an empty search_path, as pg_dump formats its names (public.products, not products).
const FUNCTIONS_SQL = `
  select n.nspname as schema, p.proname as name,
         p.proname || '(' || pg_catalog.oidvectortypes(p.proargtypes) || ')' as tag,
         p.proargtypes::oid[]::int[] as arg_oids
    from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace`;

const TRIGGERS_SQL = `
  select n.nspname as schema, c.relname as table, t.tgname as name, t.tgtype::int as type,
         fn.nspname as function_schema,
         p.proname || '(' || pg_catalog.oidvectortypes(p.proargtypes) || ')' as function_tag,
         (select array_agg(a.attname::text order by a.attnum) from pg_catalog.pg_attribute a
           where a.attrelid = t.tgrelid and a.attnum = any (t.tgattr::int2[])) as columns,
         t.tgenabled::text as enabled, t.tgconstraint <> 0 as is_constraint,
         t.tginitdeferred as deferred, pg_catalog.pg_get_triggerdef(t.oid) as definition
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_proc p on p.oid = t.tgfoid
    join pg_catalog.pg_namespace fn on fn.oid = p.pronamespace
   where not t.tgisinternal`;

export async function readCatalog(
  db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
): Promise<{ functions: CatalogFunction[]; triggers: CatalogTrigger[] }> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local search_path to ''`);
    const functions = (await tx.query<CatalogFunction>(FUNCTIONS_SQL)).rows;
    const triggers = (await tx.query<CatalogTrigger>(TRIGGERS_SQL)).rows;
    return { functions, triggers };
  });
}

/** Each argument type as written in a migration, resolved to its type's oid (the migrations' search_path). */
export async function resolveTypes(db: Queryable, written: string[]): Promise<Map<string, number>> {
  const oids = new Map<string, number>();
  for (const type of new Set(written)) {
    try {
      const { rows } = await db.query<{ oid: number | null }>(
        'select to_regtype($1)::oid::int as oid',
        [type],
      );
      if (rows[0]?.oid) oids.set(type, rows[0].oid);
    } catch {
      // Not a type name this database knows (dropped since, or a %type reference): no match.
    }
  }
  return oids;
}

const EVENTS = [
  [4, 'INSERT'],
  [16, 'UPDATE'],
  [8, 'DELETE'],
  [32, 'TRUNCATE'],
] as const;

/** Within one event: statement triggers before, each row's before, each row's after, statement after. */
const STAGES = [
  { label: 'before, once per statement', row: false, timing: 'BEFORE' },
  { label: 'instead of, for each row', row: true, timing: 'INSTEAD OF' },
  { label: 'before, for each row', row: true, timing: 'BEFORE' },
  { label: 'after, for each row', row: true, timing: 'AFTER' },
  { label: 'after, once per statement', row: false, timing: 'AFTER' },
];

const timingOf = (type: number) => (type & 64 ? 'INSTEAD OF' : type & 2 ? 'BEFORE' : 'AFTER');
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0); // as the server sorts them: bytewise

interface Place {
  file: string;
  line: number;
}

// The dump's file, not its line: a line number would change in this README whenever anything
// above it in the dump changed, and the README is meant to change only with the schema.
const link = (place: Place | undefined) =>
  place ? `[${place.file}](${place.file})` : 'not in the dump';
const migrationLink = (d: FunctionDefinition) =>
  `[${d.migration}](../migrations/${d.migration}#L${d.line})`;

function triggerLine(
  trigger: CatalogTrigger,
  event: string,
  about: (fn: string) => string,
): string {
  const fn = `${trigger.function_schema}.${trigger.function_tag}`;
  const notes = [
    event === 'UPDATE' && trigger.columns ? `of ${trigger.columns.join(', ')}` : '',
    /\sWHEN \((.*)\) EXECUTE /.exec(trigger.definition)?.[1] ? 'with a WHEN condition' : '',
    trigger.is_constraint
      ? `constraint trigger${trigger.deferred ? ', deferred to commit' : ''}`
      : '',
    trigger.enabled === 'D' ? 'disabled' : '',
  ].filter(Boolean);
  const call = /EXECUTE FUNCTION (.*)$/.exec(trigger.definition)?.[1] ?? fn;
  return `  - \`${trigger.name}\`${notes.length ? ` (${notes.join('; ')})` : ''}: \`${call}\`, ${about(fn)}`;
}

export interface ReadmeInput {
  files: SchemaFile[];
  entries: Map<string, DumpEntry[]>;
  functions: CatalogFunction[];
  triggers: CatalogTrigger[];
  /** Every migration's definitions, oldest first, with their input types resolved. */
  definitions: (FunctionDefinition & { argOids: (number | undefined)[] })[];
}

export function renderReadme(input: ReadmeInput): string {
  const where = new Map<string, Place>();
  const dumped = new Set<string>();
  for (const file of input.files) {
    for (const entry of input.entries.get(file.schema) ?? []) {
      const line = file.lines.get(entryKey(entry));
      dumped.add(entryKey(entry));
      if (entry.type === 'FUNCTION' && line) {
        where.set(`${entry.schema}.${entry.name}`, { file: `${file.schema}.sql`, line });
      }
    }
  }
  const definitionsOf = (fn: CatalogFunction) =>
    input.definitions.filter(
      (d) =>
        d.schema === fn.schema &&
        d.name === fn.name &&
        d.argOids.length === fn.arg_oids.length &&
        d.argOids.every((oid, i) => oid === fn.arg_oids[i]),
    );
  const catalog = new Map(input.functions.map((f) => [`${f.schema}.${f.tag}`, f]));
  const about = (fn: string) => {
    const live = catalog.get(fn) && definitionsOf(catalog.get(fn)!).at(-1);
    return `${link(where.get(fn))}, body from ${live ? migrationLink(live) : 'no migration'}`;
  };
  const triggers = input.triggers
    .filter((t) =>
      dumped.has(entryKey({ type: 'TRIGGER', schema: t.schema, name: `${t.table} ${t.name}` })),
    )
    .sort((a, b) => byName(a.name, b.name));
  const tables = new Set(
    [...dumped]
      .map((key) => key.split('|'))
      .filter(([type]) => type === 'TABLE')
      .map(([, schema, name]) => `${schema}.${name}`),
  );
  for (const t of triggers) tables.add(`${t.schema}.${t.table}`);

  const out = [
    '# The schema as the migrations leave it',
    '',
    'Generated by `npm run gen:schema` from `supabase/migrations`; do not edit. The `.sql` files',
    'beside this one are `pg_dump --schema-only` of a database migrated as the tests and the app',
    'migrate it, one file per schema, without what a hosted project has before the migrations.',
    'Migrations are never edited: a new one redefines a function whole, and these files show the',
    "result. Same-event triggers fire in name order. Left out as the local server's, not the",
    "migrations': the change capture `realtime_local_capture` on each table of the",
    '`supabase_realtime` publication (`supabase/local/sql/realtime.sql`). To read a function in',
    'its dump, search the file for `FUNCTION <schema>.<name>(`.',
    '',
    '## Tables and their triggers',
    '',
  ];
  const quiet: string[] = [];
  for (const table of [...tables].sort(byName)) {
    const own = triggers.filter((t) => `${t.schema}.${t.table}` === table);
    if (!own.length) {
      quiet.push(`\`${table}\``);
      continue;
    }
    out.push(`### ${table}`, '');
    for (const [bit, event] of EVENTS) {
      const firing = own.filter((t) => t.type & bit);
      if (!firing.length) continue;
      out.push(`- **${event}**`);
      for (const stage of STAGES) {
        const staged = firing.filter(
          (t) => Boolean(t.type & 1) === stage.row && timingOf(t.type) === stage.timing,
        );
        if (!staged.length) continue;
        out.push(`  - ${stage.label}:`);
        out.push(...staged.map((t) => `  ${triggerLine(t, event, about)}`));
      }
    }
    out.push('');
  }
  if (quiet.length) out.push(`No triggers: ${quiet.join(', ')}.`, '');

  out.push(
    '## Functions',
    '',
    'The live body is the last migration that creates the function with these input types.',
    '',
    '| function | live body in | read it in | earlier definitions |',
    '|---|---|---|---|',
  );
  const listed = input.functions
    .filter((f) => where.has(`${f.schema}.${f.tag}`))
    .sort((a, b) => byName(`${a.schema}.${a.tag}`, `${b.schema}.${b.tag}`));
  for (const fn of listed) {
    const same = definitionsOf(fn);
    const live = same.at(-1);
    const earlier = same.slice(0, -1).map((d) => d.migration.replace(/\.sql$/, ''));
    out.push(
      `| \`${fn.schema}.${fn.tag}\` | ${live ? migrationLink(live) : 'no `create function` in a migration'} | ${link(where.get(`${fn.schema}.${fn.tag}`))} | ${earlier.join(', ')} |`,
    );
  }
  return `${out.join('\n')}\n`;
}
