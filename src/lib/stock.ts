// What the storefront says about a product's stock: "In stock", "Only N left" at or
// below the shop's threshold (site_settings.low_stock_threshold), "Out of stock". The same
// words on cards, the product page and the cart, from the bundled and the live catalogue.
import { english, type Translate } from './i18n/format.ts';

/** The database's default for site_settings.low_stock_threshold. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

export type StockState = 'in' | 'low' | 'out';

export interface StockLevel {
  state: StockState;
  text: string;
}

/** A usable threshold: a whole number from 0, else the default. */
export function lowStockThreshold(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? value
    : DEFAULT_LOW_STOCK_THRESHOLD;
}

export function stockLevel(
  stockQuantity: number,
  threshold?: number | null,
  t: Translate = english,
): StockLevel {
  const left = Number.isFinite(stockQuantity) ? Math.floor(stockQuantity) : 0;
  if (left <= 0) return { state: 'out', text: t('Out of stock') };
  if (left <= lowStockThreshold(threshold)) {
    return { state: 'low', text: t('Only {left} left', { left }) };
  }
  return { state: 'in', text: t('In stock') };
}

/**
 * What a cart line says when it asks for more than is left: null when the stock covers it.
 * "Only 2 left: your cart has 3." / "Out of stock: remove it to check out."
 */
export function cartStockNote(
  quantity: number,
  stockQuantity: number,
  t: Translate = english,
): string | null {
  if (quantity <= stockQuantity) return null;
  if (stockQuantity <= 0) return t('Out of stock: remove it to check out.');
  return t('Only {left} left: your cart has {quantity}.', { left: stockQuantity, quantity });
}
