// GET /rest/v1/: an OpenAPI outline naming the tables and functions (no schemas).
import type { ApiResponse } from '../../http/types.ts';
import type { SchemaCache } from '../schema-cache/schema-cache.ts';

export async function rootDocument(cache: SchemaCache): Promise<ApiResponse> {
  const { tables, routines } = await cache.names();
  const paths = Object.fromEntries([
    ['/', {}],
    ...tables.map((t) => [`/${t}`, {}]),
    ...routines.map((r) => [`/rpc/${r}`, {}]),
  ]);
  return {
    status: 200,
    headers: { 'content-type': 'application/openapi+json; charset=utf-8' },
    body: { swagger: '2.0', info: { title: 'Local PostgREST subset', version: '13' }, paths },
  };
}
