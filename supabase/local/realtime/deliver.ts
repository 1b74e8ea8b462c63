// Turns captured changes into postgres_changes events for the subscribers allowed to see
// them, as hosted Realtime's realtime.apply_rls does: bindings matched by schema, table and
// event; the row read back by primary key under each subscriber's role and claims, so
// row-level security decides first; then filters evaluated on the new row for those who may
// read it (DELETE events are not filterable), equality on a plain column in JavaScript.
// Row-level security is checked, like hosted, against the row as it is when the change is
// delivered (a row deleted meanwhile is no longer visible). Hosted cannot check a DELETE and sends its key to every
// subscriber; here the deleted row is put back inside a transaction that is rolled back,
// read under each subscriber's role like any other change, so only those who could read the
// row hear of its deletion (a row that cannot be put back is heard of by no one under RLS).
// A DELETE still carries only the primary key when RLS is on; columns limited to those the
// role may select.
import type { Engine, Queryable } from '../db/engine.ts';
import { setRequestContext, type ApiRole, type JwtClaims } from '../db/request.ts';
import { bindingMatches, type Binding, type Filter } from './bindings.ts';
import { exactPass } from './filter-exact.ts';
import { evaluateFilters, filterKey } from './filter-sql.ts';
import type { CapturedChange } from './change-feed.ts';
import { quoteIdent, type TableCatalog, type TableMeta } from './table-meta.ts';

/** One joined channel with postgres_changes bindings. */
export interface ChangeSubscriber {
  bindings: readonly Binding[];
  role: ApiRole;
  claims: JwtClaims;
  /** Sends one event: `data` is the JSON text of the change, `ids` the bindings it matched. */
  push(ids: number[], type: string, data: string): void;
}

export interface DeliveryContext {
  engine: Engine;
  catalog: TableCatalog;
  log(line: string): void;
}

type Row = Record<string, unknown>;
type Access = 'visible' | 'hidden' | 'unauthorized';

const MAX_RECORD_BYTES = 1024 * 1024;

function pkText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The statement that finds the changed row by primary key, as the subscriber. */
function visibilitySql(meta: TableMeta): string {
  const conds = meta.primaryKey.map((name, i) => {
    const column = meta.columns.find((c) => c.name === name)!;
    return `t.${quoteIdent(name)} = $${i + 1}::${column.sqlType}`;
  });
  return `select exists(select 1 from ${meta.rel} t where ${conds.join(' and ')}) as visible`;
}

const ROLLBACK = new Error('realtime: visibility of a deleted row checked');

/**
 * Runs `fn` with a deleted row back in its table, as the superuser with triggers (and so
 * foreign-key checks) off, in a transaction that is always rolled back: nothing is written.
 */
