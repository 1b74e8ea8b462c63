/**
 * The order number people read out on the phone: the one the database stored for the order
 * (unique: MG- and the id's first 8 characters, or more of them when another order has those)
 * once it is known here, else "MG-" and the id's first 8 characters, as the device shows it
 * right after ordering.
 */
export function orderNumber(orderId: string, stored?: string | null): string {
  if (stored) return stored;
  return `MG-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
