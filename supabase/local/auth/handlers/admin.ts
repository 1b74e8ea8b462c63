// The admin API (service_role only): list, create, read, update and delete users, and list
// and delete their MFA factors, enough for supabase-js's auth.admin in tests and seeding
// tools (GoTrue's admin.go, minimal). Invitations and generated links: invite.ts.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/engine.ts';
import { json, type ApiResponse } from '../../http/types.ts';
import { hashPassword } from '../crypto.ts';
import { jsonObject, readParams, text, type AuthEnv } from '../env.ts';
import { badRequest, notFound, unprocessable } from '../errors.ts';
import { requireAdmin, UUID } from '../guard.ts';
import { downgradeSessions, endSessions } from '../sessions.ts';
import {
  confirmEmail,
  confirmPhone,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertUser,
  mergeMetadata,
  setPassword,
  upsertIdentity,
  type UserRow,
} from '../users.ts';
import { factorJson, userJson, type FactorRow } from '../user-json.ts';
import {
  checkPasswordStrength,
  parseGoDuration,
  validateEmail,
  validatePhone,
} from '../validate.ts';

const AdminUserParams = z.object({
  id: text,
  email: text,
  phone: text,
  password: z.string().nullish(),
  password_hash: text,
  email_confirm: z.boolean().nullish(),
  phone_confirm: z.boolean().nullish(),
  user_metadata: jsonObject,
  app_metadata: jsonObject,
  role: text,
  ban_duration: text,
});
type AdminUserParams = z.infer<typeof AdminUserParams>;

const MAX_UINT64 = 18446744073709551615n;

