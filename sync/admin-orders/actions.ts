// What staff do on the order desk. Every order action is a staff command through the outbox
// (sync/staff-commands): stored on this device at once, sent when there is a signal, applied
// once by the database with the same checks as online, or refused with the reason in words
// (shown on the order). The CSV export reads every filtered order (network only).
import { ORDER_EXPORT_CAP, type OrderDeskFilter } from '../../src/lib/order-desk.ts';
import { startedSync } from '../engine/app-sync.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { discardCommand, queueStaffCommand } from '../staff-commands/actions.ts';
import type { OrderCommandKind } from '../staff-commands/model.ts';
import type { DeskOrder } from './model.ts';
import {
  fetchOrdersForExport,
  reviewCreditHoldOnServer,
  type CreditHoldDecision,
} from './server.ts';

export { ORDER_EXPORT_CAP };
export { fetchGstr1 } from './gstr1.ts';

/** Queues an order action; resolves once it is stored on this device (not yet applied). */
export function queueOrderAction(
  orderId: string,
  kind: OrderCommandKind,
  args: Record<string, unknown> = {},
  given?: Sync,
): Promise<string> {
  return queueStaffCommand(kind, orderId, args, given);
}

/** Forgets a refused order action once read. */
export const dismissRefusedAction = (commandId: string, given?: Sync) =>
  discardCommand(commandId, given);

export type { CreditHoldDecision };

/**
 * Approves or rejects an order held over its dealer's credit limit, online (the database
 * checks the staff member's dealers.credit_override and answers in words).
 */
export async function reviewCreditHold(
  orderId: string,
  decision: 'approve' | 'reject',
  reason: string | null,
  given?: Sync,
): Promise<CreditHoldDecision> {
  return reviewCreditHoldOnServer(
    runtimeOf(given ?? (await startedSync())),
    orderId,
    decision,
    reason,
  );
}

/** Every order the filter matches with its lines (up to ORDER_EXPORT_CAP), for the CSV. */
export async function ordersForExport(
  filter: OrderDeskFilter,
  given?: Sync,
): Promise<{ orders: DeskOrder[]; total: number; capped: boolean }> {
  return fetchOrdersForExport(runtimeOf(given ?? (await startedSync())), filter);
}
