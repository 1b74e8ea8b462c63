// A dealer member's statement for a period older than the phone's copy keeps (twelve months):
// read from the server with the member's own token (dealer_ledger, which answers only their
// own dealer's). Online only; offline it fails with OFFLINE_ACTION for the screen to say.
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import { isNetworkFailure } from '../engine/replication/errors.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import { readLedger } from './kind.ts';
import type { DealerLedger } from './model.ts';

export async function fetchMyLedger(
  runtime: SyncRuntime,
  from: string | null,
  to: string,
): Promise<DealerLedger> {
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  const { data, error } = await runtime.client.rpc('dealer_ledger', {
    p_dealer: null as unknown as string,
    p_from: from as string,
    p_to: to,
  });
  if (error) throw new Error(isNetworkFailure(error) ? OFFLINE_ACTION : error.message);
  return readLedger(data);
}
