// The PostgREST query grammar of /rest/v1: filters, logic trees, select, order, columns and
// the classification of query-string parameters.
import { describe, expect, it } from 'vitest';
import {
  parseFilterValue,
  parseLogicTree,
} from '../../../supabase/local/rest/request/filter-parser.ts';
import { GrammarError } from '../../../supabase/local/rest/request/grammar.ts';
import { parseQuery, splitQuery } from '../../../supabase/local/rest/request/query-params.ts';
import {
  parseColumnList,
  parseOrder,
  parseSelect,
} from '../../../supabase/local/rest/request/select-parser.ts';

const col = { name: 'c', jsonPath: [] };

function grammarError(fn: () => unknown): GrammarError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GrammarError) return error;
    throw error;
  }
  throw new Error('expected a GrammarError');
}

describe('filter values', () => {
  it.each([
    ['eq.5', { type: 'quant', op: 'eq', quantifier: undefined, value: '5' }],
    [
      'gte.2026-01-01T00:00:00+00:00',
      { type: 'quant', op: 'gte', quantifier: undefined, value: '2026-01-01T00:00:00+00:00' },
    ],
    ['like.*a.b*', { type: 'quant', op: 'like', quantifier: undefined, value: '*a.b*' }],
    ['imatch.^x', { type: 'quant', op: 'imatch', quantifier: undefined, value: '^x' }],
    ['eq(any).{1,2}', { type: 'quant', op: 'eq', quantifier: 'any', value: '{1,2}' }],
    ['like(all).{a*,*b}', { type: 'quant', op: 'like', quantifier: 'all', value: '{a*,*b}' }],
    ['neq.x', { type: 'simple', op: 'neq', value: 'x' }],
    ['cs.{a,b}', { type: 'simple', op: 'cs', value: '{a,b}' }],
    ['nxl.[1,2)', { type: 'simple', op: 'nxl', value: '[1,2)' }],
    ['adj.(1,2)', { type: 'simple', op: 'adj', value: '(1,2)' }],
    ['is.NULL', { type: 'is', value: 'null' }],
    ['is.not_null', { type: 'is', value: 'not_null' }],
    ['is.Unknown', { type: 'is', value: 'unknown' }],
    ['isdistinct.a', { type: 'isdistinct', value: 'a' }],
    ['fts.a & b', { type: 'fts', op: 'fts', config: undefined, value: 'a & b' }],
    ['wfts(english).a -b', { type: 'fts', op: 'wfts', config: 'english', value: 'a -b' }],
    ['plfts(simple).x', { type: 'fts', op: 'plfts', config: 'simple', value: 'x' }],
    ['in.(1,2,3)', { type: 'in', values: ['1', '2', '3'] }],
    ['in.("a,b","c\\"d",e)', { type: 'in', values: ['a,b', 'c"d', 'e'] }],
    ['in.()', { type: 'in', values: [''] }],
  ])('reads %s', (raw, operation) => {
    expect(parseFilterValue(col, raw)).toEqual({ field: col, negated: false, operation });
  });

  it('keeps root values literally, quotes and commas included', () => {
    expect(parseFilterValue(col, 'eq."a,b"').operation).toMatchObject({ value: '"a,b"' });
  });

  it('reads not. in front of any operator', () => {
    expect(parseFilterValue(col, 'not.in.(1)')).toMatchObject({
      negated: true,
      operation: { type: 'in' },
    });
    expect(parseFilterValue(col, 'not.eq(all).{1}')).toMatchObject({
      negated: true,
      operation: { quantifier: 'all' },
    });
  });

  it.each([
    ['5', 1, 'unexpected "5"'],
    ['noop.0', 1, 'unexpected "n"'],
    ['eq', 3, 'unexpected end of input expecting'],
    ['eqq.1', 3, 'unexpected "q" expecting'],
    ['in.1,2', 4, 'unexpected "1" expecting "("'],
    ['is.maybe', 4, 'expecting isVal: (null, not_null, true, false, unknown)'],
    ['in.(1)x', 7, 'expecting end of input'],
  ])('refuses %s at column %i', (raw, column, details) => {
    const error = grammarError(() => parseFilterValue(col, raw));
    expect(error.message).toBe(`"failed to parse filter (${raw})" (line 1, column ${column})`);
    expect(error.details).toContain(details);
  });
});

