// The cart, live (the same in every tab); empty until the data layer has started.
import { useAppStore } from '../engine/use-store.ts';
import type { CartLine } from './model.ts';
import { cartStore } from './queries.ts';

const EMPTY: CartLine[] = [];

export function useCart(): CartLine[] {
  return useAppStore(cartStore, EMPTY);
}
