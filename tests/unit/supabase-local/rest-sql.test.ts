// The SQL /rest/v1 writes for a parsed request (identifiers quoted, values bound), and the
// pure rules around it: ranges and Content-Range, Prefer, Accept, SQLSTATE -> HTTP status.
import { describe, expect, it } from 'vitest';
import {
  parseFilterValue,
  parseLogicTree,
} from '../../../supabase/local/rest/request/filter-parser.ts';
import { parseOrder, parseSelect } from '../../../supabase/local/rest/request/select-parser.ts';
import {
  arrayLiteral,
  filterSql,
  limitOffsetSql,
  logicSql,
  orderSql,
  quoteIdent,
  selectSql,
  SqlParams,
  whereSql,
  type Relation,
} from '../../../supabase/local/rest/query/sql.ts';
import {
  contentRange,
  readRangeStatus,
  requestedRange,
} from '../../../supabase/local/rest/request/range.ts';
import {
  negotiate,
  parsePreferences,
  preferenceApplied,
} from '../../../supabase/local/rest/request/preferences.ts';
import { statusForSqlState, toHttpError } from '../../../supabase/local/rest/errors.ts';
import { closestMatch } from '../../../supabase/local/rest/schema-cache/fuzzy.ts';
import { HttpError } from '../../../supabase/local/http/types.ts';

const rel: Relation = {
  ref: '"public"."items"',
  columns: new Map([
    ['meta', { name: 'meta', type: 'jsonb', base: 'jsonb', default: null }],
    ['doc', { name: 'doc', type: 'tsvector', base: 'tsvector', default: null }],
    ['name', { name: 'name', type: 'text', base: 'text', default: null }],
  ]),
};
const field = (name: string) => ({ name, jsonPath: [] });

function sql(build: (p: SqlParams) => string): { text: string; values: string[] } {
  const p = new SqlParams();
  const text = build(p);
  return { text, values: p.values };
}

