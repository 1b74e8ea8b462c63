// The where-to-buy locator's dealers: bundled until the local database opens, then live.
import { useMemo } from 'react';
import { useAppLive } from '../engine/use-store.ts';
import { searchDealers } from './dealer-search.ts';
import type { Dealer } from './model.ts';
import { dealersSnapshot, dealersStore } from './queries.ts';

/** Active dealers matching the search (city, state, PIN code or name); all when blank. */
export function useDealers(search = ''): Dealer[] {
  const dealers = useAppLive(dealersStore, dealersSnapshot).value;
  return useMemo(() => searchDealers(dealers, search), [dealers, search]);
}
