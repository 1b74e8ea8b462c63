// The signed-in dealer member's terms and prices from the device's copy (offline too). A
// shopper, a visitor, or another person's copy left on a shared phone: null.
import { useMemo } from 'react';
import type { LiveSnapshot } from '../engine/live.ts';
import { useAppLive } from '../engine/use-store.ts';
import { useSession } from '../session/hooks.ts';
import type { DealerCopy, DealerPrice, MyDealer } from './model.ts';
import { dealerCopiesStore } from './queries.ts';

export type {
  DealerCopy,
  DealerCredit,
  DealerLedger,
  DealerPrice,
  LedgerEntry,
  MyDealer,
} from './model.ts';

const NONE: LiveSnapshot<DealerCopy[]> = { value: [], loaded: false };
const none = () => NONE;

/** The signed-in person's dealer copy, or null. */
export function useDealerCopy(): DealerCopy | null {
  const { value } = useAppLive(dealerCopiesStore, none);
  const userId = useSession().user?.id ?? null;
  return useMemo(
    () => (userId === null ? null : (value.find((c) => c.userId === userId) ?? null)),
    [value, userId],
  );
}

export function useMyDealer(): MyDealer | null {
  return useDealerCopy()?.dealer ?? null;
}

export function useDealerPrice(productId: string): DealerPrice | null {
  return useDealerCopy()?.prices.get(productId) ?? null;
}
