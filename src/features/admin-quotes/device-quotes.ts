// Quotes this device made that the database does not list yet (a field quote saved with no
// signal): the newest queued save of each, for the top of the desk.
import type { PendingStaffCommand } from '../../../sync/admin-quotes/model.ts';

export interface DeviceQuote {
  id: string;
  provisionalNumber: string | null;
  customerName: string;
  createdAt: string;
  refused: boolean;
}

export function deviceQuotes(
  commands: readonly PendingStaffCommand[],
  listed: ReadonlySet<string>,
): DeviceQuote[] {
  const byId = new Map<string, DeviceQuote>();
  for (const c of commands) {
    if (c.kind !== 'quote.save' || listed.has(c.targetId)) continue;
    const before = byId.get(c.targetId);
    const number = typeof c.args.provisional_number === 'string' ? c.args.provisional_number : null;
    byId.set(c.targetId, {
      id: c.targetId,
      provisionalNumber: number ?? before?.provisionalNumber ?? null,
      customerName: typeof c.args.customer_name === 'string' ? c.args.customer_name : '',
      createdAt: before?.createdAt ?? c.createdAt,
      refused: c.refusedBecause !== null,
    });
  }
  return [...byId.values()].filter((q) => q.provisionalNumber !== null).reverse();
}
