// The order desk reads the server directly (network-only staff work, like the leads desk):
// admin_orders, admin_order, low_stock_products. Every answer is also kept on this device
// (sync/staff-commands' desk copy) and served from there when there is no signal.
import type { AppClient } from '../engine/supabase.ts';
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import {
  ORDER_EXPORT_CAP,
  ORDER_PAGE_SIZE,
  rpcFilters,
  type OrderDeskFilter,
} from '../../src/lib/order-desk.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import type { DeskOrder, DeskOrderRow, LowStockProduct, OrderPage } from './model.ts';

const EXPORT_CHUNK = 200;

function clientOf(runtime: SyncRuntime): AppClient {
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  return runtime.client;
}

/** A network failure says "offline"; anything else is the database's own words. */
export class DeskError extends Error {
  constructor(
    message: string,
    readonly offline: boolean,
  ) {
    super(message);
  }
}

function failure(error: ServerError): DeskError {
  const offline = isNetworkFailure(error);
  return new DeskError(offline ? OFFLINE_ACTION : error.message || 'Request failed', offline);
}

/** Reads with no network at all (fetch rejects) come back as offline failures too. */
async function call<T>(read: () => PromiseLike<{ data: unknown; error: ServerError | null }>) {
  let answer: { data: unknown; error: ServerError | null };
  try {
    answer = await read();
  } catch {
    throw new DeskError(OFFLINE_ACTION, true);
  }
  if (answer.error) throw failure(answer.error);
  return answer.data as T;
}

export function fetchOrderPage(
  runtime: SyncRuntime,
  filter: OrderDeskFilter,
  pageSize = ORDER_PAGE_SIZE,
): Promise<OrderPage> {
  const client = clientOf(runtime);
  return call<OrderPage>(() =>
    client.rpc('admin_orders', {
      filters: rpcFilters(filter),
      page: filter.page,
      page_size: pageSize,
    }),
  );
}

export function fetchOrder(runtime: SyncRuntime, id: string): Promise<DeskOrder | null> {
  const client = clientOf(runtime);
  return call<DeskOrder | null>(() => client.rpc('admin_order', { order_id: id }));
}

/** What staff decided on an order held over its dealer's credit limit (review_credit_hold). */
export interface CreditHoldDecision {
  order_id: string;
  order_number: string;
  status: 'placed' | 'cancelled';
  decision: 'approve' | 'reject';
  credit_override: boolean;
}

/** Approves or rejects a credit hold; a refusal is the database's own words (online only). */
export function reviewCreditHoldOnServer(
  runtime: SyncRuntime,
  orderId: string,
  decision: 'approve' | 'reject',
  reason: string | null,
): Promise<CreditHoldDecision> {
  const client = clientOf(runtime);
  return call<CreditHoldDecision>(() =>
    client.rpc('review_credit_hold', {
      p_order: orderId,
      p_decision: decision,
      p_reason: reason ?? undefined,
    }),
  );
}

export function fetchLowStock(runtime: SyncRuntime): Promise<LowStockProduct[]> {
  const client = clientOf(runtime);
  return call<LowStockProduct[]>(() => client.rpc('low_stock_products'));
}

/**
 * Every order matching the filter with its lines, for the CSV export: up to ORDER_EXPORT_CAP
 * orders (newest first); `capped` says when more matched.
 */
export async function fetchOrdersForExport(
  runtime: SyncRuntime,
  filter: OrderDeskFilter,
): Promise<{ orders: DeskOrder[]; total: number; capped: boolean }> {
  const rows: DeskOrderRow[] = [];
  let total = 0;
  for (let page = 1; rows.length < ORDER_EXPORT_CAP; page += 1) {
    const answer = await fetchOrderPage(runtime, { ...filter, page }, EXPORT_CHUNK);
    total = answer.total;
    rows.push(...answer.rows);
    if (answer.rows.length < EXPORT_CHUNK) break;
  }
  const wanted = rows.slice(0, ORDER_EXPORT_CAP);
  const ids = wanted.map((r) => r.id);
  const orders: DeskOrder[] = [];
  const client = clientOf(runtime);
  // The lines come from the orders table (staff read every order): 200 ids per request.
  for (let start = 0; start < ids.length; start += EXPORT_CHUNK) {
    const chunk = ids.slice(start, start + EXPORT_CHUNK);
    const data = await call<Omit<DeskOrder, 'order_number'>[]>(() =>
      client
        .from('orders')
        .select(
          'id, customer_name, phone, email, city, state, items, payment_method, payment_status, status, tax_split, total_in_paise, delivery_fee_in_paise, created_at, placed_at',
        )
        .in('id', chunk),
    );
    const byId = new Map(data.map((o) => [o.id, o]));
    for (const row of wanted.slice(start, start + EXPORT_CHUNK)) {
      const order = byId.get(row.id);
      if (order) orders.push({ ...(order as DeskOrder), order_number: row.order_number });
    }
  }
  return { orders, total, capped: total > wanted.length };
}
