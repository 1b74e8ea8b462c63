// Bad input for the hardening fuzz: for every exposed table and function the server reads from
// its own catalogue, and for each auth and storage route, requests no client should send:
// 7-dimension arrays, 1,700-column selects, a 3,500-level `or=` hidden behind a `"`,
// malformed JSON, wrong types, huge bodies, bad UUIDs, bad ranges, unknown operators.
import type { Engine } from '../../../supabase/local/db/engine.ts';

export interface FuzzCase {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as is (already JSON text when JSON). */
  body?: string;
}

const deep = (inner: unknown, depth = 7): unknown =>
  depth === 0 ? inner : [deep(inner, depth - 1)];
const BAD_UUID = '1234-not-a-uuid';
const HUGE = 'x'.repeat(300_000);
/** Values of every wrong type, for any field. */
const WRONG_VALUES: [string, unknown][] = [
  ['7-dim array', deep('a')],
  ['object', { nested: { a: 1 } }],
  ['array of objects', [{ a: 1 }]],
  ['number', 1e308],
  ['boolean', true],
  ['bad uuid', BAD_UUID],
  ['huge string', HUGE.slice(0, 20_000)],
  ['NUL', 'a\u0000b'],
  ['date', 'not-a-date'],
];
/** An RPC argument reaches Postgres as JSON: these cover what a cast of it can trip on. */
const RPC_VALUES = WRONG_VALUES.filter(([what]) =>
  ['7-dim array', 'object', 'bad uuid', 'huge string', 'date', 'NUL'].includes(what),
);
/** `or=((((...` 3,500 deep after a `"` that ends the quoted part for naive counters only. */
const HIDDEN_OR = `(a.eq."x,${'or('.repeat(3500)}b.eq.1${')'.repeat(3500)})`;
const SEVEN_DIM = `${'{'.repeat(7)}1${'}'.repeat(7)}`;

export interface Column {
  name: string;
  type: string;
}