describe('logic trees', () => {
  it('reads nested and/or with quoted values and identifiers (RxDB pull)', () => {
    const tree = parseLogicTree(
      'or',
      '("_modified".gt.2026-01-01T00:00:00.5+00:00,and("_modified".eq.2026-01-01T00:00:00.5+00:00,"id".gt.a,b.is.null))',
    );
    expect(tree).toEqual({
      type: 'expr',
      negated: false,
      op: 'or',
      children: [
        {
          type: 'filter',
          filter: {
            field: { name: '_modified', jsonPath: [] },
            negated: false,
            operation: {
              type: 'quant',
              op: 'gt',
              quantifier: undefined,
              value: '2026-01-01T00:00:00.5+00:00',
            },
          },
        },
        {
          type: 'expr',
          negated: false,
          op: 'and',
          children: [
            expect.objectContaining({ type: 'filter' }),
            expect.objectContaining({ type: 'filter' }),
            expect.objectContaining({ type: 'filter' }),
          ],
        },
      ],
    });
  });

  it('unquotes values and reads array literals whole', () => {
    const tree = parseLogicTree(
      'not.and',
      '(name.eq."a, (b) \\"c\\"",tags.cs.{x,y},n.in.("1,2",3))',
    );
    expect(tree).toMatchObject({
      negated: true,
      op: 'and',
      children: [
        { filter: { operation: { value: 'a, (b) "c"' } } },
        { filter: { operation: { value: '{x,y}' } } },
        { filter: { operation: { values: ['1,2', '3'] } } },
      ],
    });
  });

  it('reads not.or inside a tree and JSON paths in fields', () => {
    const tree = parseLogicTree('or', '(not.or(a.eq.1,b.eq.2),meta->>color.eq.red)');
    expect(tree).toMatchObject({
      children: [
        { type: 'expr', negated: true, op: 'or' },
        {
          filter: {
            field: { name: 'meta', jsonPath: [{ arrow: '->>', operand: 'color', index: false }] },
          },
        },
      ],
    });
  });

  it.each(['()', '(a.eq.1', 'a.eq.1', '(a.eq.1))', '(a.xx.1)', '(,)'])('refuses or=%s', (raw) => {
    const error = grammarError(() => parseLogicTree('or', raw));
    expect(error.message).toContain(`"failed to parse logic tree (${raw})"`);
  });
});

describe('select', () => {
  it('reads columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id, label:name,price::text,c:meta->a->>b , meta->0,"odd col"')).toEqual([
      {
        type: 'field',
        field: { name: 'id', jsonPath: [] },
        alias: undefined,
        cast: undefined,
        aggregate: undefined,
      },
      {
        type: 'field',
        field: { name: 'name', jsonPath: [] },
        alias: 'label',
        cast: undefined,
        aggregate: undefined,
      },
      {
        type: 'field',
        field: { name: 'price', jsonPath: [] },
        alias: undefined,
        cast: 'text',
        aggregate: undefined,
      },
      {
        type: 'field',
        field: {
          name: 'meta',
          jsonPath: [
            { arrow: '->', operand: 'a', index: false },
            { arrow: '->>', operand: 'b', index: false },
          ],
        },
        alias: 'c',
        cast: undefined,
        aggregate: undefined,
      },
      {
        type: 'field',
        field: { name: 'meta', jsonPath: [{ arrow: '->', operand: '+0', index: true }] },
        alias: undefined,
        cast: undefined,
        aggregate: undefined,
      },
      {
        type: 'field',
        field: { name: 'odd col', jsonPath: [] },
        alias: undefined,
        cast: undefined,
        aggregate: undefined,
      },
    ]);
  });

  it('reads * , dashes, embeds, spreads and aggregates', () => {
    expect(parseSelect('*')).toEqual([{ type: 'star' }]);
    expect(parseSelect('')).toEqual([]);
    expect(parseSelect('first-name')[0]).toMatchObject({ field: { name: 'first-name' } });
    expect(parseSelect('*,owner:users!fk!inner(id,name)')).toMatchObject([
      { type: 'star' },
      {
        type: 'embed',
        name: 'users',
        alias: 'owner',
        hint: 'fk',
        join: 'inner',
        spread: false,
        items: [{ field: { name: 'id' } }, { field: { name: 'name' } }],
      },
    ]);
    expect(parseSelect('...users!left(name)')).toMatchObject([
      {
        type: 'embed',
        name: 'users',
        join: 'left',
        spread: true,
        items: [{ field: { name: 'name' } }],
      },
    ]);
    expect(parseSelect('total:amount.sum()::text')).toMatchObject([
      { alias: 'total', aggregate: 'sum', aggregateCast: 'text' },
    ]);
    expect(parseSelect('count()')).toMatchObject([{ aggregate: 'count' }]);
    expect(parseSelect('price.sum()')).toMatchObject([
      { field: { name: 'price' }, aggregate: 'sum' },
    ]);
  });

  it.each(['id)', 'id,,name', 'id::', 'a:b:c', 'name!hint', 'id::text);drop', '"unclosed'])(
    'refuses %s',
    (raw) => {
      expect(grammarError(() => parseSelect(raw)).message).toContain(
        `"failed to parse select parameter (${raw})"`,
      );
    },
  );
});

