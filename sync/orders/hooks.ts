// The person's orders on this device: pulled from the server when signed in, and placed here.
export { useOrderDocuments } from './documents.ts';
import { useEffect, useMemo } from 'react';
import type { LiveSnapshot } from '../engine/live.ts';
import { useAppLive, useAppSync } from '../engine/use-store.ts';
import { refreshOrder } from './follow.ts';
import type { Order } from './model.ts';
import { ordersStore } from './queries.ts';

const NONE: LiveSnapshot<Order[]> = { value: [], loaded: false };
const none = () => NONE;

export function useOrders(): Order[] {
  return useAppLive(ordersStore, none).value;
}

export interface OrderState {
  /** null while loading, and when this device has no order with this id. */
  order: Order | null;
  /** Until the first read of the local orders (they are only ever on this device). */
  loading: boolean;
}

export function useOrderState(id: string | undefined): OrderState {
  const { value: orders, loaded } = useAppLive(ordersStore, none);
  const order = useMemo(() => orders.find((o) => o.id === id) ?? null, [orders, id]);
  return useMemo(() => ({ order, loading: !loaded }), [order, loaded]);
}

export function useOrder(id: string | undefined): Order | null {
  return useOrderState(id).order;
}

/** How often an open order page reads the order again (guests have no live channel). */
export const FOLLOW_INTERVAL_MS = 15_000;

/**
 * The order, kept fresh while its page is open: its receipt is read again now, every
 * FOLLOW_INTERVAL_MS while the page is visible, when the window regains focus or the browser
 * comes back online, and when the pulled order's status changes (a signed-in buyer's orders
 * arrive live; the receipt adds the timeline). Offline, the last state read stays.
 */
export function useFollowedOrder(id: string | undefined): OrderState {
  const state = useOrderState(id);
  const sync = useAppSync();
  const onServer = state.order !== null && state.order.syncState !== 'waiting';
  const status = state.order?.status;
  useEffect(() => {
    if (!sync || !id || !onServer) return;
    const read = () => void refreshOrder(id, sync).catch(() => undefined);
    const whenVisible = () => document.visibilityState === 'visible' && read();
    read();
    const timer = setInterval(whenVisible, FOLLOW_INTERVAL_MS);
    window.addEventListener('focus', read);
    window.addEventListener('online', read);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', read);
      window.removeEventListener('online', read);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, [sync, id, onServer, status]);
  return state;
}
