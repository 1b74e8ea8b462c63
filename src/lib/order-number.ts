/** The order number people read out on the phone: "MG-" and the id's first 8 characters. */
export function orderNumber(orderId: string): string {
  return `MG-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
