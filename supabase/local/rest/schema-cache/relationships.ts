// The relationships resource embedding follows, derived from the catalog as PostgREST's
// SchemaCache.hs derives them: many-to-one from each foreign key, its one-to-many inverse,
// one-to-one when the key columns are unique, many-to-many through a junction table whose
// primary key holds both foreign keys, the same through views that pass the key columns
// through, and computed relationships (functions taking a row). `findRelationship` is
// PostgREST's findRel: the target is a table, a constraint or a column, refined by a hint.
import { pgrstError } from '../errors.ts';
import { closestMatch } from './fuzzy.ts';
import type { Catalog, ForeignKey } from './schema-cache.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  /** The junction's key to the origin, as (junction column, origin column) pairs. */
  sourceConstraint: string;
  source: [string, string][];
  /** The junction's key to the target, as (junction column, target column) pairs. */
  targetConstraint: string;
  target: [string, string][];
}

export type Relationship =
  | {
      kind: 'fk';
      table: string;
      foreign: string;
      isSelf: boolean;
      cardinality: Cardinality;
      constraint: string;
      /** (origin column, target column) pairs; empty for many-to-many. */
      columns: [string, string][];
      junction?: Junction;
      foreignIsView: boolean;
    }
  | { kind: 'computed'; table: string; foreign: string; fn: string; single: boolean };

export function isToOne(rel: Relationship): boolean {
  if (rel.kind === 'computed') return rel.single;
  return rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';
}

type FkRel = Extract<Relationship, { kind: 'fk' }>;

/** Foreign keys restated for views that pass every key column of one side through unchanged. */
function viewForeignKeys(catalog: Catalog): ForeignKey[] {
  const byView = new Map<string, Map<string, Map<string, string>>>();
  for (const vc of catalog.viewColumns) {
    const tables = byView.get(vc.view) ?? new Map<string, Map<string, string>>();
    const columns = tables.get(vc.table) ?? new Map<string, string>();
    columns.set(vc.tableColumn, vc.column);
    tables.set(vc.table, columns);
    byView.set(vc.view, tables);
  }
  const through = (table: string, columns: string[]) =>
    [...byView].flatMap(([view, tables]) => {
      const map = tables.get(table);
      if (!map || !columns.every((c) => map.has(c))) return [];
      return [{ view, columns: columns.map((c) => map.get(c)!) }];
    });
  const out: ForeignKey[] = [];
  for (const fk of catalog.foreignKeys) {
    const sources = [{ view: fk.table, columns: fk.columns }, ...through(fk.table, fk.columns)];
    const targets = [
      { view: fk.foreign, columns: fk.foreignColumns },
      ...through(fk.foreign, fk.foreignColumns),
    ];
    for (const s of sources) {
      for (const t of targets) {
        if (s.view === fk.table && t.view === fk.foreign) continue;
        out.push({
          ...fk,
          table: s.view,
          foreign: t.view,
          columns: s.columns,
          foreignColumns: t.columns,
        });
      }
    }
  }
  return out;
}

function zip(a: string[], b: string[]): [string, string][] {
  return a.map((x, i) => [x, b[i]!]);
}

