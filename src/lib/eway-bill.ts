// The e-way bill rule the order desk asks by (the database decides: private.needs_eway_bill,
// private.eway_bill_threshold_in_paise): a consignment whose goods value with tax (the order's
// lines with GST, before the delivery fee) is above ₹50,000 ships only with its 12-digit
// e-way bill number.

/** ₹50,000 in paise: above it, a consignment needs an e-way bill. */
export const EWAY_BILL_THRESHOLD_IN_PAISE = 5_000_000;

/** The goods value with tax of an order: its total less the delivery fee. */
export const goodsValueInPaise = (order: {
  total_in_paise: number;
  delivery_fee_in_paise?: number | null;
}) => order.total_in_paise - (order.delivery_fee_in_paise ?? 0);

/** Whether shipping this order needs an e-way bill number. */
export const needsEwayBill = (order: {
  total_in_paise: number;
  delivery_fee_in_paise?: number | null;
}) => goodsValueInPaise(order) > EWAY_BILL_THRESHOLD_IN_PAISE;

/** The number as the database stores it: spaces and dashes dropped. */
export const normaliseEwayBill = (input: string) => input.replace(/[\s-]+/g, '');

export const EWAY_BILL_MESSAGES = {
  required: 'This consignment is above ₹50,000: enter its 12-digit e-way bill number to ship it.',
  digits: 'The e-way bill number must be exactly 12 digits.',
} as const;

/**
 * Why the typed number cannot ship this order (an EWAY_BILL_MESSAGES text), or null. An empty
 * field is fine when the order does not need one.
 */
export function ewayBillProblem(
  input: string,
  order: { total_in_paise: number; delivery_fee_in_paise?: number | null },
): string | null {
  const number = normaliseEwayBill(input);
  if (number === '') return needsEwayBill(order) ? EWAY_BILL_MESSAGES.required : null;
  return /^[0-9]{12}$/.test(number) ? null : EWAY_BILL_MESSAGES.digits;
}
