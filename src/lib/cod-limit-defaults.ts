// The cash-on-delivery unit limits' shape and defaults (src/lib/cod-limits.ts has the rules):
// apart, because the site settings carry them on every page's first paint, and the rules and
// their words are only for checkout.

export interface CodUnitLimits {
  perOrder: number;
  perBusinessOrder: number;
  perBuyerDay: number;
  perBusinessBuyerDay: number;
}

/** The site settings' defaults (docs/decisions.md, "Cash on delivery is limited in units"). */
export const DEFAULT_COD_UNIT_LIMITS: CodUnitLimits = {
  perOrder: 20,
  perBusinessOrder: 100,
  perBuyerDay: 40,
  perBusinessBuyerDay: 200,
};
