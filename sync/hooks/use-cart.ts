// The cart, live (the same in every tab).
import type { CartLine } from '../model/cart.ts';
import { cartStore } from '../queries/cart.ts';
import { currentSync } from '../runtime.ts';
import { useStore } from './use-store.ts';

export function useCart(): CartLine[] {
  return useStore(cartStore(currentSync()));
}
