// An order's lifecycle as the database decides it: the statuses and their words, the steps
// staff may take (placed -> confirmed -> packed -> shipped -> delivered, cancelled before
// shipping), the buyer's own cancel, and held (charged above what was shown: waiting for the
// buyer, who confirms or cancels it; staff may only cancel it). A preview, for the buttons offered and the progress
// shown: SQL's private.order_transition_refusal and cancel_my_order decide (case table:
// tests/fixtures/rules/order-transitions.json). Used by the order desk and the buyer's pages.
import { english, type Translate } from './i18n/format.ts';
import { msg } from './i18n/msg.ts';

export const ORDER_STATUSES = [
  'held',
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const STATUS_WORDS: Record<OrderStatus, string> = {
  held: msg('Held: prices changed'),
  placed: msg('Received'),
  confirmed: msg('Confirmed'),
  packed: msg('Packed'),
  shipped: msg('Shipped'),
  delivered: msg('Delivered'),
  cancelled: msg('Cancelled'),
};

const isStatus = (status: string): status is OrderStatus => status in STATUS_WORDS;

/** "Received", "Confirmed", ... in the language of `t`; an unknown status as the database spells it. */
export function statusWords(status: string, t: Translate = english): string {
  return isStatus(status) ? t(STATUS_WORDS[status]) : status;
}

/** The steps shown as progress; cancelled is not a step. */
export const ORDER_STEPS: readonly OrderStatus[] = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
];

// Staff's steps ---------------------------------------------------------------------------------

const STATE: Record<string, string> = {
  held: 'is waiting for the buyer',
  placed: 'is already received',
  confirmed: 'is already confirmed',
  packed: 'is already packed',
  shipped: 'has already shipped',
  delivered: 'has already been delivered',
  cancelled: 'is already cancelled',
};
const DONE: Record<string, string> = {
  placed: 'reopened',
  confirmed: 'confirmed',
  packed: 'packed',
  shipped: 'shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
};

/**
 * Why an order in `current` cannot move to `next` (staff), in the database's words; null
 * when it can. Mirrors private.order_transition_refusal: one step at a time along
 * placed -> confirmed -> packed -> shipped -> delivered, cancelled before shipping; a held
 * order can only be cancelled.
 */
export function transitionRefusal(current: string, next: string): string | null {
  const done = DONE[next];
  const state = STATE[current];
  if (!done) return `Unknown order status: ${next}`;
  if (!state) return `This order has an unknown status (${current}) and cannot be changed.`;
  if (current === 'held') {
    return next === 'cancelled'
      ? null
      : `This order is waiting for the buyer to accept the new prices, so it cannot be ${done}.`;
  }
  if (current === 'cancelled') {
    return next === 'cancelled'
      ? 'This order is already cancelled.'
      : `This order is already cancelled, so it cannot be ${done}.`;
  }
  if (next === 'cancelled') {
    return current === 'shipped' || current === 'delivered'
      ? `This order ${state}, so it can no longer be cancelled.`
      : null;
  }
  const now = ORDER_STEPS.indexOf(current as OrderStatus);
  const rank = ORDER_STEPS.indexOf(next as OrderStatus);
  if (rank === now) return `This order ${state}.`;
  if (rank < now) return `This order ${state}, so it cannot be ${done}.`;
  if (rank > now + 1)
    return `This order must be ${DONE[ORDER_STEPS[now + 1]!]} before it can be ${done}.`;
  return null;
}

export type StatusAction = 'confirm' | 'pack' | 'ship' | 'deliver' | 'cancel';

export const ACTION_STATUS: Record<StatusAction, OrderStatus> = {
  confirm: 'confirmed',
  pack: 'packed',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};

export const ACTION_WORDS: Record<StatusAction, string> = {
  confirm: 'Confirm',
  pack: 'Mark packed',
  ship: 'Ship',
  deliver: 'Mark delivered',
  cancel: 'Cancel order',
};

/** The status actions the lifecycle allows now, in the order they are offered. */
export function statusActions(order: { status: string }): StatusAction[] {
  return (Object.keys(ACTION_STATUS) as StatusAction[]).filter(
    (action) => transitionRefusal(order.status, ACTION_STATUS[action]) === null,
  );
}

// The buyer's step ------------------------------------------------------------------------------

/** The buyer may cancel online while MGRID has not packed it (cancel_my_order's rule). */
export const buyerCanCancel = (status: string) => status === 'placed' || status === 'confirmed';