/** `page` / `per_page` as GoTrue's paginate reads them (strconv.ParseUint): else 400. */
function pageParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name) ?? '';
  if (raw === '') return fallback;
  const digits = /^[0-9]+$/.test(raw);
  if (!digits || BigInt(raw) > MAX_UINT64) {
    throw badRequest(
      'validation_failed',
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: ${digits ? 'value out of range' : 'invalid syntax'}`,
    );
  }
  return Number(raw);
}

export async function listUsers(env: AuthEnv): Promise<ApiResponse> {
  await requireAdmin(env);
  const query = env.req.url.searchParams;
  const page = Math.max(1, pageParam(query, 'page', 1));
  const perPage = Math.min(1000, Math.max(1, pageParam(query, 'per_page', 50)));
  const db = env.ctx.engine;
  // A page past any possible row (up to 2^64 - 1) reads nothing, as Postgres' bigint
  // offset could not hold it.
  const offset = (page - 1) * perPage;
  const { rows } =
    offset > Number.MAX_SAFE_INTEGER
      ? { rows: [] }
      : await db.query<UserRow>(
          'select * from auth.users order by created_at desc, id limit $1 offset $2',
          [perPage, offset],
        );
  const total = (await db.query<{ n: string }>('select count(*)::text as n from auth.users'))
    .rows[0]!.n;
  const users = [];
  for (const row of rows) users.push(await userJson(db, row));
  return json(200, { users, aud: 'authenticated' }, { 'x-total-count': total });
}

async function loadUser(env: AuthEnv): Promise<UserRow> {
  const id = env.params.userId ?? '';
  if (!UUID.test(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(env.ctx.engine, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

export async function getUser(env: AuthEnv): Promise<ApiResponse> {
  await requireAdmin(env);
  return json(200, await userJson(env.ctx.engine, await loadUser(env)));
}

/** banned_until for a ban_duration ("none" lifts the ban). */
function banUntil(duration: string): string | null {
  if (duration === 'none') return null;
  return new Date(Date.now() + parseGoDuration(duration)).toISOString();
}

async function applyCommon(tx: Queryable, userId: string, params: AdminUserParams) {
  if (params.role !== '') {
    await tx.query('update auth.users set role = $2 where id = $1', [userId, params.role]);
  }
  if (params.app_metadata)
    await mergeMetadata(tx, userId, 'raw_app_meta_data', params.app_metadata);
  if (params.user_metadata) {
    await mergeMetadata(tx, userId, 'raw_user_meta_data', params.user_metadata);
  }
  if (params.email_confirm) await confirmEmail(tx, userId);
  if (params.phone_confirm) await confirmPhone(tx, userId);
  if (params.ban_duration !== '') {
    await tx.query('update auth.users set banned_until = $2 where id = $1', [
      userId,
      banUntil(params.ban_duration),
    ]);
  }
}

export async function createUser(env: AuthEnv): Promise<ApiResponse> {
  await requireAdmin(env);
  const params = await readParams(env.req, AdminUserParams);
  const db = env.ctx.engine;
  if (params.email === '' && params.phone === '') {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  const email = params.email !== '' ? validateEmail(params.email) : undefined;
  const phone = params.phone !== '' ? validatePhone(params.phone) : undefined;
  if (email && (await findUserByEmail(db, email))) {
    throw unprocessable(
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  if (phone && (await findUserByPhone(db, phone))) {
    throw unprocessable('phone_exists', 'Phone number already registered by another user');
  }
  if (params.password && params.password_hash !== '') {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  if (params.id !== '' && !UUID.test(params.id)) {
    throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
  }
  if (params.ban_duration !== '' && params.ban_duration !== 'none') {
    parseGoDuration(params.ban_duration);
  }
  let passwordHash = '';
  if (params.password_hash !== '') {
    if (!/^\$2[aby]\$\d\d\$/.test(params.password_hash)) {
      throw badRequest('validation_failed', 'Only bcrypt password hashes are supported');
    }
    passwordHash = params.password_hash;
  } else if (params.password) {
    passwordHash = await hashPassword(params.password);
  }
  const providers = [...(email ? ['email'] : []), ...(phone ? ['phone'] : [])];
  const body = await db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      id: params.id || randomUUID(),
      email,
      phone,
      passwordHash,
      userMetadata: params.user_metadata ?? {},
      appMetadata: { provider: providers[0], providers },
    });
    await applyCommon(tx, user.id, params);
    return userJson(tx, (await findUserById(tx, user.id))!);
  });
  return json(200, body);
}

export async function updateUser(env: AuthEnv): Promise<ApiResponse> {
  await requireAdmin(env);
  const user = await loadUser(env);
  const params = await readParams(env.req, AdminUserParams);
  const email = params.email !== '' ? validateEmail(params.email) : undefined;
  const phone = params.phone !== '' ? validatePhone(params.phone) : undefined;
  if (params.ban_duration !== '' && params.ban_duration !== 'none') {
    parseGoDuration(params.ban_duration);
  }
  let passwordHash: string | null = null;
  if (params.password !== undefined && params.password !== null) {
    checkPasswordStrength(params.password);
    passwordHash = await hashPassword(params.password);
  }
  const body = await env.ctx.engine.transaction(async (tx) => {
    if (passwordHash) await setPassword(tx, user.id, passwordHash, null);
    if (email) {
      await tx.query('update auth.users set email = $2 where id = $1', [user.id, email]);
      await upsertIdentity(tx, user.id, 'email', {
        sub: user.id,
        email,
        email_verified: params.email_confirm === true,
      });
    }
    if (phone) {
      await tx.query('update auth.users set phone = $2 where id = $1', [user.id, phone]);
      await upsertIdentity(tx, user.id, 'phone', {
        sub: user.id,
        phone,
        phone_verified: params.phone_confirm === true,
      });
    }
    await applyCommon(tx, user.id, params);
    await tx.query('update auth.users set updated_at = now() where id = $1', [user.id]);
    return userJson(tx, (await findUserById(tx, user.id))!);
  });
  return json(200, body);
}

const DeleteParams = z.object({ should_soft_delete: z.boolean().nullish() });

export async function deleteUser(env: AuthEnv): Promise<ApiResponse> {
  await requireAdmin(env);
  const user = await loadUser(env);
  const params = await readParams(env.req, DeleteParams);
  await env.ctx.engine.transaction(async (tx) => {
    if (!params.should_soft_delete) {
      await tx.query('delete from auth.users where id = $1', [user.id]);
      return;
    }
    // Soft delete: the row stays for references, but cannot sign in or be found again.
    await tx.query(
      `update auth.users set deleted_at = now(), email = null, phone = null,
         encrypted_password = '', updated_at = now()
       where id = $1 and deleted_at is null`,
      [user.id],
    );
    await tx.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    await tx.query('delete from auth.identities where user_id = $1', [user.id]);
    await endSessions(tx, 'global', user.id, null);
  });
  return json(200, {});
}

// MFA factors ----------------------------------------------------------------------------

/** auth.admin.mfa.listFactors(): every factor of the user, verified or not (a JSON array). */
export async function listFactors(env: AuthEnv): Promise<ApiResponse> {
  await requireAdmin(env);
  const user = await loadUser(env);
  const { rows } = await env.ctx.engine.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [user.id],
  );
  return json(200, rows.map(factorJson));
}

/**
 * auth.admin.mfa.deleteFactor(): removes the factor without the AAL2 a user's own unenroll
 * needs; the user's sessions it had raised to aal2 fall back to aal1. Answers the factor.
 */
export async function deleteFactor(env: AuthEnv): Promise<ApiResponse> {
  await requireAdmin(env);
  const user = await loadUser(env);
  const factorId = env.params.factorId ?? '';
  if (!UUID.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await env.ctx.engine.transaction(async (tx) => {
    const { rows } = await tx.query<FactorRow>(
      'select * from auth.mfa_factors where id = $1 and user_id = $2',
      [factorId, user.id],
    );
    if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
    await downgradeSessions(tx, factorId, user.id);
    await tx.query('delete from auth.mfa_factors where id = $1', [factorId]);
    return rows[0];
  });
  return json(200, factorJson(factor));
}
