// One line saying what a staff command waiting on this device does, for the list of unsent
// writes: "Order MG-1A2B3C4D: Shipped with Delhivery, AWB 1234567890", "Lead 01234567 set to won",
// "Quote 01234567: Saved as P-7K3F-0003".
import { describeOrderCommand } from './order-desk.ts';
import { orderNumber } from './order-number.ts';
import { describeQuoteCommand } from './quote-desk.ts';

export function commandSummary(
  kind: string,
  targetId: string,
  args: Record<string, unknown>,
): string {
  if (kind === 'lead.status') {
    return `Lead ${targetId.slice(0, 8)} set to ${String(args.status ?? '')}`;
  }
  if (kind.startsWith('order.')) {
    return `Order ${orderNumber(targetId)}: ${describeOrderCommand(kind, args)}`;
  }
  if (kind.startsWith('quote.')) {
    return `Quote ${targetId.slice(0, 8)}: ${describeQuoteCommand(kind, args)}`;
  }
  return `${kind} ${targetId.slice(0, 8)}`;
}
