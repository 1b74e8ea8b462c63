// Cash-on-delivery unit limits (the authority is private.limit_cod_units,
// 20261202170200_cod_unit_limits.sql): an order paid on delivery holds at most so many units,
// more for a signed-in buyer with a GSTIN on the order, and one buyer's open COD orders of the
// last 24 hours at most so many together. The database refuses with these words and, in the
// error's detail, {"reason": "cod_units_per_order", limit, units} or
// {"reason": "cod_units_per_day", limit, open, units}; the checkout says the per-order one
// before placing (the settings replicate to the device).
import type { CodUnitLimits } from './cod-limit-defaults.ts';
import { english, type Translate } from './i18n/format.ts';

export { DEFAULT_COD_UNIT_LIMITS, type CodUnitLimits } from './cod-limit-defaults.ts';

export type CodLimitRefusal =
  | { reason: 'cod_units_per_order'; limit: number; units: number }
  | { reason: 'cod_units_per_day'; limit: number; open: number; units: number };

export interface CodOrder {
  paymentMethod: string;
  /** Units in the order, all lines together. */
  units: number;
  /** Signed in, with a GSTIN on the order: the business limits apply. */
  business: boolean;
}

/** The per-order limit this order breaks, or null (orders paid online are not limited). */
export function codOrderRefusal(order: CodOrder, limits: CodUnitLimits): CodLimitRefusal | null {
  if (order.paymentMethod !== 'cod') return null;
  const limit = order.business ? limits.perBusinessOrder : limits.perOrder;
  return order.units > limit ? { reason: 'cod_units_per_order', limit, units: order.units } : null;
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** The refusal in the database error's detail text; null when it is not a COD unit limit. */
export function parseCodLimitRefusal(detail: string | null | undefined): CodLimitRefusal | null {
  if (!detail) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const d = parsed as Record<string, unknown>;
  const [limit, units, open] = [count(d.limit), count(d.units), count(d.open)];
  if (limit === null || units === null) return null;
  if (d.reason === 'cod_units_per_order') return { reason: d.reason, limit, units };
  if (d.reason === 'cod_units_per_day' && open !== null) {
    return { reason: d.reason, limit, open, units };
  }
  return null;
}

/** The refusal in words, as the database says it (in English). */
export function codLimitWords(refusal: CodLimitRefusal, t: Translate = english): string {
  return refusal.reason === 'cod_units_per_order'
    ? t(
        'Cash on delivery orders are limited to {limit} units. Pay online, or ask us for a quotation for larger orders.',
        { limit: String(refusal.limit) },
      )
    : t(
        'Cash on delivery orders are limited to {limit} units a day: your open orders from the last 24 hours already have {open}. Pay online, or ask us for a quotation for larger orders.',
        { limit: String(refusal.limit), open: String(refusal.open) },
      );
}
