// Runs work exactly as PostgREST runs a request: one transaction, the role switched from
// the verified JWT's `role` claim (anon without a token), and the claims published as
// `request.jwt.claims` so auth.uid() and row-level security see who is asking.
import type { Engine, Queryable } from './engine.ts';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string };

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function roleOf(claims: JwtClaims | null | undefined): ApiRole {
  const role = claims?.role ?? 'anon';
  if (!(API_ROLES as readonly string[]).includes(role)) {
    throw new Error(`role "${role}" is not an API role`);
  }
  return role as ApiRole;
}

export interface RequestContext {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** search_path for the transaction (REST: the request's schema, then extra_search_path). */
  searchPath?: string;
}

// The role's own statement_timeout (`alter role anon set statement_timeout = '3s'`), applied
// as PostgREST applies an impersonated role's settings: `set role` alone does not.
const ROLE_TIMEOUT_SQL = `coalesce(
  (select substr(c, length('statement_timeout=') + 1)
   from pg_catalog.pg_db_role_setting s
   join pg_catalog.pg_roles r on r.oid = s.setrole
   cross join lateral unnest(s.setconfig) c
   where r.rolname = $1 and s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
     and c like 'statement_timeout=%'
   order by s.setdatabase desc limit 1),
  current_setting('statement_timeout'))`;

export async function setRequestContext(
  tx: Queryable,
  claims: JwtClaims | null | undefined,
  context: RequestContext = {},
): Promise<void> {
  const role = roleOf(claims);
  const effective = claims ?? { role: 'anon' };
  const { rows } = await tx.query<{ statement_timeout: string }>(
    `select set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.method', $4, true),
            set_config('request.path', $5, true),
            set_config('request.headers', $6, true),
            set_config('statement_timeout', ${ROLE_TIMEOUT_SQL}, true) as statement_timeout${
              context.searchPath === undefined
                ? ''
                : `,
            set_config('search_path', $7, true)`
            }`,
    [
      role,
      JSON.stringify(effective),
      typeof effective.sub === 'string' ? effective.sub : '',
      context.method ?? 'POST',
      context.path ?? '/',
      JSON.stringify(context.headers ?? {}),
      ...(context.searchPath === undefined ? [] : [context.searchPath]),
    ],
  );
  tx.boundStatements?.(durationMs(rows[0]?.statement_timeout ?? '0'));
}

const UNIT_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** A statement_timeout setting ('3s', '8000', '1min') in ms; 0 means none. */
export function durationMs(setting: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(setting);
  if (!match) return 0;
  const unit = UNIT_MS[match[2]!.toLowerCase() || 'ms'];
  return unit === undefined ? 0 : Math.round(Number(match[1]) * unit);
}

/** One transaction as the JWT's role with its claims set. */
export function asRequest<T>(
  engine: Engine,
  claims: JwtClaims | null | undefined,
  fn: (tx: Queryable) => Promise<T>,
  context?: RequestContext,
): Promise<T> {
  return engine.transaction(async (tx) => {
    await setRequestContext(tx, claims, context);
    return fn(tx);
  });
}
