// The quote desk reads the server directly, like the order desk: admin_quotes and admin_quote.
// The hooks keep every answer on this device and serve it when there is no signal.
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import {
  QUOTE_PAGE_SIZE,
  quoteRpcFilters,
  type QuoteDeskFilter,
} from '../../src/lib/quote-desk.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { Database } from '../engine/database.types.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import type { DeskQuote, QuotePage } from './model.ts';

type Functions = Database['public']['Functions'];
type QuoteRpc = 'admin_quotes' | 'admin_quote';

/** A network failure says "offline"; anything else is the database's own words. */
async function call<T, F extends QuoteRpc = QuoteRpc>(
  runtime: SyncRuntime,
  rpc: F,
  args: Functions[F]['Args'],
): Promise<T> {
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  let answer: { data: unknown; error: ServerError | null };
  try {
    answer = await runtime.client.rpc(rpc, args);
  } catch {
    throw new Error(OFFLINE_ACTION);
  }
  if (answer.error) {
    throw new Error(
      isNetworkFailure(answer.error) ? OFFLINE_ACTION : answer.error.message || 'Request failed',
    );
  }
  return answer.data as T;
}

export function fetchQuotePage(runtime: SyncRuntime, filter: QuoteDeskFilter): Promise<QuotePage> {
  return call<QuotePage>(runtime, 'admin_quotes', {
    filters: quoteRpcFilters(filter),
    page: filter.page,
    page_size: QUOTE_PAGE_SIZE,
  });
}

export function fetchQuote(runtime: SyncRuntime, id: string): Promise<DeskQuote | null> {
  return call<DeskQuote | null>(runtime, 'admin_quote', { quote_id: id });
}
