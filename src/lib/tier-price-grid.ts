// The staff's dealer price grid (/admin/dealers?tab=prices): every product's dealer price in
// every tier as the database prices it (private.dealer_unit_price, previewed by
// dealerUnitPrice), changes typed into the grid or made for a whole tier at once ("+5 % on this
// tier") kept as drafts until one publish, and the batch publish_tier_prices takes. The database
// checks each change again and applies all or none.
import { amountToPaise } from './dealer-ledger.ts';
import { dealerUnitPrice } from './dealer-pricing.ts';
import { msg } from './i18n/msg.ts';
import { rupees } from './tax-document-layout.ts';
import { english, type Translate } from './i18n/format.ts';

export interface GridTier {
  id: string;
  name: string;
  name_hi: string | null;
  discount_percent: number;
}

export interface GridRow {
  discount_percent: number | null;
  price_in_paise: number | null;
  pack_size: number;
  min_quantity: number;
}

export interface GridProduct {
  product_id: string;
  name: string;
  list_price_in_paise: number;
  prices: Record<string, GridRow>;
}

/** public.admin_tier_prices' answer. */
export interface PriceGrid {
  tiers: GridTier[];
  products: GridProduct[];
}

/** A draft: an explicit dealer price for one product in one tier, or back to the tier's rule. */
export interface PriceDraft {
  tier_id: string;
  product_id: string;
  /** Null: remove the product's own price (the tier's discount applies). */
  price_in_paise: number | null;
}

export const draftKey = (tierId: string, productId: string) => `${tierId}:${productId}`;

/** The dealer price the database charges now for this product in this tier. */
export function currentPrice(product: GridProduct, tier: GridTier): number {
  const row = product.prices[tier.id];
  return dealerUnitPrice(product.list_price_in_paise, tier.discount_percent, {
    discountPercent: row?.discount_percent ?? null,
    priceInPaise: row?.price_in_paise ?? null,
  });
}

/** The price shown in a cell: the draft's when there is one, else the current one. */
export function shownPrice(
  product: GridProduct,
  tier: GridTier,
  drafts: ReadonlyMap<string, PriceDraft>,
): number {
  const draft = drafts.get(draftKey(tier.id, product.product_id));
  if (!draft) return currentPrice(product, tier);
  if (draft.price_in_paise !== null) return draft.price_in_paise;
  return dealerUnitPrice(product.list_price_in_paise, tier.discount_percent);
}

export const GRID_MESSAGES = {
  amount: msg('Enter the dealer price in rupees, for example 9,999.'),
  aboveList: msg('Above the list price ({list}).'),
} as const;

/**
 * What a typed cell means: a draft (the same price as now: no draft, null), or a message. An
 * empty cell takes the tier's own discount again.
 */
export function cellDraft(
  product: GridProduct,
  tier: GridTier,
  typed: string,
  t: Translate = english,
): { ok: true; draft: PriceDraft | null } | { ok: false; error: string } {
  const row = product.prices[tier.id];
  if (typed.trim() === '') {
    const hasOwn = row?.price_in_paise != null || row?.discount_percent != null;
    return {
      ok: true,
      draft: hasOwn
        ? { tier_id: tier.id, product_id: product.product_id, price_in_paise: null }
        : null,
    };
  }
  const paise = amountToPaise(typed);
  if (paise === null) return { ok: false, error: t(GRID_MESSAGES.amount) };
  if (paise > product.list_price_in_paise) {
    return {
      ok: false,
      error: t(GRID_MESSAGES.aboveList, { list: rupees(product.list_price_in_paise) }),
    };
  }
  if (paise === currentPrice(product, tier) && row?.price_in_paise === paise) {
    return { ok: true, draft: null };
  }
  return {
    ok: true,
    draft: { tier_id: tier.id, product_id: product.product_id, price_in_paise: paise },
  };
}

/**
 * "+5 % on this tier": every product's dealer price in `tier` raised by `percent` (negative
 * lowers it), rounded half up to the whole rupee and never above the list price, as drafts; the
 * products whose price would not change get none.
 */
export function tierChange(
  grid: PriceGrid,
  tier: GridTier,
  percent: number,
  drafts: ReadonlyMap<string, PriceDraft>,
): PriceDraft[] {
  const out: PriceDraft[] = [];
  const factor = Math.round(percent * 100);
  for (const product of grid.products) {
    const now = shownPrice(product, tier, drafts);
    const rupeesNow = now * (10000 + factor);
    const next = Math.min(
      product.list_price_in_paise,
      Math.max(100, Math.floor((rupeesNow + 500000) / 1000000) * 100),
    );
    if (next !== now) {
      out.push({ tier_id: tier.id, product_id: product.product_id, price_in_paise: next });
    }
  }
  return out;
}

/** The drafts as publish_tier_prices takes them, keeping each row's pack and minimum. */
export function publishBatch(grid: PriceGrid, drafts: Iterable<PriceDraft>): unknown[] {
  const products = new Map(grid.products.map((p) => [p.product_id, p]));
  return [...drafts].map((draft) => {
    const row = products.get(draft.product_id)?.prices[draft.tier_id];
    // No price of its own: the tier's discount applies; the pack and minimum stay.
    return {
      tier_id: draft.tier_id,
      product_id: draft.product_id,
      ...(draft.price_in_paise === null ? {} : { price_in_paise: draft.price_in_paise }),
      pack_size: row?.pack_size ?? 1,
      min_quantity: row?.min_quantity ?? 1,
    };
  });
}