async function withDeletedRow<T>(
  ctx: DeliveryContext,
  meta: TableMeta,
  old: Row,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  let result: T | undefined;
  try {
    await ctx.engine.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      await tx.query(
        `insert into ${meta.rel} overriding system value
         select * from jsonb_populate_record(null::${meta.rel}, $1::jsonb)`,
        [JSON.stringify(old)],
      );
      await tx.query('set local session_replication_role = origin');
      result = await fn(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return result as T;
}

/**
 * Row-level security per distinct set of claims: one transaction, the role switched per
 * subscriber. `deleted`: the row of a DELETE, put back for the check only.
 */
async function checkAccess(
  ctx: DeliveryContext,
  meta: TableMeta,
  record: Row,
  subscribers: ChangeSubscriber[],
  deleted: Row | null = null,
): Promise<Map<ChangeSubscriber, Access>> {
  const run = <T>(fn: (tx: Queryable) => Promise<T>) =>
    deleted ? withDeletedRow(ctx, meta, deleted, fn) : ctx.engine.transaction(fn);
  const access = new Map<ChangeSubscriber, Access>();
  const toCheck = new Map<string, { claims: JwtClaims; subs: ChangeSubscriber[] }>();
  for (const sub of subscribers) {
    const pkSelectable = meta.primaryKey.every(
      (name) => meta.columns.find((c) => c.name === name)?.selectable[sub.role],
    );
    // A role that may not read the primary key may not read the row.
    if (!pkSelectable) access.set(sub, 'unauthorized');
    // service_role bypasses row-level security (bootstrap.sql: BYPASSRLS).
    else if (!meta.rls || sub.role === 'service_role') access.set(sub, 'visible');
    else {
      const key = JSON.stringify(sub.claims);
      const entry = toCheck.get(key) ?? { claims: sub.claims, subs: [] };
      entry.subs.push(sub);
      toCheck.set(key, entry);
    }
  }
  if (toCheck.size === 0) return access;

  const sql = visibilitySql(meta);
  const params = meta.primaryKey.map((name) => pkText(record[name]));
  const check = async (tx: Queryable, claims: JwtClaims) => {
    await setRequestContext(tx, claims, { method: 'GET', path: '/realtime/v1' });
    const { rows } = await tx.query<{ visible: boolean }>(sql, params);
    return rows[0]?.visible === true;
  };
  const groups = [...toCheck.values()];
  let results: boolean[];
  try {
    results = await run(async (tx) => {
      const out: boolean[] = [];
      for (const g of groups) out.push(await check(tx, g.claims));
      return out;
    });
  } catch {
    // One subscriber's policy failed (and aborted the shared transaction): check each alone.
    results = [];
    for (const g of groups) {
      results.push(
        await run((tx) => check(tx, g.claims)).catch((error: Error) => {
          ctx.log(`realtime: visibility check on ${meta.rel} failed: ${error.message}`);
          return false;
        }),
      );
    }
  }
  groups.forEach((g, i) => {
    for (const sub of g.subs) access.set(sub, results[i] ? 'visible' : 'hidden');
  });
  return access;
}

function pick(row: Row | null, names: Set<string>): Row {
  const out: Row = {};
  if (!row) return out;
  for (const [key, value] of Object.entries(row)) if (names.has(key)) out[key] = value;
  return out;
}

/** The change as one role sees it (hosted's wal_rls output), as JSON text. */
function changeJson(
  change: CapturedChange,
  meta: TableMeta,
  role: ApiRole,
  select: string[] | null,
  errors: string[] | null,
): string {
  const base = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
  };
  if (errors) return JSON.stringify({ ...base, columns: [], errors });
  const pk = new Set(meta.primaryKey);
  const columns = meta.columns.filter(
    (c) => c.selectable[role] && (!select || select.includes(c.name) || pk.has(c.name)),
  );
  const names = new Set(columns.map((c) => c.name));
  const keys = new Set([...names].filter((n) => pk.has(n)));
  const data: Row = { ...base, columns: columns.map((c) => ({ name: c.name, type: c.type })) };
  if (change.type !== 'DELETE') data.record = pick(change.record, names);
  if (change.type === 'UPDATE')
    data.old_record = pick(change.oldRecord, meta.replicaFull ? names : keys);
  if (change.type === 'DELETE') {
    // Deletes cannot be checked against RLS, so with RLS on only the key leaves the database.
    data.old_record = pick(change.oldRecord, meta.replicaFull && !meta.rls ? names : keys);
  }
  let tooLarge = false;
  for (const key of ['record', 'old_record'] as const) {
    const row = data[key] as Row | undefined;
    if (row && JSON.stringify(row).length > MAX_RECORD_BYTES) {
      tooLarge = true;
      data[key] = Object.fromEntries(
        Object.entries(row).filter(([, v]) => (JSON.stringify(v) ?? '').length <= 64),
      );
    }
  }
  data.errors = tooLarge ? ['Error 413: Payload Too Large'] : null;
  return JSON.stringify(data);
}

async function deliverOne(
  ctx: DeliveryContext,
  change: CapturedChange,
  subscribers: Iterable<ChangeSubscriber>,
): Promise<void> {
  let matches: { sub: ChangeSubscriber; binding: Binding }[] = [];
  for (const sub of subscribers) {
    for (const binding of sub.bindings) {
      if (bindingMatches(binding, change.schema, change.table, change.type))
        matches.push({ sub, binding });
    }
  }
  if (matches.length === 0) return;
  const meta = await ctx.catalog.byId(change.relid, change.record ?? change.oldRecord);
  if (!meta) return;

  // Security: who may read the row is decided before any subscriber's filter looks at it, and
  // a subscriber who may not read it hears nothing at all (hosted sends "Error 401" events to
  // a role that may not select the key; here not even that, since which filters matched would
  // spell out the row's values).
  const record = change.record ?? {};
  const subs = [...new Set(matches.map((m) => m.sub))];
  let access: Map<ChangeSubscriber, Access>;
  let errors: string[] | null = null;
  if (meta.primaryKey.length === 0) {
    errors = ['Error 400: Bad Request, no primary key'];
    access = new Map(subs.map((s) => [s, 'visible']));
  } else if (change.type === 'DELETE') {
    const old = change.oldRecord ?? {};
    access = await checkAccess(ctx, meta, old, subs, old);
  } else access = await checkAccess(ctx, meta, record, subs);
  matches = matches.filter((m) => access.get(m.sub) === 'visible');
  if (matches.length === 0) return;

  if (change.type !== 'DELETE') {
    // Equality on a plain column is answered here (filter-exact.ts), the rest in the database.
    const passed = new Map<string, boolean>();
    const inSql = new Map<string, Filter>();
    for (const m of matches) {
      for (const f of m.binding.filters) {
        const key = filterKey(f);
        if (passed.has(key) || inSql.has(key)) continue;
        const exact = exactPass(f, meta, record);
        if (exact === undefined) inSql.set(key, f);
        else passed.set(key, exact);
      }
    }
    if (inSql.size > 0) {
      // Security: the filters are the subscribers' text, so they run as anon under anon's
      // statement bound, never as the superuser; a filter that fails or overruns passes nothing.
      const answered = await ctx.engine
        .transaction(async (tx) => {
          await setRequestContext(tx, { role: 'anon' }, { method: 'GET', path: '/realtime/v1' });
          return evaluateFilters(tx, meta, record, [...inSql.values()]);
        })
        .catch((error: Error) => {
          ctx.log(`realtime: filters on ${meta.rel} failed: ${error.message}`);
          return new Map<string, boolean>();
        });
      for (const [key, ok] of answered) passed.set(key, ok);
    }
    matches = matches.filter((m) => m.binding.filters.every((f) => passed.get(filterKey(f))));
  }
  if (matches.length === 0) return;

  const json = new Map<string, string>();
  for (const sub of new Set(matches.map((m) => m.sub))) {
    // One event per distinct column selection, as hosted groups them.
    const groups = new Map<string, { select: string[] | null; ids: number[] }>();
    for (const m of matches) {
      if (m.sub !== sub) continue;
      const key = JSON.stringify(m.binding.select);
      const group = groups.get(key) ?? { select: m.binding.select, ids: [] };
      if (!group.ids.includes(m.binding.id)) group.ids.push(m.binding.id);
      groups.set(key, group);
    }
    for (const [key, group] of groups) {
      const cacheKey = `${sub.role}|${key}`;
      let data = json.get(cacheKey);
      if (data === undefined) {
        data = changeJson(change, meta, sub.role, group.select, errors);
        json.set(cacheKey, data);
      }
      sub.push(group.ids, change.type, data);
    }
  }
}

/** Delivers a batch in order; one failing change is logged and does not hold up the rest. */
export async function deliverChanges(
  ctx: DeliveryContext,
  changes: CapturedChange[],
  subscribers: () => Iterable<ChangeSubscriber>,
): Promise<void> {
  for (const change of changes) {
    try {
      await deliverOne(ctx, change, subscribers());
    } catch (error) {
      ctx.log(`realtime: delivering change ${change.id} failed: ${(error as Error).message}`);
    }
  }
}
