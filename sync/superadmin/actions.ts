// What a superadmin changes: a person's role and whether they may sign in, their permissions
// (grant with an optional expiry, revoke), and the site settings. Online only: each waits for
// the server's answer and throws its refusal (or OFFLINE_ACTION) for the screen to show;
// nothing is queued, so a refused change is never applied later by surprise.
import type { SiteSettingsRow } from '../../src/lib/site-settings-form.ts';
import { startedSync } from '../engine/app-sync.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import type { Sync } from '../engine/runtime.ts';
import type { ManagedUser, Role } from './model.ts';
import {
  deactivatePermission,
  insertPermission,
  updateSiteSettings,
  updateUser,
} from './server.ts';

const runtime = async (given?: Sync) => runtimeOf(given ?? (await startedSync()));

export const changeUserRole = async (
  userId: string,
  role: Role,
  given?: Sync,
): Promise<ManagedUser> => updateUser(await runtime(given), userId, { role });

export const setUserActive = async (
  userId: string,
  active: boolean,
  given?: Sync,
): Promise<ManagedUser> => updateUser(await runtime(given), userId, { is_active: active });

/**
 * Grants a permission; `expiresAt` is an ISO instant or null (never expires); `maxPercent` is
 * quotes.discount's largest discount (null for every other permission).
 */
export const grantPermission = async (
  userId: string,
  permissionType: string,
  expiresAt: string | null,
  given?: Sync,
  maxPercent: number | null = null,
) => insertPermission(await runtime(given), userId, permissionType, expiresAt, maxPercent);

/** Revokes a grant: it stays in the list as history, inactive. */
export const revokePermission = async (permissionId: string, given?: Sync) =>
  deactivatePermission(await runtime(given), permissionId);

/** Saves the site settings; visitors' devices get them live through replication. */
export const saveSiteSettings = async (row: SiteSettingsRow, given?: Sync) =>
  updateSiteSettings(await runtime(given), row);
