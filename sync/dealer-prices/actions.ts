// What a dealer member's screens ask the server directly (loaded only with those screens, so a
// shopper's first paint never carries it): a statement for a period older than the phone's
// copy, and for the owner the shop's team. Throws OFFLINE_ACTION offline, for the screen to say.
import { startedSync } from '../engine/app-sync.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import type { Sync } from '../engine/runtime.ts';
import type { DealerLedger } from './model.ts';
import {
  fetchMyLedger,
  fetchShopMembers,
  inviteShopMember,
  removeShopMember,
  type ShopMember,
} from './server.ts';

export type { ShopMember } from './server.ts';

export const readMyStatement = async (
  from: string | null,
  to: string,
  given?: Sync,
): Promise<DealerLedger> => fetchMyLedger(runtimeOf(given ?? (await startedSync())), from, to);

const runtime = async (given?: Sync) => runtimeOf(given ?? (await startedSync()));

/** The shop's members, for its owner. */
export const readShopMembers = async (given?: Sync): Promise<ShopMember[]> =>
  fetchShopMembers(await runtime(given));

/** Adds a member by email or Indian mobile: active at once with an account, else invited. */
export const inviteToShop = async (
  dealerId: string,
  contact: string,
  role: 'buyer' | 'viewer',
  given?: Sync,
) => inviteShopMember(await runtime(given), dealerId, contact.trim(), role);

export const removeFromShop = async (memberId: string, given?: Sync) =>
  removeShopMember(await runtime(given), memberId);