export function buildRelationships(catalog: Catalog): Map<string, Relationship[]> {
  const isView = (name: string) => catalog.tables.get(name)?.isView ?? false;
  const m2o: FkRel[] = [...catalog.foreignKeys, ...viewForeignKeys(catalog)].map((fk) => ({
    kind: 'fk',
    table: fk.table,
    foreign: fk.foreign,
    isSelf: fk.table === fk.foreign,
    cardinality: fk.oneToOne && !isView(fk.table) ? 'one-to-one' : 'many-to-one',
    constraint: fk.name,
    columns: zip(fk.columns, fk.foreignColumns),
    foreignIsView: isView(fk.foreign),
  }));
  const inverse: FkRel[] = m2o.map((r) => ({
    ...r,
    table: r.foreign,
    foreign: r.table,
    cardinality: r.cardinality === 'one-to-one' ? 'one-to-one' : 'one-to-many',
    columns: r.columns.map(([a, b]) => [b, a] as [string, string]),
    foreignIsView: isView(r.table),
  }));
  const m2m: FkRel[] = [];
  for (const a of m2o) {
    if (a.cardinality !== 'many-to-one' && a.cardinality !== 'one-to-one') continue;
    const pk = new Set(catalog.tables.get(a.table)?.primaryKey ?? []);
    for (const b of m2o) {
      if (b.table !== a.table || b.constraint === a.constraint) continue;
      const keyColumns = [...a.columns, ...b.columns].map(([c]) => c);
      if (!keyColumns.every((c) => pk.has(c))) continue;
      m2m.push({
        kind: 'fk',
        table: a.foreign,
        foreign: b.foreign,
        isSelf: a.foreign === b.foreign,
        cardinality: 'many-to-many',
        constraint: a.constraint,
        columns: [],
        junction: {
          table: a.table,
          sourceConstraint: a.constraint,
          source: a.columns,
          targetConstraint: b.constraint,
          target: b.columns,
        },
        foreignIsView: isView(b.foreign),
      });
    }
  }
  const computed: Relationship[] = catalog.computed.map((c) => ({
    kind: 'computed',
    table: c.table,
    foreign: c.foreign,
    fn: c.name,
    single: c.single,
  }));
  const all = new Map<string, Relationship[]>();
  for (const rel of [...m2o, ...m2m, ...inverse, ...computed]) {
    const list = all.get(rel.table) ?? [];
    list.push(rel);
    all.set(rel.table, list);
  }
  return all;
}

function singleColumn(rel: FkRel, side: 0 | 1): string | undefined {
  return rel.columns.length === 1 ? rel.columns[0]![side] : undefined;
}

function matches(rel: Relationship, target: string, hint: string | undefined): boolean {
  if (rel.kind === 'computed') return rel.fn === target;
  const toMany = rel.cardinality === 'one-to-many';
  if (rel.isSelf && rel.cardinality !== 'many-to-many') {
    if (hint === undefined) {
      return (
        (target === rel.foreign && toMany) ||
        (singleColumn(rel, 0) === target && rel.cardinality === 'many-to-one')
      );
    }
    return target === rel.foreign && toMany && singleColumn(rel, 1) === hint;
  }
  const isFk = rel.cardinality !== 'many-to-many';
  if (hint === undefined) {
    return (
      target === rel.foreign ||
      (isFk && rel.constraint === target && !rel.foreignIsView) ||
      (isFk && singleColumn(rel, 0) === target && !rel.foreignIsView)
    );
  }
  if (target !== rel.foreign) return false;
  if (!isFk) return rel.junction?.table === hint;
  return rel.constraint === hint || singleColumn(rel, 0) === hint || singleColumn(rel, 1) === hint;
}

function describe(rel: FkRel): Record<string, string> {
  const list = (cols: string[]) => `(${cols.join(', ')})`;
  const j = rel.junction;
  return {
    cardinality: rel.cardinality,
    embedding: `${rel.table} with ${rel.foreign}`,
    relationship: j
      ? `${j.table} using ${j.sourceConstraint}${list(j.source.map(([c]) => c))} and ${j.targetConstraint}${list(j.target.map(([c]) => c))}`
      : `${rel.constraint} using ${rel.table}${list(rel.columns.map(([c]) => c))} and ${rel.foreign}${list(rel.columns.map(([, c]) => c))}`,
  };
}

/** The one relationship `origin?select=target!hint(...)` means, or PGRST200 / PGRST201. */
export function findRelationship(
  all: Map<string, Relationship[]>,
  schema: string,
  origin: string,
  target: string,
  hint: string | undefined,
): Relationship {
  const found = (all.get(origin) ?? []).filter((rel) => matches(rel, target, hint));
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    const children = all.get(origin);
    let suggestion: string | undefined;
    if (children) {
      const match = closestMatch(
        target,
        children.map((c) => c.foreign),
      );
      if (match && match !== target)
        suggestion = `Perhaps you meant '${match}' instead of '${target}'.`;
    } else {
      const match = closestMatch(origin, all.keys());
      if (match) suggestion = `Perhaps you meant '${match}' instead of '${origin}'.`;
    }
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}${hint === undefined ? '' : `' using the hint '${hint}`}' in the schema '${schema}', but no matches were found.`,
      suggestion ?? null,
    );
  }
  const fks = found.filter((r): r is FkRel => r.kind === 'fk');
  const hints = fks
    .map((r) => `'${r.foreign}!${r.junction ? r.junction.table : r.constraint}'`)
    .join(', ');
  throw pgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    fks.map(describe),
    `Try changing '${target}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  );
}
