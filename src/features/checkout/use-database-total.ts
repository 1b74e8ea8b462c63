// The database's total for the cart (public.price_cart, the order's own pricing), asked again
// whenever the lines, this device's prices for them or the connection change. Offline, or with
// no backend, there is none: checkout shows this device's preview and says it will be checked.
import { useEffect, useState } from 'react';
import { shownCovers, type ShownPrices } from '../../lib/cart-prices.ts';
import { CartPriceError, priceCart } from '../../../sync/cart/actions.ts';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';

export type DatabaseTotal =
  | { state: 'checking' }
  | { state: 'checked'; shown: ShownPrices }
  /** Not asked or not answered for want of a connection: the preview stands. */
  | { state: 'offline' }
  /** The database refuses these lines (the words an order of them would meet). */
  | { state: 'refused'; message: string };

export function useDatabaseTotal(preview: ShownPrices, skip: boolean): DatabaseTotal {
  const { online, mode } = useSyncStatus();
  // The lines as asked for, with this device's prices: a price this device learns is asked again.
  const key = JSON.stringify(
    preview.lines.map((l) => [l.productId, l.quantity, l.unitPriceInPaise]),
  );
  const [answer, setAnswer] = useState<{ key: string; total: DatabaseTotal } | null>(null);
  const ask = !skip && online && mode === 'live' && preview.lines.length > 0;
  useEffect(() => {
    if (!ask) return;
    let stale = false;
    const lines = (JSON.parse(key) as [string, number][]).map(([productId, quantity]) => ({
      productId,
      quantity,
    }));
    priceCart(lines).then(
      (shown) => {
        if (!stale) setAnswer({ key, total: { state: 'checked', shown } });
      },
      (error: unknown) => {
        if (stale) return;
        const total: DatabaseTotal =
          error instanceof CartPriceError && !error.offline
            ? { state: 'refused', message: error.message }
            : { state: 'offline' };
        setAnswer({ key, total });
      },
    );
    return () => {
      stale = true;
    };
  }, [ask, key]);
  if (!ask) return { state: 'offline' };
  if (answer?.key !== key) return { state: 'checking' };
  if (answer.total.state === 'checked' && !shownCovers(answer.total.shown, preview.lines)) {
    return { state: 'checking' };
  }
  return answer.total;
}
