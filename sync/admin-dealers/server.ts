// The dealer desk's reads and writes against the server, with the staff member's own token:
// the database decides (manage_dealers, checked inside each function) and its refusals, written
// for people, come back as Errors carrying its words. Nothing is queued: offline, the desk says
// so and what was typed stays in the form.
import { DEALER_DESK_MESSAGES } from '../../src/lib/dealer-desk.ts';
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { AppClient } from '../engine/supabase.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import type {
  ApprovalArgs,
  DealerApplication,
  DealerDetail,
  DealerStatus,
  DealerSummary,
  PriceTier,
} from './model.ts';

function clientOf(runtime: SyncRuntime): AppClient {
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  return runtime.client;
}

function failure(error: ServerError): Error {
  if (isNetworkFailure(error)) return new Error(OFFLINE_ACTION);
  if (error.code === '42501' && /row-level security|permission denied/.test(error.message ?? '')) {
    return new Error(DEALER_DESK_MESSAGES.notAllowed);
  }
  return new Error(error.message || 'Request failed');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every application, or those of one status. */
export async function fetchApplications(
  runtime: SyncRuntime,
  status: string | null,
): Promise<DealerApplication[]> {
  const { data, error } = await clientOf(runtime).rpc('admin_dealer_applications', {
    p_status: status ?? undefined,
  });
  if (error) throw failure(error);
  return (data ?? []) as unknown as DealerApplication[];
}

export async function fetchDealers(runtime: SyncRuntime): Promise<DealerSummary[]> {
  const { data, error } = await clientOf(runtime).rpc('admin_dealers');
  if (error) throw failure(error);
  return ((data ?? []) as unknown as DealerSummary[]).map((dealer) => ({
    ...dealer,
    credit_limit_in_paise: Number(dealer.credit_limit_in_paise),
    members: dealer.members ?? [],
  }));
}

/** One dealer with its members; null when there is none (a mistyped address included). */
export async function fetchDealer(runtime: SyncRuntime, id: string): Promise<DealerDetail | null> {
  if (!UUID.test(id)) return null;
  return (await fetchDealers(runtime)).find((dealer) => dealer.id === id) ?? null;
}

export async function fetchPriceTiers(runtime: SyncRuntime): Promise<PriceTier[]> {
  const { data, error } = await clientOf(runtime)
    .from('price_tiers')
    .select('id,name,name_hi,discount_percent,sort')
    .order('sort', { ascending: true });
  if (error) throw failure(error);
  return ((data ?? []) as unknown as PriceTier[]).map((tier) => ({
    ...tier,
    discount_percent: Number(tier.discount_percent),
  }));
}

export interface ReviewAnswer {
  application_id: string;
  status: 'approved' | 'rejected';
  dealer_id: string | null;
}

export async function reviewApplication(
  runtime: SyncRuntime,
  id: string,
  decision: 'approve' | 'reject',
  args: ApprovalArgs | { reason: string },
): Promise<ReviewAnswer> {
  const { data, error } = await clientOf(runtime).rpc('review_dealer_application', {
    p_id: id,
    p_decision: decision,
    p_args: args as never,
  });
  if (error) throw failure(error);
  return data as unknown as ReviewAnswer;
}

export async function changeDealerStatus(
  runtime: SyncRuntime,
  id: string,
  status: DealerStatus,
  reason: string | null,
): Promise<void> {
  const { error } = await clientOf(runtime).rpc('set_dealer_status', {
    p_dealer: id,
    p_status: status,
    p_reason: reason ?? undefined,
  });
  if (error) throw failure(error);
}

export async function changeDealerTerms(
  runtime: SyncRuntime,
  id: string,
  changes: Partial<ApprovalArgs>,
): Promise<void> {
  const { error } = await clientOf(runtime).rpc('update_dealer_terms', {
    p_dealer: id,
    p_args: changes as never,
  });
  if (error) throw failure(error);
}
