// Hardening finding 13 (bench/attack-list.ts): no error answer shows the SQL the server generated.
// Each error path of REST (parser, Postgres syntax and data errors, limits, RPC exceptions),
// storage and auth is provoked; the whole body must be free of SQL keywords and of the private
// schema.
import { describe, expect, it } from 'vitest';
import { withAdminServer, type Caller } from '../../support/admin-server.ts';

const SQL_TEXT = /\b(select|from|where)\b|private\./i;

describe('error answers carry no generated SQL', () => {
  const server = withAdminServer();

  const call = async (path: string, init: { method?: string; body?: string; as?: Caller } = {}) => {
    const response = await fetch(`${server.url}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...server.headersAs(init.as ?? 'anon'), 'content-type': 'application/json' },
      body: init.body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers a syntax error in the generated statement without quoting it', async () => {
    for (const path of [
      '/rest/v1/products?select=id::from',
      '/rest/v1/products?select=features->>a::where',
      '/rest/v1/products?select=id::int4%20select',
    ]) {
      const answer = await call(path);
      expect(answer).toEqual({
        status: 400,
        body: {
          code: '42601',
          message: 'syntax error in the statement built from this request',
          details: null,
          hint: 'Check the casts (::type) and JSON paths (->key, ->>0) in select, order and filters.',
        },
      });
    }
  });

  it('keeps every other error path free of SQL', async () => {
    const deepOr = `(name.eq."x,${'or('.repeat(3500)}id.eq.1${')'.repeat(3500)})`;
    const cases: [string, Parameters<typeof call>[1], number, string][] = [
      ['/rest/v1/leads?id=eq.not-a-uuid', { as: 'admin' }, 400, '22P02'],
      [`/rest/v1/products?or=${encodeURIComponent(deepOr)}`, {}, 400, 'PGRST100'],
      [`/rest/v1/products?features=cs.${'{'.repeat(7)}1${'}'.repeat(7)}`, {}, 400, '54000'],
      [`/rest/v1/products?select=${Array(1700).fill('id').join(',')}`, {}, 400, '54011'],
      ['/rest/v1/products?select=id&order=nope.desc', {}, 400, '42703'],
      ['/rest/v1/products?select=*,nowhere(*)', {}, 400, 'PGRST200'],
      ['/rest/v1/leads', { body: '{"nope": 1}' }, 400, 'PGRST204'],
      ['/rest/v1/leads', { body: '{"name": "x", "email": {"a": 1}}' }, 400, '23514'],
      ['/rest/v1/leads', { body: '{"name": ' }, 400, 'PGRST102'],
      [
        '/rest/v1/rpc/update_lead_status',
        {
          as: 'admin',
          body: JSON.stringify({
            lead_id: '00000000-0000-4000-8000-00000000dead',
            new_status: 'contacted',
          }),
        },
        404,
        'PT404',
      ],
      [
        '/rest/v1/rpc/update_lead_status',
        { as: 'admin', body: JSON.stringify({ lead_id: 'x', new_status: 'contacted' }) },
        400,
        '22P02',
      ],
      ['/rest/v1/rpc/get_lead_stats', { body: '{}' }, 401, '42501'],
      ['/rest/v1/rpc/admin_orders', { as: 'admin', body: '{"page": "a"}' }, 400, '22P02'],
    ];
    for (const [path, init, status, code] of cases) {
      const answer = await call(path, init);
      expect({ path, status: answer.status }).toEqual({ path, status });
      expect(answer.body.code).toBe(code);
      expect(JSON.stringify(answer.body)).not.toMatch(SQL_TEXT);
    }
  });

  it('keeps storage and auth errors free of SQL', async () => {
    const cases: [string, Parameters<typeof call>[1]][] = [
      ['/storage/v1/object/list/product-images', { body: '{"prefix": ' }],
      ['/storage/v1/object/list/product-images', { body: '{"prefix": 5, "limit": "x"}' }],
      ['/storage/v1/object/product-images/a.png', { body: '<script>1</script>', as: 'admin' }],
      ['/storage/v1/object/public/product-images/..%2F..%2Fsecret', {}],
      ['/storage/v1/bucket', { body: '{"id": 5}', as: 'admin' }],
      ['/auth/v1/signup', { body: '{"email": ' }],
      ['/auth/v1/signup', { body: '{"email": 5, "password": []}' }],
      ['/auth/v1/token?grant_type=password', { body: '{"email": "a@b.in", "password": 5}' }],
      ['/auth/v1/verify', { body: '{"type": "sms", "phone": "x", "token": "1"}' }],
      ['/auth/v1/admin/users?page=-1', { as: 'service_role' }],
      ['/auth/v1/admin/users/not-a-uuid', { as: 'service_role' }],
      ['/auth/v1/factors/not-a-uuid/verify', { as: 'admin', body: '{"code": "1"}' }],
    ];
    for (const [path, init] of cases) {
      const answer = await call(path, init);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(JSON.stringify(answer.body)).not.toMatch(SQL_TEXT);
    }
  });
});
