// The person's orders on this device: pulled from the server when signed in, and placed here.
import { useMemo } from 'react';
import type { LiveSnapshot } from '../engine/live.ts';
import { useAppLive } from '../engine/use-store.ts';
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
