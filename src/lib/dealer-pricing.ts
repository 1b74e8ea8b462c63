// Dealer prices (docs/back-office.md#dealers): a dealer member pays the tier's price, or the
// shopper's price for that quantity (the bulk tier) when that is lower, and orders a product in
// its packs and from its dealer minimum. The database decides (private.dealer_line_unit in
// public.price_cart and the order trigger; case table tests/fixtures/rules/dealer-pricing.json);
// this previews the same prices and words on the dealer's device, offline too.
import { english, type Translate } from './i18n/format.ts';

/** A product's shopper prices, as public.products holds them. */
export interface ShopperPrices {
  listPriceInPaise: number;
  bulkQty: number | null;
  bulkUnitPriceInPaise: number | null;
}

/** A tier's row for one product (public.tier_prices); absent fields are the defaults. */
export interface TierPriceRow {
  /** Off the list price; replaces the tier's default. */
  discountPercent?: number | null;
  /** An explicit dealer price; at most one of this and discountPercent. */
  priceInPaise?: number | null;
  packSize?: number;
  minQuantity?: number;
}

/**
 * The dealer price of one unit: the row's explicit price, else the list price less the row's
 * discount (else the tier's), rounded half up to the whole rupee; never above the list price.
 * Whole-number arithmetic in hundredths of a percent, as numeric does it in SQL.
 */
export function dealerUnitPrice(
  listPriceInPaise: number,
  tierDiscountPercent: number,
  row: TierPriceRow | null = null,
): number {
  if (typeof row?.priceInPaise === 'number') return Math.min(listPriceInPaise, row.priceInPaise);
  const discount = row?.discountPercent ?? tierDiscountPercent;
  const kept = 10000 - Math.round(discount * 100);
  // list x kept / 10000 is in paise; / 100 more is rupees, rounded half up.
  const rupees = Math.floor((listPriceInPaise * kept + 500000) / 1000000);
  return Math.min(listPriceInPaise, rupees * 100);
}

/** The shopper's unit price at a quantity (private.rule_unit_price): bulk from bulkQty up. */
export function shopperUnitPrice(product: ShopperPrices, quantity: number): number {
  return product.bulkQty !== null &&
    product.bulkUnitPriceInPaise !== null &&
    quantity >= product.bulkQty
    ? product.bulkUnitPriceInPaise
    : product.listPriceInPaise;
}

/** A dealer line's unit price: the lower of the dealer price and the shopper's for the quantity. */
export function dealerLineUnitPrice(
  product: ShopperPrices,
  quantity: number,
  tierDiscountPercent: number,
  row: TierPriceRow | null = null,
): number {
  return Math.min(
    dealerUnitPrice(product.listPriceInPaise, tierDiscountPercent, row),
    shopperUnitPrice(product, quantity),
  );
}

export type DealerQuantityProblem =
  | { kind: 'minimum'; minQuantity: number; quantity: number }
  | { kind: 'pack'; packSize: number; quantity: number; nextPack: number };

/** Why a dealer cannot order this quantity (below the dealer minimum, not whole packs), or null. */
export function dealerQuantityProblem(
  quantity: number,
  row: TierPriceRow | null = null,
): DealerQuantityProblem | null {
  const minQuantity = row?.minQuantity ?? 1;
  const packSize = row?.packSize ?? 1;
  if (quantity < minQuantity) return { kind: 'minimum', minQuantity, quantity };
  if (quantity % packSize !== 0) {
    return {
      kind: 'pack',
      packSize,
      quantity,
      nextPack: Math.ceil(quantity / packSize) * packSize,
    };
  }
  return null;
}

/** The problem in words, as the database refuses it ("SL02 comes in packs of 5: ..."). */
export function dealerQuantityMessage(
  productName: string,
  problem: DealerQuantityProblem,
  t: Translate = english,
): string {
  return problem.kind === 'minimum'
    ? t(
        'The dealer minimum for {product} is {minimum}: order at least {minimum}, not {quantity}.',
        {
          product: productName,
          minimum: String(problem.minQuantity),
          quantity: String(problem.quantity),
        },
      )
    : t(
        '{product} comes in packs of {pack}: order {next} or another multiple of {pack}, not {quantity}.',
        {
          product: productName,
          pack: String(problem.packSize),
          next: String(problem.nextPack),
          quantity: String(problem.quantity),
        },
      );
}
