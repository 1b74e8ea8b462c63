// Owns what /rest/v1 knows about the exposed schema: tables, views and their columns,
// primary keys, and callable functions, read from the catalog. Kept for a short time and
// re-read when a name is missing or Postgres reports an unknown relation or column, so
// migrations applied while the server runs are picked up.
import type { Queryable } from '../../db/engine.ts';
import { CATALOG_SQL } from './catalog-sql.ts';

export interface Column {
  name: string;
  /** format_type(), e.g. "integer", "timestamp with time zone", "text[]". */
  type: string;
  /** The type's name, or a domain's base type name (json, jsonb, tsvector, ...). */
  base: string;
  /** SQL expression of the column default, as Postgres prints it. */
  default: string | null;
}

export interface Table {
  schema: string;
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
  isView: boolean;
}

/** A foreign key between two relations of the schema, as the catalog states it. */
export interface ForeignKey {
  name: string;
  table: string;
  foreign: string;
  columns: string[];
  foreignColumns: string[];
  /** The key columns are also the table's primary key or a unique constraint. */
  oneToOne: boolean;
}

/** A function taking a row of `table` and returning rows of `foreign` (a computed relationship). */
export interface ComputedRelation {
  name: string;
  table: string;
  foreign: string;
  single: boolean;
}

/** A view column that passes a base table's column through unchanged. */
export interface ViewColumn {
  view: string;
  column: string;
  table: string;
  tableColumn: string;
}

export interface RoutineParam {
  name: string;
  type: string;
  required: boolean;
  variadic: boolean;
}

export interface Routine {
  schema: string;
  name: string;
  params: RoutineParam[];
  returns: 'void' | 'scalar' | 'composite';
  set: boolean;
  volatility: 'immutable' | 'stable' | 'volatile';
  /** The table whose row type the function returns, if any. */
  table?: string;
}

export interface Catalog {
  tables: Map<string, Table>;
  routines: Map<string, Routine[]>;
  foreignKeys: ForeignKey[];
  computed: ComputedRelation[];
  viewColumns: ViewColumn[];
  loadedAt: number;
}

interface RawRoutine {
  name: string;
  set: boolean;
  volatility: 'i' | 's' | 'v';
  ndefaults: number;
  argnames: string[];
  argmodes: string[];
  argtypes: string[];
  rettype: string;
  rettyptype: string;
  rettable: string | null;
}

const VOLATILITY = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

function toRoutine(schema: string, raw: RawRoutine): Routine {
  const modes = raw.argmodes.length ? raw.argmodes : raw.argtypes.map(() => 'i');
  const inputs = modes.flatMap((mode, i) => (['i', 'b', 'v'].includes(mode) ? [i] : []));
  const firstOptional = inputs.length - raw.ndefaults;
  const params = inputs.map((i, position) => ({
    name: raw.argnames[i] ?? '',
    type: raw.argtypes[i]!,
    required: position < firstOptional,
    variadic: modes[i] === 'v',
  }));
  const hasOutputs = modes.some((m) => ['o', 'b', 't'].includes(m));
  const composite = raw.rettyptype === 'c' || (raw.rettype === 'record' && hasOutputs);
  return {
    schema,
    name: raw.name,
    params,
    returns: raw.rettype === 'void' ? 'void' : composite ? 'composite' : 'scalar',
    set: raw.set,
    volatility: VOLATILITY[raw.volatility],
    table: raw.rettable ?? undefined,
  };
}

/**
 * PostgREST leaves out functions with unnamed parameters, except one unnamed parameter of a
 * type a raw body can fill (bytea, json, jsonb, text, xml).
 */
function callable(routine: Routine): boolean {
  const unnamed = routine.params.filter((prm) => prm.name === '');
  if (unnamed.length === 0) return true;
  return (
    unnamed.length === 1 && ['bytea', 'json', 'jsonb', 'text', 'xml'].includes(unnamed[0]!.type)
  );
}

/** Overloads as PostgREST orders them: fewest parameters first, then by parameters. */
function overloadOrder(a: Routine, b: Routine): number {
  if (a.params.length !== b.params.length) return a.params.length - b.params.length;
  const key = (r: Routine) => r.params.map((prm) => `${prm.name}\u0000${prm.type}`).join('\u0001');
  return key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
}

