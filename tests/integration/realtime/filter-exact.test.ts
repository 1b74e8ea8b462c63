// Equality filters answered without the database (supabase/local/realtime/filter-exact.ts)
// answer as the database's own evaluation (filter-sql.ts) does, on every row and value form
// tried; values Postgres would first convert are left to the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBinding } from '../../../supabase/local/realtime/bindings.ts';
import { exactPass } from '../../../supabase/local/realtime/filter-exact.ts';
import { evaluateFilters, filterKey } from '../../../supabase/local/realtime/filter-sql.ts';
import { TableCatalog, type TableMeta } from '../../../supabase/local/realtime/table-meta.ts';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { createItemsTable, insertItem } from './realtime-fixtures.ts';

const OWNER = '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

const FILTERS = [
  'name=eq.Tripod',
  'name=eq.tripod',
  'name=neq.Tripod',
  'name=not.eq.Tripod',
  'qty=eq.5',
  'qty=eq.-0',
  'qty=eq.005',
  'qty=neq.5',
  'qty=not.neq.5',
  'qty=eq.0',
  'public=eq.true',
  'public=eq.false',
  'public=neq.true',
  `owner=eq.${OWNER}`,
  `owner=eq.${OWNER.toUpperCase()}`,
  `owner=neq.${OWNER}`,
];
// Forms the database converts first (spaces, braces, `t`): answered by it, not here.
const LEFT_TO_SQL = ['qty=eq. 5', `owner=eq.{${OWNER}}`, 'public=eq.t', 'price=eq.5'];

describe.each(ENGINES)('realtime equality filters answered without the database (%s)', (kind) => {
  let server: TestServer;
  let meta: TableMeta;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await createItemsTable(server);
    meta = (await new TableCatalog(server.engine).byName('public', 'rt_items'))!;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const filterOf = (filter: string) => {
    const parsed = parseBinding({ event: '*', schema: 'public', table: 'rt_items', filter });
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.binding.filters[0]!;
  };

  it('answers every filter as the database does, on rows with values and with nulls', async () => {
    const rows = [
      await insertItem(server, { name: 'Tripod', qty: 5, public: true, owner: OWNER }),
      await insertItem(server, { name: 'Stand', qty: 0, public: false }),
      await insertItem(server, { name: 'Level', qty: -3 }),
    ];
    const filters = FILTERS.map(filterOf);
    const compared: string[] = [];
    for (const row of rows) {
      const record = row as unknown as Record<string, unknown>;
      const bySql = await evaluateFilters(server.engine, meta, record, filters);
      for (const [i, f] of filters.entries()) {
        const here = exactPass(f, meta, record);
        expect(here, `${FILTERS[i]} on ${row.name}`).not.toBeUndefined();
        expect(here, `${FILTERS[i]} on ${row.name}`).toBe(bySql.get(filterKey(f)));
        if (here) compared.push(`${row.name}:${FILTERS[i]}`);
      }
    }
    // The comparison is not vacuous: these are the filters each row passes.
    expect(compared).toEqual([
      'Tripod:name=eq.Tripod',
      'Tripod:qty=eq.5',
      'Tripod:qty=eq.005',
      'Tripod:qty=not.neq.5',
      'Tripod:public=eq.true',
      `Tripod:owner=eq.${OWNER}`,
      `Tripod:owner=eq.${OWNER.toUpperCase()}`,
      'Stand:name=neq.Tripod',
      'Stand:name=not.eq.Tripod',
      'Stand:qty=eq.-0',
      'Stand:qty=neq.5',
      'Stand:qty=eq.0',
      'Stand:public=eq.false',
      'Stand:public=neq.true',
      'Level:name=neq.Tripod',
      'Level:name=not.eq.Tripod',
      'Level:qty=neq.5',
      'Level:public=eq.false',
      'Level:public=neq.true',
    ]);
  });

  it('leaves values the database would convert first, and other columns, to the database', async () => {
    const row = await insertItem(server, {
      name: 'Tripod',
      qty: 5,
      public: true,
      owner: OWNER,
      price: 5,
    });
    const record = row as unknown as Record<string, unknown>;
    for (const filter of LEFT_TO_SQL) {
      expect(exactPass(filterOf(filter), meta, record), filter).toBeUndefined();
    }
    // ...and the database passes them on this row.
    const bySql = await evaluateFilters(server.engine, meta, record, LEFT_TO_SQL.map(filterOf));
    expect(LEFT_TO_SQL.filter((f) => bySql.get(filterKey(filterOf(f))))).toEqual(LEFT_TO_SQL);
  });
});
