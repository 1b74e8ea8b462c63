// The dealer desk's server reads as hooks: each says loading, its value, or why it failed
// (offline: OFFLINE_ACTION), and reads again when its key changes or `reload` is called.
import { useRemote } from '../engine/use-remote.ts';
import {
  fetchAgeing,
  fetchApplications,
  fetchDealer,
  fetchDealers,
  fetchLedger,
  fetchPriceTiers,
} from './server.ts';

/** Applications of one status (null: all of them). */
export const useDealerApplications = (status: string | null) =>
  useRemote(`dealer-applications:${status ?? 'all'}`, (runtime) =>
    fetchApplications(runtime, status),
  );

export const useAdminDealers = () => useRemote('dealers', fetchDealers);

export const useAdminDealer = (id: string) =>
  useRemote(`dealer:${id}`, (runtime) => fetchDealer(runtime, id));

export const usePriceTiers = () => useRemote('price-tiers', fetchPriceTiers);

/** A dealer's statement for a period (from null: the beginning; to null: today). */
export const useDealerLedger = (dealerId: string, from: string | null, to: string | null) =>
  useRemote(`dealer-ledger:${dealerId}:${from ?? 'all'}:${to ?? 'today'}`, (runtime) =>
    fetchLedger(runtime, dealerId, from, to),
  );

/** What every dealer owes, by age, most overdue first. */
export const useDealerAgeing = () => useRemote('dealer-ageing', fetchAgeing);
