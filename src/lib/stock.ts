// What the storefront says about a product's stock (issue 25): "In stock", "Only N left" at or
// below the shop's threshold (site_settings.low_stock_threshold), "Out of stock". The same
// words on cards, the product page and the cart, from the bundled and the live catalogue.
import { EMAIL_INVALID, NAME_REQUIRED, PHONE_INVALID } from './messages.ts';
import { isValidEmail, normalizeIndianMobile } from './validation.ts';

export const NOTIFY_CONTACT_REQUIRED = 'Give a mobile number or an email so we can tell you';

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

export function stockLevel(stockQuantity: number, threshold?: number | null): StockLevel {
  const left = Number.isFinite(stockQuantity) ? Math.floor(stockQuantity) : 0;
  if (left <= 0) return { state: 'out', text: 'Out of stock' };
  if (left <= lowStockThreshold(threshold)) return { state: 'low', text: `Only ${left} left` };
  return { state: 'in', text: 'In stock' };
}

/**
 * What a cart line says when it asks for more than is left: null when the stock covers it.
 * "Only 2 left: your cart has 3." / "Out of stock: remove it to check out."
 */
export function cartStockNote(quantity: number, stockQuantity: number): string | null {
  if (quantity <= stockQuantity) return null;
  if (stockQuantity <= 0) return 'Out of stock: remove it to check out.';
  return `Only ${stockQuantity} left: your cart has ${quantity}.`;
}

export interface NotifyMeInput {
  name: string;
  phone: string;
  email: string;
}

/** The "Notify me" form's rule: a name, and a mobile number or an email (either is enough). */
export function notifyMeErrors(input: NotifyMeInput): Partial<Record<keyof NotifyMeInput, string>> {
  const errors: Partial<Record<keyof NotifyMeInput, string>> = {};
  const phone = input.phone.trim();
  const email = input.email.trim();
  if (input.name.trim() === '') errors.name = NAME_REQUIRED;
  if (phone === '' && email === '') errors.phone = NOTIFY_CONTACT_REQUIRED;
  if (phone !== '' && normalizeIndianMobile(phone) === null) errors.phone = PHONE_INVALID;
  if (email !== '' && !isValidEmail(email)) errors.email = EMAIL_INVALID;
  return errors;
}