export async function exposedTables(engine: Engine): Promise<Map<string, Column[]>> {
  const { rows } = await engine.query<{ table: string; column: string; type: string }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c join pg_attribute a on a.attrelid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v')
        and a.attnum > 0 and not a.attisdropped
        and (has_table_privilege('anon', c.oid, 'select,insert')
             or has_table_privilege('authenticated', c.oid, 'select,insert'))
      order by 1, a.attnum`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    const columns = tables.get(row.table) ?? [];
    columns.push({ name: row.column, type: row.type });
    tables.set(row.table, columns);
  }
  return tables;
}

export async function exposedFunctions(engine: Engine): Promise<Map<string, string[]>> {
  const { rows } = await engine.query<{ name: string; args: string[] | null }>(
    `select p.proname as name, p.proargnames as args
       from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
        and has_function_privilege('authenticated', p.oid, 'execute')
      order by 1`,
  );
  const functions = new Map<string, string[]>();
  for (const row of rows) {
    functions.set(row.name, [...(functions.get(row.name) ?? []), ...(row.args ?? [])]);
  }
  return functions;
}

/**
 * Columns of a type not yet fuzzed: bad values reach the server's code per type, not per
 * table or name (each table gets the table-wide cases).
 */
function newTypes(columns: Column[], seen: Set<string>): Column[] {
  return columns.filter(({ type }) => !seen.has(type) && seen.add(type));
}

function readCases(table: string, columns: Column[], seen: Set<string>): FuzzCase[] {
  const base = `/rest/v1/${table}`;
  const get = (label: string, query: string, headers?: Record<string, string>): FuzzCase => ({
    label: `${table}: ${label}`,
    method: 'GET',
    path: `${base}?${query}`,
    headers,
  });
  const cases = [
    get('1,700-column select', `select=${Array(1700).fill(columns[0]!.name).join(',')}`),
    get('or= 3,500 deep behind a quote', `or=${encodeURIComponent(HIDDEN_OR)}`),
    get('and= unclosed', 'and=(a.eq.1'),
    get('unknown operator', `${columns[0]!.name}=sideways.1`),
    get('unknown column', 'nope=eq.1'),
    get('order by nonsense', `order=${columns[0]!.name}.sideways.nullsmiddle`),
    get('negative limit', 'limit=-1&offset=-5'),
    get('text limit', 'limit=ten&offset=x'),
    get('inverted range', 'select=*', { range: '9-1' }),
    get('garbage range', 'select=*', { range: 'bytes=a-b', 'range-unit': 'items' }),
    get('bad cast', `select=${columns[0]!.name}::nonexistent_type`),
    get('json path on scalar', `select=${columns[0]!.name}->a->>b::int`),
    get('unknown embed', 'select=*,nowhere(*)'),
    get('bad percent-encoding', `${columns[0]!.name}=eq.%ZZ`),
    get('huge filter value', `${columns[0]!.name}=eq.${'y'.repeat(60_000)}`),
    get('unclosed in-list', `${columns[0]!.name}=in.(1,2`),
    get('is nonsense', `${columns[0]!.name}=is.banana`),
    get('fts unknown config', `${columns[0]!.name}=fts(nowhere).word`),
    get('bad Prefer', 'select=*', { prefer: 'count=exact, handling=strict, nonsense=1' }),
    get('unknown schema', 'select=*', { 'accept-profile': 'private' }),
  ];
  for (const { name, type } of newTypes(columns, seen)) {
    cases.push(
      get(`${name} cs. 7-dim`, `${name}=cs.${encodeURIComponent(SEVEN_DIM)}`),
      get(`${name} eq. bad uuid`, `${name}=eq.${BAD_UUID}`),
      get(`${name} gt. huge number`, `${name}=gt.${'9'.repeat(400)}`),
      get(`${name} in. bad list`, `${name}=in.(${encodeURIComponent('"a,{b}')})`),
      get(`${name} cs. malformed array`, `${name}=cs.{"a`),
      get(`${name} ov. on ${type}`, `${name}=ov.(1,2)`),
      get(`${name} like NUL`, `${name}=like.a%00b`),
    );
  }
  return cases;
}

function writeCases(table: string, columns: Column[], seen: Set<string>): FuzzCase[] {
  const base = `/rest/v1/${table}`;
  const json = { 'content-type': 'application/json', prefer: 'return=representation' };
  const post = (label: string, body: string, headers: Record<string, string> = json) => ({
    label: `${table}: ${label}`,
    method: 'POST',
    path: base,
    headers,
    body,
  });
  const first = columns[0]!.name;
  const cases: FuzzCase[] = [
    post('malformed JSON', '{"a": '),
    post('JSON scalar', '42'),
    post('JSON null', 'null'),
    post('array of scalars', '[1, "two", null]'),
    post('array of arrays', '[[], [[]]]'),
    post('unknown column', '{"no_such_column": 1}'),
    post('deep JSON', `${'['.repeat(6000)}${']'.repeat(6000)}`),
    post('huge body', JSON.stringify({ [first]: 'z'.repeat(2_000_000) })),
    post('huge field', JSON.stringify({ [first]: HUGE })),
    post('CSV garbage', 'a,b\n"1', { 'content-type': 'text/csv' }),
    post('form body', `${first}=%ZZ`, { 'content-type': 'application/x-www-form-urlencoded' }),
    post('bad on_conflict', '{}', { ...json, prefer: 'resolution=merge-duplicates' }),
    {
      label: `${table}: upsert on unknown column`,
      method: 'POST',
      path: `${base}?on_conflict=nope,${first}`,
      headers: { ...json, prefer: 'resolution=merge-duplicates' },
      body: '{}',
    },
    {
      label: `${table}: PATCH wrong type by bad uuid`,
      method: 'PATCH',
      path: `${base}?${first}=eq.${BAD_UUID}`,
      headers: json,
      body: JSON.stringify({ [first]: deep(1) }),
    },
    {
      label: `${table}: DELETE with unknown operator`,
      method: 'DELETE',
      path: `${base}?${first}=sideways.1`,
    },
    { label: `${table}: PUT without filter`, method: 'PUT', path: base, headers: json, body: '{}' },
  ];
  for (const { name } of newTypes(columns, seen)) {
    for (const [what, value] of WRONG_VALUES) {
      cases.push(post(`${name} = ${what}`, JSON.stringify({ [name]: value })));
    }
  }
  return cases;
}

