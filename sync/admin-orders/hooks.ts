// The order desk's reads as hooks (each a DeskRead: fresh, or this device's copy with when it
// was read), and the commands waiting for an order. A read follows this device's commands
// (when one reaches the server) and everyone else's changes (realtime order events).
import { useMemo } from 'react';
import type { OrderDeskFilter } from '../../src/lib/order-desk.ts';
import {
  usePendingCommands,
  usePendingCommandsFor,
  useDeskRead,
  useReloadWhenSent,
} from '../staff-commands/hooks.ts';
import type { PendingStaffCommand } from '../staff-commands/hooks.ts';
import { useOrderEvents } from './order-events.ts';
import type { DeskOrder, DeskRead, LowStockProduct, OrderPage } from './model.ts';
import { fetchLowStock, fetchOrder, fetchOrderPage } from './server.ts';

const isOrderCommand = (command: PendingStaffCommand) => command.kind.startsWith('order.');

export function useOrderPage(filter: OrderDeskFilter): DeskRead<OrderPage> {
  const read = useDeskRead('list', JSON.stringify(filter), (runtime) =>
    fetchOrderPage(runtime, filter),
  );
  useReloadWhenSent(usePendingCommands(), read.reload, isOrderCommand);
  useOrderEvents(null, read.reload);
  return read;
}

export function useDeskOrder(id: string): DeskRead<DeskOrder | null> {
  const read = useDeskRead('order', id, (runtime) => fetchOrder(runtime, id));
  useReloadWhenSent(usePendingCommandsFor(id), read.reload, isOrderCommand);
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

/** The commands waiting (or refused) for one order, oldest first. */
export const useOrderCommands = usePendingCommandsFor;
