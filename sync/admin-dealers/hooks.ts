// The dealer desk's server reads as hooks: each says loading, its value, or why it failed
// (offline: OFFLINE_ACTION), and reads again when its key changes or `reload` is called.
import { useRemote } from '../engine/use-remote.ts';
import { fetchApplications, fetchDealer, fetchDealers, fetchPriceTiers } from './server.ts';

/** Applications of one status (null: all of them). */
export const useDealerApplications = (status: string | null) =>
  useRemote(`dealer-applications:${status ?? 'all'}`, (runtime) =>
    fetchApplications(runtime, status),
  );

export const useAdminDealers = () => useRemote('dealers', fetchDealers);

export const useAdminDealer = (id: string) =>
  useRemote(`dealer:${id}`, (runtime) => fetchDealer(runtime, id));

export const usePriceTiers = () => useRemote('price-tiers', fetchPriceTiers);
