// The database's receipt of an order (public.get_order_receipt) as the fields it replaces in
// the local order: the client's preview prices give way to the database's
// (docs/decisions.md#sql-is-the-authority), and the lifecycle (status, payment, shipping, the
// public timeline) is the database's.
import type { OrderDoc, OrderEvent, OrderItem } from './schema.ts';

/** What a receipt sets on the local order; contact details and address are never in it. */
export type ReceiptFields = Pick<
  OrderDoc,
  | 'items'
  | 'subtotal_in_paise'
  | 'gst_in_paise'
  | 'delivery_fee_in_paise'
  | 'total_in_paise'
  | 'payment_method'
  | 'status'
  | 'tax_split'
> &
  Partial<Pick<OrderDoc, (typeof LIFECYCLE)[number] | 'placed_at' | 'timeline'>>;

type Json = Record<string, unknown>;

/** Texts of the lifecycle a receipt carries (absent from an older server's receipt). */
const LIFECYCLE = [
  'payment_status',
  'courier',
  'tracking_number',
  'tracking_url',
  'cancel_reason',
  'order_number',
] as const;

const TOTALS = ['subtotal_in_paise', 'gst_in_paise', 'delivery_fee_in_paise', 'total_in_paise'];
const LABELS = ['payment_method', 'status', 'tax_split'];
const ITEM_NUMBERS = [
  'unitPriceInPaise',
  'gstRate',
  'lineAmountInPaise',
  'gstInPaise',
  'lineTotalInPaise',
];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number, also from numeric text (Postgres bigint arrives as text on some paths). */
function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

function item(value: unknown): OrderItem | null {
  if (!isObject(value) || typeof value.productId !== 'string') return null;
  const quantity = wholeNumber(value.quantity);
  if (quantity === null) return null;
  const numbers = ITEM_NUMBERS.filter((key) => value[key] != null).map((key) => [
    key,
    Number(value[key]),
  ]);
  return { ...value, ...Object.fromEntries(numbers), quantity } as unknown as OrderItem;
}

/**
 * The fields to write from a receipt, or null when it is not one (the RPC answers null for an
 * order it does not have): then the local order is left as it is.
 */
export function receiptFields(receipt: unknown): ReceiptFields | null {
  if (!isObject(receipt) || !Array.isArray(receipt.items) || receipt.items.length === 0) {
    return null;
  }
  const items = receipt.items.map(item);
  const totals = TOTALS.map((key) => [key, wholeNumber(receipt[key])] as const);
  const labels = LABELS.map((key) => [key, receipt[key]] as const);
  if (items.includes(null) || totals.some(([, v]) => v === null)) return null;
  if (labels.some(([, v]) => typeof v !== 'string')) return null;
  const lifecycle = LIFECYCLE.filter((key) => key in receipt).map((key) => [
    key,
    typeof receipt[key] === 'string' ? receipt[key] : null,
  ]);
  return {
    items,
    ...Object.fromEntries(totals),
    ...Object.fromEntries(labels),
    ...Object.fromEntries(lifecycle),
    ...(typeof receipt.placed_at === 'string' ? { placed_at: receipt.placed_at } : {}),
    ...(Array.isArray(receipt.timeline) ? { timeline: events(receipt.timeline) } : {}),
  } as ReceiptFields;
}

/** The public timeline's events (kind and time present); anything else is left out. */
function events(list: unknown[]): OrderEvent[] {
  return list.filter(
    (e): e is OrderEvent => isObject(e) && typeof e.kind === 'string' && typeof e.at === 'string',
  );
}
