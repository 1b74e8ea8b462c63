// The dealer desk's server reads as hooks: each says loading, its value, or why it failed
// (offline: OFFLINE_ACTION), and reads again when its key changes or `reload` is called. A
// dealer's page and statement keep this device's copy, so field sales open them with no signal.
import { useRemote } from '../engine/use-remote.ts';
import { useDeskRead, usePendingCommandsFor } from '../staff-commands/hooks.ts';
import { useMemo } from 'react';
import {
  fetchAgeing,
  fetchApplications,
  fetchDealer,
  fetchDealers,
  fetchLedger,
  fetchPriceTiers,
  fetchTierGrid,
} from './server.ts';

/** Applications of one status (null: all of them). */
export const useDealerApplications = (status: string | null) =>
  useRemote(`dealer-applications:${status ?? 'all'}`, (runtime) =>
    fetchApplications(runtime, status),
  );

export const useAdminDealers = () => useRemote('dealers', fetchDealers);

/** One dealer; the copy this device last read when there is no signal. */
export const useAdminDealer = (id: string) =>
  useDeskRead('dealer', id, (runtime) => fetchDealer(runtime, id));

export const usePriceTiers = () => useRemote('price-tiers', fetchPriceTiers);

/** A dealer's statement for a period (from null: the beginning; to null: today). */
export const useDealerLedger = (dealerId: string, from: string | null, to: string | null) =>
  useDeskRead('dealer-ledger', `${dealerId}:${from ?? 'all'}:${to ?? 'today'}`, (runtime) =>
    fetchLedger(runtime, dealerId, from, to),
  );

/** Payments collected for this dealer on this device, not yet recorded (or refused). */
export function useWaitingCollections(dealerId: string) {
  const commands = usePendingCommandsFor(dealerId);
  return useMemo(() => commands.filter((c) => c.kind === 'dealer.payment'), [commands]);
}

export { useReloadWhenSent } from '../staff-commands/hooks.ts';

/** What every dealer owes, by age, most overdue first. */
export const useDealerAgeing = () => useRemote('dealer-ageing', fetchAgeing);

/** The dealer price grid: every product in every tier. */
export const useTierGrid = () => useRemote('tier-grid', fetchTierGrid);
