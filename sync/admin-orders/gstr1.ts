// The accountant's export: a month's GSTR-1 sections as the database builds them
// (public.gstr1_export, staff only). Online only: the figures must be the database's now.
import { OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import type { Gstr1Export } from '../../src/lib/tax-document.ts';
import { startedSync } from '../engine/app-sync.ts';
import { isNetworkFailure } from '../engine/replication/errors.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';

/** The month ('2026-11') as GSTR-1 sections; throws the refusal or OFFLINE_ACTION in words. */
export async function fetchGstr1(month: string, given?: Sync): Promise<Gstr1Export> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  if (!runtime.client) throw new Error(SUPABASE_NOT_CONFIGURED);
  const { data, error } = await runtime.client
    .rpc('gstr1_export', { month: `${month}-01` })
    .retry(false);
  if (error) throw new Error(isNetworkFailure(error) ? OFFLINE_ACTION : error.message);
  return data as unknown as Gstr1Export;
}
