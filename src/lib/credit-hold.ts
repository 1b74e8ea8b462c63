// An order on account held for staff approval because it is over the dealer's credit limit:
// the database's own words ("Held: over your credit limit by ₹X (limit ₹Y, ...)"), written in
// the order's held event (private.record_order_placed) and read back with the receipt's
// timeline. A price hold (prices rose) is not one: the buyer answers that one themselves.
export const CREDIT_HOLD_PREFIX = 'Held: over your credit limit';

export interface HoldSource {
  status: string;
  timeline: readonly { kind: string; reason?: unknown }[] | null;
}

/** The database's words when the order is held over the credit limit, else null. */
export function creditHoldReason(order: HoldSource): string | null {
  if (order.status !== 'held') return null;
  const held = [...(order.timeline ?? [])].reverse().find((e) => e.kind === 'held');
  const reason = typeof held?.reason === 'string' ? held.reason : null;
  return reason !== null && reason.startsWith(CREDIT_HOLD_PREFIX) ? reason : null;
}