function rpcCases(name: string, args: string[]): FuzzCase[] {
  const path = `/rest/v1/rpc/${name}`;
  const json = { 'content-type': 'application/json' };
  const cases: FuzzCase[] = [
    { label: `rpc ${name}: malformed JSON`, method: 'POST', path, headers: json, body: '{"x":' },
    { label: `rpc ${name}: array body`, method: 'POST', path, headers: json, body: '[1,2]' },
    {
      label: `rpc ${name}: unknown argument`,
      method: 'POST',
      path,
      headers: json,
      body: '{"zz_unknown": 1}',
    },
    { label: `rpc ${name}: GET with 7-dim`, method: 'GET', path: `${path}?x=${SEVEN_DIM}` },
  ];
  for (const arg of args) {
    for (const [what, value] of RPC_VALUES) {
      const others = Object.fromEntries(args.filter((a) => a !== arg).map((a) => [a, null]));
      cases.push({
        label: `rpc ${name}: ${arg} = ${what}`,
        method: 'POST',
        path,
        headers: json,
        body: JSON.stringify({ ...others, [arg]: value }),
      });
    }
    cases.push({
      label: `rpc ${name}: GET ${arg} 7-dim`,
      method: 'GET',
      path: `${path}?${arg}=${encodeURIComponent(SEVEN_DIM)}`,
    });
  }
  return cases;
}

export function restCases(
  tables: Map<string, Column[]>,
  functions: Map<string, string[]>,
): { reads: FuzzCase[]; writes: FuzzCase[] } {
  const reads: FuzzCase[] = [];
  const writes: FuzzCase[] = [];
  const read = new Set<string>();
  const written = new Set<string>();
  for (const [table, columns] of tables) reads.push(...readCases(table, columns, read));
  for (const [table, columns] of tables) writes.push(...writeCases(table, columns, written));
  for (const [name, args] of functions) writes.push(...rpcCases(name, args));
  return { reads, writes };
}

const AUTH_BODIES: [string, string][] = [
  ['malformed JSON', '{"email": '],
  ['JSON array', '[1,2,3]'],
  ['JSON string', '"hello"'],
  ['deep JSON', `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`],
  ['huge body', JSON.stringify({ email: 'a@b.in', password: 'p'.repeat(2_000_000) })],
  // A new address for each value: the per-account sign-in slowdown is not what is tested.
  ...WRONG_VALUES.flatMap(([what, value], i): [string, string][] => [
    [`email = ${what}`, JSON.stringify({ email: value, password: value })],
    [`phone = ${what}`, JSON.stringify({ phone: value, password: 'correct-horse-42' })],
    [
      `token = ${what}`,
      JSON.stringify({ email: `fuzz${i}@example.in`, token: value, type: value }),
    ],
    [`refresh = ${what}`, JSON.stringify({ refresh_token: value })],
    [`code = ${what}`, JSON.stringify({ code: value, challenge_id: value, factor_type: value })],
    [
      `data = ${what}`,
      JSON.stringify({ data: value, options: value, gotrue_meta_security: value }),
    ],
  ]),
];

