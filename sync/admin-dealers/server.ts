// The dealer desk's reads and writes against the server, with the staff member's own token:
// the database decides (manage_dealers, checked inside each function) and its refusals, written
// for people, come back as Errors carrying its words. Nothing is queued: offline, the desk says
// so and what was typed stays in the form.
import { DEALER_DESK_MESSAGES } from '../../src/lib/dealer-desk.ts';
import type { AgeingRow, DealerLedger, PaymentArgs } from '../../src/lib/dealer-ledger.ts';
import type { PriceGrid } from '../../src/lib/tier-price-grid.ts';
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { AppClient } from '../engine/supabase.ts';
import { readLedger } from '../dealer-prices/model.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import type {
  ApprovalArgs,
  DealerApplication,
  DealerDetail,
  DealerStatus,
  DealerSummary,
  PaymentAnswer,
  PriceTier,
  StatementAnswer,
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

const paise = (value: unknown) => Number(value ?? 0);

/** A dealer's statement from `from` (null: the beginning) to `to` (null: today). */
export async function fetchLedger(
  runtime: SyncRuntime,
  dealerId: string,
  from: string | null,
  to: string | null,
): Promise<DealerLedger> {
  const { data, error } = await clientOf(runtime).rpc('dealer_ledger', {
    p_dealer: dealerId,
    p_from: from as string,
    p_to: to as string,
  });
  if (error) throw failure(error);
  return readLedger(data);
}

const paymentAnswer = (data: unknown): PaymentAnswer => {
  const answer = data as PaymentAnswer;
  return {
    ...answer,
    amount_in_paise: paise(answer.amount_in_paise),
    unallocated_in_paise: paise(answer.unallocated_in_paise),
    balance_in_paise: paise(answer.balance_in_paise),
    allocations: (answer.allocations ?? []).map((a) => ({
      ...a,
      amount_in_paise: paise(a.amount_in_paise),
    })),
  };
};

/** Records a payment; the same `id` again answers the payment already recorded. */
export async function recordPayment(
  runtime: SyncRuntime,
  id: string,
  dealerId: string,
  args: PaymentArgs,
): Promise<PaymentAnswer> {
  const { data, error } = await clientOf(runtime).rpc('record_dealer_payment', {
    p_payment: { id, dealer_id: dealerId, ...args } as never,
  });
  if (error) throw failure(error);
  return paymentAnswer(data);
}

export async function bouncePayment(
  runtime: SyncRuntime,
  id: string,
  reason: string,
): Promise<PaymentAnswer> {
  const { data, error } = await clientOf(runtime).rpc('bounce_dealer_payment', {
    p_id: id,
    p_reason: reason,
  });
  if (error) throw failure(error);
  return paymentAnswer(data);
}

export async function fetchAgeing(runtime: SyncRuntime): Promise<AgeingRow[]> {
  const { data, error } = await clientOf(runtime).rpc('admin_dealer_ageing');
  if (error) throw failure(error);
  return ((data ?? []) as unknown as AgeingRow[]).map((row) => ({
    ...row,
    credit_limit_in_paise: paise(row.credit_limit_in_paise),
    balance_in_paise: paise(row.balance_in_paise),
    not_due_in_paise: paise(row.not_due_in_paise),
    overdue_total_in_paise: paise(row.overdue_total_in_paise),
    overdue_in_paise: {
      '0-30': paise(row.overdue_in_paise?.['0-30']),
      '31-60': paise(row.overdue_in_paise?.['31-60']),
      '61-90': paise(row.overdue_in_paise?.['61-90']),
      '90+': paise(row.overdue_in_paise?.['90+']),
    },
  }));
}

/** Sends the statement to the dealer's owner; the same `id` again does not send it twice. */
export async function sendStatement(
  runtime: SyncRuntime,
  id: string,
  dealerId: string,
  from: string | null,
  to: string,
): Promise<StatementAnswer> {
  const { data, error } = await clientOf(runtime).rpc('send_dealer_statement', {
    p_id: id,
    p_dealer: dealerId,
    ...(from ? { p_from: from } : {}),
    p_to: to,
  });
  if (error) throw failure(error);
  const answer = data as unknown as StatementAnswer;
  return { ...answer, closing_balance_in_paise: paise(answer.closing_balance_in_paise) };
}

/** The dealer price grid: every product's row in every tier (admin_tier_prices). */
export async function fetchTierGrid(runtime: SyncRuntime): Promise<PriceGrid> {
  const { data, error } = await clientOf(runtime).rpc('admin_tier_prices');
  if (error) throw failure(error);
  const grid = data as unknown as PriceGrid;
  return {
    tiers: grid.tiers.map((tier) => ({ ...tier, discount_percent: Number(tier.discount_percent) })),
    products: grid.products.map((product) => ({
      ...product,
      list_price_in_paise: Number(product.list_price_in_paise),
      prices: Object.fromEntries(
        Object.entries(product.prices ?? {}).map(([tier, row]) => [
          tier,
          {
            discount_percent: row.discount_percent == null ? null : Number(row.discount_percent),
            price_in_paise: row.price_in_paise == null ? null : Number(row.price_in_paise),
            pack_size: Number(row.pack_size),
            min_quantity: Number(row.min_quantity),
          },
        ]),
      ),
    })),
  };
}

/** Publishes the batch, all or none; answers how many rows changed. */
export async function publishTierPrices(runtime: SyncRuntime, batch: unknown[]): Promise<number> {
  const { data, error } = await clientOf(runtime).rpc('publish_tier_prices', {
    p_changes: batch as never,
  });
  if (error) throw failure(error);
  return Number((data as { changed?: number } | null)?.changed ?? 0);
}
