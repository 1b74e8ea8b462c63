// Quantity steps in the cart: never below the product's minimum order quantity, and a step
// down from the minimum removes the line (the spec's "0 removes").

/** The quantity after pressing "−": 0 (remove) once it would go below the MOQ. */
export function stepDown(quantity: number, moq: number): number {
  const next = quantity - 1;
  return next < Math.max(1, moq) ? 0 : next;
}

/** The quantity after pressing "+". */
export function stepUp(quantity: number): number {
  return quantity + 1;
}
