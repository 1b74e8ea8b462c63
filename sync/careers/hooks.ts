// Careers hooks: the open positions, fresh from the server while the page is shown.
import { useEffect, useSyncExternalStore } from 'react';
import type { Position } from './model.ts';
import { BUNDLED_POSITIONS, positionsStore } from './positions-store.ts';
import { refreshPositions } from './refresh.ts';

const bundledPositions = () => BUNDLED_POSITIONS;

/**
 * The open positions: at once what this device has (or the bundle), then the server's list
 * once read; asked again whenever the browser comes back online.
 */
export function useOpenPositions(): Position[] {
  useEffect(() => {
    void refreshPositions();
    const onOnline = () => void refreshPositions();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return useSyncExternalStore(positionsStore.subscribe, positionsStore.get, bundledPositions);
}