const AUTH_ROUTES: [string, string][] = [
  ['POST', '/auth/v1/signup'],
  ['POST', '/auth/v1/token?grant_type=password'],
  ['POST', '/auth/v1/token?grant_type=refresh_token'],
  ['POST', '/auth/v1/token?grant_type=pkce'],
  ['POST', '/auth/v1/token?grant_type=%ZZ'],
  ['POST', '/auth/v1/recover'],
  ['POST', '/auth/v1/otp'],
  ['POST', '/auth/v1/magiclink'],
  ['POST', '/auth/v1/verify'],
  ['POST', '/auth/v1/resend'],
  ['PUT', '/auth/v1/user'],
  ['POST', '/auth/v1/logout?scope=everything'],
  ['POST', '/auth/v1/factors'],
  ['POST', `/auth/v1/factors/${BAD_UUID}/challenge`],
  ['POST', `/auth/v1/factors/${BAD_UUID}/verify`],
  ['POST', '/auth/v1/factors/%ZZ/verify'],
  ['DELETE', `/auth/v1/factors/${BAD_UUID}`],
  ['POST', '/auth/v1/admin/users'],
  ['PUT', `/auth/v1/admin/users/${BAD_UUID}`],
];

export function authCases(): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const [method, path] of AUTH_ROUTES) {
    for (const [what, body] of AUTH_BODIES) {
      cases.push({
        label: `${method} ${path}: ${what}`,
        method,
        path,
        headers: { 'content-type': 'application/json' },
        body,
      });
    }
  }
  for (const path of [
    `/auth/v1/admin/users/${BAD_UUID}`,
    '/auth/v1/admin/users?page=-1&per_page=abc',
    '/auth/v1/admin/users?page=99999999999999999999&per_page=1e9',
    '/auth/v1/verify?token=x&type=nonsense&redirect_to=javascript:alert(1)',
    '/auth/v1/verify?token=%ZZ&type=signup',
    '/auth/v1/outbox?recipient=a&limit=-1&channel=pigeon',
    '/auth/v1/user',
    '/auth/v1/reauthenticate',
  ]) {
    cases.push({ label: `GET ${path}`, method: 'GET', path });
  }
  return cases;
}

export function storageCases(): FuzzCase[] {
  const json = { 'content-type': 'application/json' };
  const object = '/storage/v1/object';
  return [
    {
      label: 'storage: traversal',
      method: 'GET',
      path: `${object}/public/product-images/..%2F..%2Fetc`,
    },
    { label: 'storage: bad encoding', method: 'GET', path: `${object}/public/product-images/%ZZ` },
    { label: 'storage: NUL key', method: 'GET', path: `${object}/product-images/a%00b` },
    { label: 'storage: bad bucket', method: 'GET', path: `${object}/public/..%2F/x` },
    { label: 'storage: info of nothing', method: 'GET', path: `${object}/info/product-images/` },
    {
      label: 'storage: huge key',
      method: 'GET',
      path: `${object}/product-images/${'k'.repeat(5000)}`,
    },
    {
      label: 'storage: list malformed',
      method: 'POST',
      path: `${object}/list/product-images`,
      headers: json,
      body: '{"prefix":',
    },
    {
      label: 'storage: list wrong types',
      method: 'POST',
      path: `${object}/list/product-images`,
      headers: json,
      body: JSON.stringify({
        prefix: deep(1),
        limit: 'x',
        offset: -5,
        sortBy: { column: 'nope', order: 'x' },
      }),
    },
    {
      label: 'storage: delete wrong types',
      method: 'DELETE',
      path: `${object}/product-images`,
      headers: json,
      body: JSON.stringify({ prefixes: [deep('a')] }),
    },
    {
      label: 'storage: upload wrong type',
      method: 'POST',
      path: `${object}/product-images/a.png`,
      headers: { 'content-type': 'image/png' },
      body: '<script>alert(1)</script>',
    },
    {
      label: 'storage: create bucket wrong types',
      method: 'POST',
      path: '/storage/v1/bucket',
      headers: json,
      body: JSON.stringify({
        id: deep('a'),
        name: { a: 1 },
        public: 'maybe',
        file_size_limit: 'huge',
      }),
    },
    { label: 'storage: bucket bad id', method: 'GET', path: '/storage/v1/bucket/%ZZ' },
  ];
}
