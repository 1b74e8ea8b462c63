// What a dealer member asks the server directly, with their own token: a statement for a
// period older than the phone's copy keeps (twelve months; dealer_ledger answers only their own
// dealer's), and for the owner the shop's team (my_dealer_members, invite_dealer_member,
// remove_dealer_member). Online only; offline each fails with OFFLINE_ACTION for the screen.
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import { isNetworkFailure } from '../engine/replication/errors.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import { readLedger } from './kind.ts';
import type { DealerLedger } from './model.ts';

const failed = (error: { message?: string } & Parameters<typeof isNetworkFailure>[0]) =>
  new Error(isNetworkFailure(error) ? OFFLINE_ACTION : (error.message ?? 'Request failed'));

const clientOf = (runtime: SyncRuntime) => {
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  return runtime.client;
};

export async function fetchMyLedger(
  runtime: SyncRuntime,
  from: string | null,
  to: string,
): Promise<DealerLedger> {
  const { data, error } = await clientOf(runtime).rpc('dealer_ledger', {
    p_dealer: null as unknown as string,
    p_from: from as string,
    p_to: to,
  });
  if (error) throw failed(error);
  return readLedger(data);
}

/** One of the shop's members as its owner sees them (public.my_dealer_members). */
export interface ShopMember {
  member_id: string;
  role: 'owner' | 'buyer' | 'viewer';
  status: 'invited' | 'active';
  contact: string | null;
  full_name: string | null;
  is_me: boolean;
  created_at: string;
}

export async function fetchShopMembers(runtime: SyncRuntime): Promise<ShopMember[]> {
  const { data, error } = await clientOf(runtime).rpc('my_dealer_members');
  if (error) throw failed(error);
  return (data ?? []) as unknown as ShopMember[];
}

export async function inviteShopMember(
  runtime: SyncRuntime,
  dealerId: string,
  contact: string,
  role: 'buyer' | 'viewer',
): Promise<{ status: string }> {
  const { data, error } = await clientOf(runtime).rpc('invite_dealer_member', {
    p_dealer: dealerId,
    p_contact: contact,
    p_role: role,
  });
  if (error) throw failed(error);
  return data as unknown as { status: string };
}

export async function removeShopMember(runtime: SyncRuntime, memberId: string): Promise<void> {
  const { error } = await clientOf(runtime).rpc('remove_dealer_member', { p_member: memberId });
  if (error) throw failed(error);
}
