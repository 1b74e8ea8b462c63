// The desk follows other people's changes: every change to an order writes an order event
// (a new order too: 'placed'), which realtime delivers to staff (row-level security: staff
// read every event). A burst of events reads the desk again once, a moment later.
import { useEffect, useRef } from 'react';
import { runtimeOf } from '../engine/runtime-of.ts';
import { useAppSync } from '../engine/use-store.ts';

const SETTLE_MS = 1500;

/** Calls `reload` after order events arrive: for one order, or for any (`orderId` null). */
export function useOrderEvents(orderId: string | null, reload: () => void): void {
  const sync = useAppSync();
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const client = sync ? runtimeOf(sync).client : null;
    if (!client) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onEvent = () => {
      timer ??= setTimeout(() => {
        timer = null;
        latest.current();
      }, SETTLE_MS);
    };
    const channel = client
      .channel(`order-desk:${orderId ?? 'all'}:${Math.random().toString(36).slice(2)}`)
      .on(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'order_events',
          ...(orderId ? { filter: `order_id=eq.${orderId}` } : {}),
        },
        onEvent,
      )
      .subscribe();
    return () => {
      if (timer) clearTimeout(timer);
      void client.removeChannel(channel);
    };
  }, [sync, orderId]);
}
