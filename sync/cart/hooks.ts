// The cart, live (the same in every tab).
import type { CartLine } from './model.ts';
import { cartStore } from './queries.ts';
import { currentSync } from '../engine/runtime.ts';
import { useStore } from '../engine/use-store.ts';

export function useCart(): CartLine[] {
  return useStore(cartStore(currentSync()));
}
