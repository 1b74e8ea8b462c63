// The people the database tests act as: a visitor, two users, an admin, a superadmin and
// a deactivated admin, each with the JWT claims PostgREST would set for them.
import type { Engine } from '../../supabase/local/db/engine.ts';
import { isPgError, type PgError } from '../../supabase/local/db/engine.ts';
import { asRequest, type JwtClaims } from '../../supabase/local/db/request.ts';

/** Demo accounts from supabase/seed.sql. */
export const DEMO = {
  superadmin: { id: '5a000000-0000-4000-8000-000000000001', email: 'superadmin@mgrid.local' },
  admin: { id: '5a000000-0000-4000-8000-000000000002', email: 'admin@mgrid.local' },
  user: { id: '5a000000-0000-4000-8000-000000000003', email: 'user@mgrid.local' },
} as const;

export const DEMO_ORDER_ID = '0d000000-0000-4000-8000-000000000001';

export interface Account {
  id: string;
  email: string;
  claims: JwtClaims;
}

/** null acts as anon (no JWT). */
export type Actor = Account | null;

export interface Actors {
  anon: null;
  user: Account;
  user2: Account;
  admin: Account;
  superadmin: Account;
  inactiveAdmin: Account;
}

function account(id: string, email: string): Account {
  return { id, email, claims: { role: 'authenticated', aud: 'authenticated', sub: id, email } };
}

/** Signs up an account as the auth server would, then sets its role as a superadmin would. */
export async function createAccount(
  engine: Engine,
  email: string,
  options: { role?: 'user' | 'admin' | 'superadmin'; isActive?: boolean; fullName?: string } = {},
): Promise<Account> {
  const { rows } = await engine.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
             $1, extensions.crypt('test-password', extensions.gen_salt('bf', 4)), now(),
             jsonb_build_object('full_name', $2::text))
     returning id`,
    [email, options.fullName ?? email.split('@')[0]],
  );
  const id = rows[0]!.id;
  await engine.query('update public.users set role = $2, is_active = $3 where id = $1', [
    id,
    options.role ?? 'user',
    options.isActive ?? true,
  ]);
  return account(id, email);
}

export async function setUpActors(engine: Engine): Promise<Actors> {
  return {
    anon: null,
    user: account(DEMO.user.id, DEMO.user.email),
    admin: account(DEMO.admin.id, DEMO.admin.email),
    superadmin: account(DEMO.superadmin.id, DEMO.superadmin.email),
    user2: await createAccount(engine, 'second.user@mgrid.test'),
    inactiveAdmin: await createAccount(engine, 'former.admin@mgrid.test', {
      role: 'admin',
      isActive: false,
    }),
  };
}

/** One statement as the actor, in its own transaction as PostgREST runs a request. */
export async function runAs<Row = Record<string, unknown>>(
  engine: Engine,
  actor: Actor,
  sql: string,
  params: unknown[] = [],
): Promise<{ rows: Row[]; rowCount: number }> {
  return asRequest(engine, actor?.claims ?? null, async (tx) => {
    const result = await tx.query<Row>(sql, params);
    return { rows: result.rows, rowCount: result.rowCount };
  });
}

/** The database error a statement raises; fails the test when it succeeds instead. */
export async function pgError(work: Promise<unknown>): Promise<PgError> {
  try {
    await work;
  } catch (error) {
    if (isPgError(error)) return error;
    throw error;
  }
  throw new Error('Expected a database error, but the statement succeeded');
}