describe('SQL fragments', () => {
  it('quotes identifiers and escapes array literals', () => {
    expect(quoteIdent('a"b; drop table x')).toBe('"a""b; drop table x"');
    expect(quoteIdent('cut\0here')).toBe('"cut"');
    expect(arrayLiteral(['a,b', 'c"d', 'e\\f'])).toBe('{"a,b","c\\"d","e\\\\f"}');
  });

  it.each([
    ['eq.5', '"public"."items"."name" = $1', ['5']],
    ['not.like.*a*', 'NOT "public"."items"."name" like $1', ['%a%']],
    ['ilike(any).{a*,*b}', '"public"."items"."name" ilike ANY($1)', ['{a%,%b}']],
    ['in.(1,"x,y")', '"public"."items"."name" = ANY ($1)', ['{"1","x,y"}']],
    ['in.()', `"public"."items"."name" = ANY('{}')`, []],
    ['is.not_null', '"public"."items"."name" IS NOT NULL', []],
    ['isdistinct.a', '"public"."items"."name" IS DISTINCT FROM $1', ['a']],
    ['cs.{a}', '"public"."items"."name" @> $1', ['{a}']],
    ['adj.[1,2)', '"public"."items"."name" -|- $1', ['[1,2)']],
    [
      'wfts(english).a b',
      'to_tsvector($1, "public"."items"."name") @@ websearch_to_tsquery($2, $3)',
      ['english', 'english', 'a b'],
    ],
  ])('writes %s with bound values', (raw, text, values) => {
    expect(sql((p) => filterSql(rel, parseFilterValue(field('name'), raw), p))).toEqual({
      text,
      values,
    });
  });

  it('uses tsvector columns as they are and JSON columns without to_jsonb', () => {
    expect(sql((p) => filterSql(rel, parseFilterValue(field('doc'), 'fts.a'), p)).text).toBe(
      '"public"."items"."doc" @@ to_tsquery($1)',
    );
    const path = {
      name: 'meta',
      jsonPath: [{ arrow: '->>' as const, operand: 'k', index: false }],
    };
    expect(sql((p) => filterSql(rel, parseFilterValue(path, 'eq.v'), p))).toEqual({
      text: '"public"."items"."meta"->>$1 = $2',
      values: ['k', 'v'],
    });
    const other = {
      name: 'tags',
      jsonPath: [{ arrow: '->' as const, operand: '+0', index: true }],
    };
    expect(sql((p) => filterSql(rel, parseFilterValue(other, 'eq."x"'), p)).text).toBe(
      'to_jsonb("public"."items"."tags")->$1::int = $2',
    );
  });

  it('writes logic trees, WHERE, ORDER BY and select lists', () => {
    const tree = parseLogicTree('not.or', '(a.eq.1,and(b.gt.2,c.is.null))');
    expect(sql((p) => logicSql(rel, tree, p)).text).toBe(
      'NOT ("public"."items"."a" = $1 OR ("public"."items"."b" > $2 AND "public"."items"."c" IS NULL))',
    );
    expect(
      sql((p) => whereSql(rel, [parseFilterValue(field('a'), 'eq.1')], [tree], p)).text,
    ).toMatch(/^ WHERE \("public"."items"."a" = \$1\) AND \(NOT \(/);
    expect(sql((p) => orderSql(rel, parseOrder('a.desc.nullslast,b'), p)).text).toBe(
      ' ORDER BY "public"."items"."a" DESC NULLS LAST, "public"."items"."b"',
    );
    expect(sql((p) => selectSql(rel, parseSelect('*,x:a::text,meta->>k,meta->0'), p))).toEqual({
      text: '"public"."items".*, CAST("public"."items"."a" AS text) AS "x", "public"."items"."meta"->>$1 AS "k", "public"."items"."meta"->$2::int AS "meta"',
      values: ['k', '+0'],
    });
  });
});

describe('ranges', () => {
  it('combines limit, offset and the Range header (GET only)', () => {
    expect(requestedRange('GET', undefined, undefined, undefined)).toEqual({
      lower: 0,
      upper: null,
    });
    expect(requestedRange('GET', undefined, '10', '20')).toEqual({ lower: 20, upper: 29 });
    expect(requestedRange('GET', '5-9', undefined, undefined)).toEqual({ lower: 5, upper: 9 });
    expect(requestedRange('GET', '5-', '3', '6')).toEqual({ lower: 6, upper: 8 });
    expect(requestedRange('PATCH', '5-9', undefined, undefined)).toEqual({ lower: 0, upper: null });
    expect(requestedRange('GET', 'bytes=1-2', 'x', 'y')).toEqual({ lower: 0, upper: null });
    expect(requestedRange('GET', undefined, '0', undefined)).toEqual({ lower: 0, upper: -1 });
  });

  it('refuses empty ranges with 416 PGRST103', () => {
    for (const [header, limit, details] of [
      [undefined, '-1', 'Limit should be greater than or equal to zero.'],
      [
        '9-5',
        undefined,
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      ],
    ] as const) {
      try {
        requestedRange('GET', header, limit, undefined);
        expect.unreachable();
      } catch (error) {
        expect((error as HttpError).status).toBe(416);
        expect((error as HttpError).body).toMatchObject({ code: 'PGRST103', details });
      }
    }
  });

  it('writes LIMIT/OFFSET with bound values', () => {
    expect(sql((p) => limitOffsetSql({ lower: 0, upper: null }, (v) => p.bind(v)))).toEqual({
      text: '',
      values: [],
    });
    expect(sql((p) => limitOffsetSql({ lower: 20, upper: 29 }, (v) => p.bind(v)))).toEqual({
      text: ' LIMIT $1 OFFSET $2',
      values: ['10', '20'],
    });
    expect(sql((p) => limitOffsetSql({ lower: 5, upper: null }, (v) => p.bind(v))).text).toBe(
      ' LIMIT ALL OFFSET $1',
    );
  });

  it('answers Content-Range and 200/206/416 as PostgREST', () => {
    expect(contentRange(0, 9, 100)).toBe('0-9/100');
    expect(contentRange(0, -1, 0)).toBe('*/0');
    expect(contentRange(1, 0, null)).toBe('*/*');
    expect(readRangeStatus({ lower: 0, upper: 9 }, 10, 100)).toEqual({
      status: 206,
      contentRange: '0-9/100',
    });
    expect(readRangeStatus({ lower: 0, upper: null }, 3, 3)).toEqual({
      status: 200,
      contentRange: '0-2/3',
    });
    expect(readRangeStatus({ lower: 0, upper: null }, 3, null)).toEqual({
      status: 200,
      contentRange: '0-2/*',
    });
    expect(readRangeStatus({ lower: 10, upper: null }, 0, 3)).toEqual({
      status: 416,
      contentRange: '*/3',
    });
  });
});

describe('Prefer and Accept', () => {
  it('takes the first value of each preference over comma-joined headers', () => {
    expect(
      parsePreferences({
        prefer: 'return=representation, count=exact, return=minimal, resolution=merge-duplicates',
      }),
    ).toEqual({ return: 'representation', count: 'exact', resolution: 'merge-duplicates' });
    expect(
      parsePreferences({ prefer: ['missing=default', 'tx=rollback, max-affected=5, whatever'] }),
    ).toEqual({ missing: 'default', tx: 'rollback', 'max-affected': '5' });
    expect(() => parsePreferences({ prefer: 'handling=strict, bogus=1' })).toThrow(HttpError);
    expect(
      preferenceApplied({ count: 'exact', return: 'minimal', resolution: 'ignore-duplicates' }, [
        'count',
        'return',
        'resolution',
      ]),
    ).toEqual({
      'preference-applied': 'resolution=ignore-duplicates, return=minimal, count=exact',
    });
  });

  it('negotiates JSON, single objects, stripped nulls and CSV; refuses the rest with 406', () => {
    expect(negotiate(undefined)).toEqual({ kind: 'json' });
    expect(negotiate('*/*')).toEqual({ kind: 'json' });
    expect(negotiate('application/vnd.pgrst.object+json')).toEqual({
      kind: 'single',
      strip: false,
    });
    expect(negotiate('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({
      kind: 'single',
      strip: true,
    });
    expect(negotiate('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({
      kind: 'array-strip',
    });
    expect(negotiate('text/html;q=0.9, text/csv')).toEqual({ kind: 'csv' });
    expect(() => negotiate('application/xml')).toThrow(HttpError);
  });
});

describe('errors', () => {
  it('maps SQLSTATEs to PostgREST statuses', () => {
    expect(statusForSqlState('23505', '', false)).toBe(409);
    expect(statusForSqlState('23503', '', false)).toBe(409);
    expect(statusForSqlState('23502', '', false)).toBe(400);
    expect(statusForSqlState('22P02', '', false)).toBe(400);
    expect(statusForSqlState('42501', '', false)).toBe(401);
    expect(statusForSqlState('42501', '', true)).toBe(403);
    expect(statusForSqlState('42P01', '', false)).toBe(404);
    expect(statusForSqlState('42883', 'function f() does not exist', false)).toBe(404);
    expect(statusForSqlState('P0001', '', false)).toBe(400);
    expect(statusForSqlState('40001', '', false)).toBe(500);
    expect(statusForSqlState('25006', '', false)).toBe(405);
    expect(statusForSqlState('PT402', '', false)).toBe(402);
    expect(statusForSqlState('57014', '', false)).toBe(500);
  });

  it('turns a Postgres error into {code, message, details, hint} with WWW-Authenticate on 401', () => {
    const pg = Object.assign(new Error('permission denied for table t'), {
      code: '42501',
      detail: undefined,
      hint: 'grant it',
    });
    const error = toHttpError(pg, false) as HttpError;
    expect(error.status).toBe(401);
    expect(error.body).toEqual({
      code: '42501',
      message: 'permission denied for table t',
      details: null,
      hint: 'grant it',
    });
    expect(error.headers['www-authenticate']).toBe('Bearer');
    const plain = new Error('bug');
    expect(toHttpError(plain, false)).toBe(plain);
  });

  it('suggests close names', () => {
    expect(closestMatch('prodcts', ['products', 'orders'])).toBe('products');
    expect(closestMatch('zzz', ['products', 'orders'])).toBeUndefined();
  });
});