async function loadCatalog(db: Queryable, schema: string): Promise<Catalog> {
  const { rows } = await db.query<{ catalog: string }>(CATALOG_SQL, [schema]);
  const raw = JSON.parse(rows[0]!.catalog) as {
    tables: { name: string; is_view: boolean; columns: Column[]; pk: string[] }[];
    routines: RawRoutine[];
    fks: (Omit<ForeignKey, 'foreignColumns' | 'oneToOne'> & {
      fcolumns: string[];
      one_to_one: boolean;
    })[];
    computed: ComputedRelation[];
    view_columns: (Omit<ViewColumn, 'tableColumn'> & { table_column: string })[];
  };
  const tables = new Map<string, Table>();
  for (const t of raw.tables) {
    tables.set(t.name, {
      schema,
      name: t.name,
      columns: new Map(t.columns.map((c) => [c.name, c])),
      primaryKey: t.pk,
      isView: t.is_view,
    });
  }
  const routines = new Map<string, Routine[]>();
  for (const r of raw.routines) {
    const routine = toRoutine(schema, r);
    if (!callable(routine)) continue;
    const list = routines.get(r.name) ?? [];
    list.push(routine);
    routines.set(r.name, list);
  }
  for (const list of routines.values()) list.sort(overloadOrder);
  return {
    tables,
    routines,
    foreignKeys: raw.fks.map((f) => ({
      name: f.name,
      table: f.table,
      foreign: f.foreign,
      columns: f.columns,
      foreignColumns: f.fcolumns,
      oneToOne: f.one_to_one,
    })),
    computed: raw.computed,
    viewColumns: raw.view_columns.map((v) => ({
      view: v.view,
      column: v.column,
      table: v.table,
      tableColumn: v.table_column,
    })),
    loadedAt: Date.now(),
  };
}

export class SchemaCache {
  private current?: Catalog;
  private loading?: Promise<Catalog>;

  constructor(
    private readonly db: Queryable,
    readonly schema = 'public',
    private readonly ttlMs = 5_000,
  ) {}

  /** Forget the catalog; the next lookup reads it again. */
  invalidate(): void {
    this.current = undefined;
  }

  private load(): Promise<Catalog> {
    this.loading ??= loadCatalog(this.db, this.schema)
      .then((catalog) => {
        this.current = catalog;
        return catalog;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  private async catalog(): Promise<Catalog> {
    const c = this.current;
    if (c && Date.now() - c.loadedAt < this.ttlMs) return c;
    return this.load();
  }

  /** Looks `find` up, reading the catalog again once if it is not there (a new migration). */
  private async lookup<T>(
    find: (c: Catalog) => T | undefined,
  ): Promise<{ found?: T; catalog: Catalog }> {
    let catalog = await this.catalog();
    let found = find(catalog);
    if (found === undefined) {
      catalog = await this.load();
      found = find(catalog);
    }
    return { found, catalog };
  }

  async table(name: string): Promise<{ table?: Table; names: string[] }> {
    const { found, catalog } = await this.lookup((c) => c.tables.get(name));
    return { table: found, names: [...catalog.tables.keys()] };
  }

  /** A table that must have `columns`; reloads once if one is missing. */
  async tableWithColumns(name: string, columns: string[]): Promise<Table | undefined> {
    const { found } = await this.lookup((c) => {
      const t = c.tables.get(name);
      return t && columns.every((col) => t.columns.has(col)) ? t : undefined;
    });
    return found ?? (await this.catalog()).tables.get(name);
  }

  /** The whole catalog (relationships are derived from it). */
  async snapshot(): Promise<Catalog> {
    return this.catalog();
  }

  async names(): Promise<{ tables: string[]; routines: string[] }> {
    const c = await this.catalog();
    return { tables: [...c.tables.keys()].sort(), routines: [...c.routines.keys()].sort() };
  }

  /** The overloads of `name` that `pick` accepts; reloads once if it accepts none. */
  async findRoutines<T>(
    name: string,
    pick: (routines: Routine[]) => T[],
  ): Promise<{ result?: T[]; routines: Routine[]; names: string[] }> {
    const { found, catalog } = await this.lookup((c) => {
      const picked = pick(c.routines.get(name) ?? []);
      return picked.length ? picked : undefined;
    });
    return {
      result: found,
      routines: catalog.routines.get(name) ?? [],
      names: [...catalog.routines.keys()],
    };
  }
}