describe('order, columns', () => {
  it('reads several terms with directions, nulls and JSON paths', () => {
    expect(parseOrder('a.desc.nullsfirst,b,c->>k.asc,d.nullslast')).toEqual([
      {
        field: { name: 'a', jsonPath: [] },
        direction: 'desc',
        nulls: 'first',
        relation: undefined,
      },
      { field: { name: 'b', jsonPath: [] }, relation: undefined },
      {
        field: { name: 'c', jsonPath: [{ arrow: '->>', operand: 'k', index: false }] },
        direction: 'asc',
        relation: undefined,
      },
      { field: { name: 'd', jsonPath: [] }, nulls: 'last', relation: undefined },
    ]);
    expect(parseOrder('clients(name).desc')).toMatchObject([
      { relation: 'clients', field: { name: 'name' } },
    ]);
  });

  it.each(['id.ac', 'id.descc', 'id.asc.nlsfst', 'id;drop', ''])('refuses order=%s', (raw) => {
    expect(grammarError(() => parseOrder(raw)).message).toContain(
      `"failed to parse order (${raw})"`,
    );
  });

  it('reads quoted column lists as supabase-js sends them', () => {
    expect(parseColumnList('"id","first name",price', 'columns parameter')).toEqual([
      'id',
      'first name',
      'price',
    ]);
    expect(() => parseColumnList('id,', 'columns parameter')).toThrow(GrammarError);
  });
});

describe('query-string classification', () => {
  it('splits on & and = keeping + as a space and %2B as a plus', () => {
    expect(splitQuery('?a=b+c&d=%2B1&flag&e=')).toEqual([
      ['a', 'b c'],
      ['d', '+1'],
      ['flag', undefined],
      ['e', ''],
    ]);
  });

  it('sorts parameters into select, filters, trees, order, paging and upsert options', () => {
    const q = parseQuery(
      '?select=id,name&id=gt.1&or=(a.eq.1,b.eq.2)&not.and=(c.eq.3)&order=id.desc&limit=5&offset=10&columns="a","b"&on_conflict=a&apikey=k',
    );
    expect(q.select).toHaveLength(2);
    expect(q.filters).toEqual([parseFilterValue({ name: 'id', jsonPath: [] }, 'gt.1')]);
    expect(q.logic).toHaveLength(2);
    expect(q.logic[1]).toMatchObject({ negated: true, op: 'and' });
    expect(q.order).toHaveLength(1);
    expect([q.limit, q.offset]).toEqual(['5', '10']);
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['a']);
    expect(q.rpcArgs).toEqual([]);
  });

  it('defaults select to * and reads filters on JSON paths', () => {
    const q = parseQuery('?meta->>color=eq.red');
    expect(q.select).toEqual([{ type: 'star' }]);
    expect(q.filters[0]!.field).toEqual({
      name: 'meta',
      jsonPath: [{ arrow: '->>', operand: 'color', index: false }],
    });
  });

  it('takes plain values as RPC arguments on GET, operator values as filters', () => {
    const q = parseQuery('?a=1&b=hello&id=gt.2', true);
    expect(q.rpcArgs).toEqual([
      ['a', '1'],
      ['b', 'hello'],
    ]);
    expect(q.filters).toHaveLength(1);
  });

  it('keeps filters, orders, limits and or= of embedded resources by path', () => {
    const query = parseQuery(
      '?a.b.col=eq.1&a.order=id.desc&a.limit=2&a.offset=1&a.not.or=(x.eq.1,y.eq.2)&id=gt.0',
    );
    expect(query.filters).toHaveLength(1);
    expect(query.embedded).toMatchObject([
      { path: ['a', 'b'], filters: [{ field: { name: 'col' } }] },
      {
        path: ['a'],
        order: [{ field: { name: 'id' }, direction: 'desc' }],
        limit: '2',
        offset: '1',
        logic: [{ type: 'expr', negated: true, op: 'or' }],
      },
    ]);
  });
});
