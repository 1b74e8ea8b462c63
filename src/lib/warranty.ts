// Warranty rules: every product carries WARRANTY_YEARS from its purchase date.
import { WARRANTY_YEARS } from './constants.ts';
import { addYears, formatIsoDate, parseIsoDate } from './iso-date.ts';

/**
 * The last day of cover, "YYYY-MM-DD": the purchase date WARRANTY_YEARS on (a 29 February
 * purchase ends on 28 February). Null when the purchase date is not a real ISO date.
 */
export function warrantyEndDate(purchaseDate: string): string | null {
  const purchased = parseIsoDate(purchaseDate);
  return purchased ? formatIsoDate(addYears(purchased, WARRANTY_YEARS)) : null;
}

/** Covered from the purchase date through the end date, both inclusive. */
export function isUnderWarranty(purchaseDate: string, today: string): boolean {
  const end = warrantyEndDate(purchaseDate);
  if (end === null || parseIsoDate(today) === null) return false;
  return purchaseDate.trim() <= today.trim() && today.trim() <= end;
}
