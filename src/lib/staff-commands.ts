// Staff commands waiting on this device, in words and in effect: what an order command does
// ("Shipped with Delhivery, AWB 1234567890"), the one line of the list of unsent writes
// ("Order MG-1A2B3C4D: ...", "Lead 01234567 set to won", "Quote 01234567: Saved as
// P-7K3F-0003", "Dealer 01234567: ₹11,049 by cheque 004512"), and the status an order will
// have once its waiting commands apply.
import { formatInr } from './money.ts';
import { ACTION_STATUS, transitionRefusal, type StatusAction } from './order-lifecycle.ts';
import { orderNumber } from './order-number.ts';
import { PAYMENT_KIND_WORDS } from './order-payments.ts';
import { describeQuoteCommand } from './quote-desk.ts';

/** A staff command not yet applied by the server: waiting, or refused with its reason. */
export interface PendingCommand {
  id: string;
  kind: string;
  args: Record<string, unknown>;
  createdAt: string;
  refusedBecause: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const paise = (value: unknown) => (typeof value === 'number' ? formatInr(value) : '');

/** What an order command does, in words: "Shipped with Delhivery, AWB 1234567890". */
export function describeOrderCommand(kind: string, args: Record<string, unknown>): string {
  switch (kind) {
    case 'order.confirm':
      return 'Confirmed';
    case 'order.pack':
      return 'Packed';
    case 'order.ship':
      return `Shipped with ${text(args.courier)}, AWB ${text(args.tracking_number)}`;
    case 'order.deliver':
      return typeof args.cash_in_paise === 'number'
        ? `Delivered, ${paise(args.cash_in_paise)} cash collected`
        : 'Delivered';
    case 'order.cancel':
      return `Cancelled: ${text(args.reason)}`;
    case 'order.payment': {
      const what = PAYMENT_KIND_WORDS[text(args.kind)] ?? 'Payment';
      const utr = text(args.utr) ? ` (UTR ${text(args.utr)})` : '';
      return `${what} of ${paise(args.amount_in_paise)} recorded${utr}`;
    }
    case 'order.note':
      return `Note: ${text(args.text)}`;
    default:
      return kind;
  }
}

const COLLECTION_METHODS: Record<string, string> = {
  upi: 'UPI',
  neft_rtgs: 'NEFT/RTGS',
  cheque: 'cheque',
  cash: 'cash',
};

/** A collection at a dealer's shop, in words: "₹11,049 by cheque 004512, received 2026-12-05". */
export function describeCollection(args: Record<string, unknown>): string {
  const method = COLLECTION_METHODS[text(args.method)] ?? text(args.method);
  const reference = text(args.reference) ? ` ${text(args.reference)}` : '';
  const day = text(args.received_on) ? `, received ${text(args.received_on)}` : '';
  return `${paise(args.amount_in_paise)} by ${method}${reference}${day}`;
}

/** One line for the list of unsent writes. */
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
  if (kind === 'dealer.payment') {
    return `Dealer ${targetId.slice(0, 8)}: ${describeCollection(args)}`;
  }
  if (kind.startsWith('quote.')) {
    return `Quote ${targetId.slice(0, 8)}: ${describeQuoteCommand(kind, args)}`;
  }
  return `${kind} ${targetId.slice(0, 8)}`;
}

/** The status the order will have once its waiting (not refused) commands apply. */
export function statusAfter(status: string, pending: readonly PendingCommand[]): string {
  let now = status;
  for (const command of pending) {
    if (command.refusedBecause) continue;
    const action = command.kind.replace(/^order\./, '') as StatusAction;
    const next = ACTION_STATUS[action];
    if (next && transitionRefusal(now, next) === null) now = next;
  }
  return now;
}
