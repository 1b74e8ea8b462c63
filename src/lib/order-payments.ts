// An order's payments as staff read them: the payment statuses, methods and kinds in words,
// and the payments that may be recorded now. A preview of the payment trigger on
// public.order_payments, which decides (and derives the payment status; no one writes it).
import { msg } from './i18n/msg.ts';

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export const PAYMENT_METHODS = ['cod', 'upi', 'on_account'] as const;
export type PaymentKind = 'upi' | 'cod_cash' | 'refund';

export const PAYMENT_STATUS_WORDS: Record<string, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  refunded: 'Refunded',
};
export const PAYMENT_METHOD_WORDS: Record<string, string> = {
  cod: msg('Cash on delivery'),
  upi: 'UPI',
  /** A dealer's order on credit, paid by the payment terms. */
  on_account: msg('On account'),
};
export const PAYMENT_KIND_WORDS: Record<string, string> = {
  upi: 'UPI payment',
  cod_cash: 'Cash collected on delivery',
  refund: 'Refund',
};

const words = (table: Record<string, string>, key: string | null | undefined) =>
  key ? (table[key] ?? key) : '';
export const paymentStatusWords = (status: string) => words(PAYMENT_STATUS_WORDS, status);
export const paymentMethodWords = (method: string) => words(PAYMENT_METHOD_WORDS, method);

export interface OrderState {
  status: string;
  payment_status: string;
  payment_method: string;
}

/** The payments that may be recorded now (the payment trigger's rules). */
export function paymentKinds(order: OrderState): PaymentKind[] {
  if (order.payment_status === 'refunded') return [];
  if (order.payment_status === 'paid') return order.status === 'cancelled' ? ['refund'] : [];
  const kinds: PaymentKind[] = ['upi'];
  if (order.payment_method === 'cod' && order.status === 'delivered') kinds.push('cod_cash');
  return kinds;
}
