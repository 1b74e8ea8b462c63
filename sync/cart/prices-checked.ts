// Whether this device's catalogue, and so the cart's prices, follows the shop's now: online, and
// the products refreshed on this visit without error (or no backend at all: the bundled
// catalogue is all there is). The last moment it did is kept on this device, so a cart opened
// offline can say when its prices were last checked.
import { useEffect, useMemo } from 'react';
import type { PricesChecked } from '../../src/lib/cart-prices.ts';
import type { SyncStatus } from '../engine/status-store.ts';
import { useSyncStatus } from '../sync-status/hooks.ts';

const KEY = 'mgrid:prices-checked-at';
/** While current, the kept moment is renewed this often (the note is within a minute). */
const RENEW_MS = 30_000;

function keptCheckedAt(): number | null {
  try {
    const ms = Number(globalThis.localStorage?.getItem(KEY));
    return Number.isFinite(ms) && ms > 0 ? ms : null;
  } catch {
    return null;
  }
}

function keepCheckedAt(ms: number): void {
  try {
    globalThis.localStorage?.setItem(KEY, String(ms));
  } catch {
    // Storage refused (private mode, full): the note then says less, nothing breaks.
  }
}

/** Whether the catalogue follows the shop's now, by the sync status. */
export function catalogueCurrent(status: SyncStatus): boolean {
  if (status.mode === 'bundled') return true;
  const products = status.collections.products;
  return (
    status.online &&
    !status.usingFallback &&
    products !== undefined &&
    products.lastSyncedAt !== null &&
    products.lastError === null
  );
}

/** The cart's prices: current or not, and the last moment they were (kept on this device). */
export function usePricesChecked(): PricesChecked {
  const status = useSyncStatus();
  const current = catalogueCurrent(status);
  useEffect(() => {
    if (!current) return;
    keepCheckedAt(Date.now());
    const renew = setInterval(() => keepCheckedAt(Date.now()), RENEW_MS);
    return () => {
      clearInterval(renew);
      // The last moment it was current: the moment it stopped being.
      keepCheckedAt(Date.now());
    };
  }, [current]);
  const synced = status.collections.products?.lastSyncedAt ?? null;
  const kept = current ? null : keptCheckedAt();
  const checkedAt = current ? synced : latest(kept, synced);
  return useMemo(() => ({ current, checkedAt }), [current, checkedAt]);
}

const latest = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.max(a, b);
