// The order desk's reads as hooks (each a DeskRead: fresh, or this device's copy with when it
// was read), and the commands waiting for an order. A read follows this device's commands
// (when one reaches the server) and everyone else's changes (realtime order events).
import { useEffect, useMemo, useRef } from 'react';
import type { OrderDeskFilter } from '../../src/lib/order-desk.ts';
import { usePendingCommands, usePendingCommandsFor } from '../staff-commands/hooks.ts';
import type { PendingStaffCommand } from '../staff-commands/hooks.ts';
import { useDeskRead } from './desk-read.ts';
import { useOrderEvents } from './live.ts';
import type { DeskOrder, DeskRead, LowStockProduct, OrderPage } from './model.ts';
import { fetchLowStock, fetchOrder, fetchOrderPage } from './server.ts';

/** Calls `reload` whenever a command of `commands` has left the waiting list (it was sent). */
function useReloadWhenSent(commands: readonly PendingStaffCommand[], reload: () => void) {
  const waiting = commands
    .filter((c) => !c.refusedBecause && c.kind.startsWith('order.'))
    .map((c) => c.id);
  const key = waiting.join(',');
  const refused = commands.filter((c) => c.refusedBecause).length;
  const previous = useRef({ waiting, refused });
  useEffect(() => {
    const before = previous.current;
    previous.current = { waiting, refused };
    if (before.waiting.some((id) => !waiting.includes(id)) || refused > before.refused) reload();
    // `key` and `refused` name the list; `waiting` is a new array each render.
  }, [key, refused, reload]);
}

export function useOrderPage(filter: OrderDeskFilter): DeskRead<OrderPage> {
  const read = useDeskRead('list', JSON.stringify(filter), (runtime) =>
    fetchOrderPage(runtime, filter),
  );
  useReloadWhenSent(usePendingCommands(), read.reload);
  useOrderEvents(null, read.reload);
  return read;
}

export function useDeskOrder(id: string): DeskRead<DeskOrder | null> {
  const read = useDeskRead('order', id, (runtime) => fetchOrder(runtime, id));
  useReloadWhenSent(usePendingCommandsFor(id), read.reload);
  useOrderEvents(id, read.reload);
  return read;
}

export function useLowStock(): DeskRead<LowStockProduct[]> {
  return useDeskRead('low-stock', 'all', async (runtime) => fetchLowStock(runtime));
}

/** Every order command waiting on this device (or refused), oldest first. */
export function useWaitingOrderCommands(): PendingStaffCommand[] {
  const all = usePendingCommands();
  // Quote commands ride the same outbox; the order desk counts only its own.
  return useMemo(() => all.filter((c) => !c.kind.startsWith('quote.')), [all]);
}

/** The desk's read-and-keep-a-copy hook, for the quote desk (sync/admin-quotes). */
export { useDeskRead } from './desk-read.ts';

/** The commands waiting (or refused) for one order, oldest first. */
export const useOrderCommands = usePendingCommandsFor;
