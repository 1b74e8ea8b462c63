// The cart at today's prices: a cart line keeps what its product cost when it was added, and
// the cart shows it at the price the catalogue (this device's copy) has now, says when that
// price changed since, and refuses to check out a line that cannot be ordered as it is
// (hidden or gone from the catalogue, out of stock or short of it, below a raised minimum),
// saying what to do. When this device's catalogue may be behind (offline, or not refreshed on
// this visit), the cart says when its prices were last checked. Checkout then shows the
// database's total (public.price_cart) and the order carries exactly what was shown. For a
// dealer member each line is at the lower of the dealer price and the shopper's (as the
// database prices it: ./dealer-pricing.ts), in the tier's packs and from its dealer minimum.
import {
  dealerQuantityMessage,
  dealerQuantityProblem,
  type DealerQuantityProblem,
} from './dealer-pricing.ts';
import { english, type Translate } from './i18n/format.ts';
import { indiaDate, indiaTime, isoDateInIndia } from './india-time.ts';
import {
  bulkOrListPrice,
  cartTotals,
  formatInr,
  priceTextToPaise,
  type DeliverySettings,
} from './money.ts';
import type { CartTotals, LineInput } from './money.ts';

/** A cart line as stored: its product's prices and rules when it was added. */
export interface StoredCartLine {
  productId: string;
  quantity: number;
  priceInPaise: number;
  bulkQty: number | null;
  bulkUnitPriceInPaise: number | null;
  gstRate: number;
  priceInclusive: boolean;
  hsnCode: string | null;
  moq: number;
}

/** The product as this device's catalogue has it now. */
export interface CatalogueProduct {
  id: string;
  priceInPaise: number | null;
  bulkQty: number | null;
  /** As the catalogue writes it ("₹2,799"). */
  bulkUnitPrice: string | number | null;
  gstRate: number;
  priceInclusive: boolean;
  hsnCode: string | null;
  moq: number;
  stockQuantity: number;
  hidden: boolean;
}

/** Why a line cannot be checked out as it is. */
export type LineProblem =
  | { kind: 'unavailable' }
  | { kind: 'out_of_stock' }
  | { kind: 'short'; left: number }
  | { kind: 'below_minimum'; moq: number }
  /** A dealer's line not in the tier's packs, or below its dealer minimum. */
  | { kind: 'dealer_quantity'; product: string; dealer: DealerQuantityProblem };

/** A dealer member's price of a product at their tier (public.dealer_price_list). */
export interface DealerLinePrice {
  listPriceInPaise: number;
  dealerPriceInPaise: number;
  packSize: number;
  minQuantity: number;
}

/** The dealer prices by product id, for a signed-in dealer member (null: a shopper). */
export type DealerPrices = ReadonlyMap<string, DealerLinePrice> | null | undefined;

export interface CurrentCartLine<L extends StoredCartLine> {
  /** The line with the catalogue's prices and rules of now (as stored when it has none). */
  line: L;
  /** The line as the totals count it (its bulk rule applied to the quantity). */
  priced: LineInput;
  /** The unit price the line had when added, when the one of now differs; else null. */
  changedFromInPaise: number | null;
  problem: LineProblem | null;
  /** For a dealer member: the list price beside their price (null: a shopper's line). */
  dealer: { listPriceInPaise: number } | null;
}

const unitAt = (
  line: Pick<StoredCartLine, 'priceInPaise' | 'bulkQty' | 'bulkUnitPriceInPaise' | 'quantity'>,
) => bulkOrListPrice(line.priceInPaise, line.bulkQty, line.bulkUnitPriceInPaise, line.quantity);

const pricedOf = (line: StoredCartLine): LineInput => ({
  unitPriceInPaise: unitAt(line),
  quantity: line.quantity,
  gstRate: line.gstRate,
  priceInclusive: line.priceInclusive,
});

/**
 * One line at the catalogue's prices of now. A product missing from the catalogue, hidden or
 * without a price is unavailable (its line keeps the stored prices, counted in no total); a
 * quantity above the stock, or below a minimum raised since, is a problem to fix first.
 */
export function currentCartLine<L extends StoredCartLine>(
  stored: L,
  product: CatalogueProduct | null | undefined,
  dealerPrice: DealerLinePrice | null = null,
): CurrentCartLine<L> {
  if (!product || product.hidden || product.priceInPaise === null) {
    return {
      line: stored,
      priced: pricedOf(stored),
      changedFromInPaise: null,
      problem: { kind: 'unavailable' },
      dealer: null,
    };
  }
  const line: L = {
    ...stored,
    priceInPaise: product.priceInPaise,
    bulkQty: product.bulkQty,
    bulkUnitPriceInPaise: priceTextToPaise(product.bulkUnitPrice),
    gstRate: product.gstRate,
    priceInclusive: product.priceInclusive,
    hsnCode: product.hsnCode,
    moq: product.moq,
  };
  const was = unitAt(stored);
  const shopper = pricedOf(line);
  // A dealer pays the lower of the dealer price and the shopper's for the quantity.
  const priced: LineInput = dealerPrice
    ? {
        ...shopper,
        unitPriceInPaise: Math.min(dealerPrice.dealerPriceInPaise, shopper.unitPriceInPaise),
      }
    : shopper;
  const moq = Math.max(1, product.moq);
  const dealerProblem = dealerPrice
    ? dealerQuantityProblem(line.quantity, {
        packSize: dealerPrice.packSize,
        minQuantity: dealerPrice.minQuantity,
      })
    : null;
  const name = (stored as { name?: unknown }).name;
  const problem: LineProblem | null =
    product.stockQuantity <= 0
      ? { kind: 'out_of_stock' }
      : line.quantity > product.stockQuantity
        ? { kind: 'short', left: product.stockQuantity }
        : line.quantity < moq
          ? { kind: 'below_minimum', moq }
          : dealerProblem
            ? {
                kind: 'dealer_quantity',
                product: typeof name === 'string' ? name : line.productId,
                dealer: dealerProblem,
              }
            : null;
  return {
    line,
    priced,
    // A dealer's line was stored at the shopper's price: only a change of that one is news.
    changedFromInPaise: was === shopper.unitPriceInPaise ? null : dealerPrice ? null : was,
    problem,
    dealer: dealerPrice ? { listPriceInPaise: product.priceInPaise } : null,
  };
}

export interface CurrentCart<L extends StoredCartLine> {
  lines: CurrentCartLine<L>[];
  /** The lines that can be priced (every line but the unavailable ones), at today's prices. */
  totals: CartTotals;
  /** Some line cannot be checked out as it is. */
  blocked: boolean;
}

/**
 * The cart at the catalogue's prices of now (`products`: the visible ones). While the catalogue
 * is still loading, a line whose product is not in it yet shows as stored, with no problem.
 */
export function currentCart<L extends StoredCartLine>(
  stored: readonly L[],
  products: readonly CatalogueProduct[],
  settings?: DeliverySettings,
  catalogueLoading = false,
  dealerPrices: DealerPrices = null,
): CurrentCart<L> {
  const byId = new Map(products.map((p) => [p.id, p]));
  const lines = stored.map((line): CurrentCartLine<L> => {
    const product = byId.get(line.productId);
    if (!product && catalogueLoading) {
      return {
        line,
        priced: pricedOf(line),
        changedFromInPaise: null,
        problem: null,
        dealer: null,
      };
    }
    return currentCartLine(line, product, dealerPrices?.get(line.productId) ?? null);
  });
  const counted = lines.filter((l) => l.problem?.kind !== 'unavailable').map((l) => l.priced);
  return {
    lines,
    totals: cartTotals(counted, settings),
    blocked: lines.some((l) => l.problem !== null),
  };
}

/** "Price changed from ₹6,999 to ₹7,349"; null when the price is as it was. */
export function priceChangeNote(
  current: Pick<CurrentCartLine<StoredCartLine>, 'changedFromInPaise' | 'priced'>,
  t: Translate = english,
): string | null {
  if (current.changedFromInPaise === null) return null;
  return t('Price changed from {before} to {now}', {
    before: formatInr(current.changedFromInPaise),
    now: formatInr(current.priced.unitPriceInPaise),
  });
}

/** What a line that cannot be checked out as it is says, with what to do; null when it can. */
export function lineProblemNote(
  problem: LineProblem | null,
  quantity: number,
  t: Translate = english,
): string | null {
  if (!problem) return null;
  switch (problem.kind) {
    case 'unavailable':
      return t('No longer available: remove it to check out.');
    case 'out_of_stock':
      return t('Out of stock: remove it to check out.');
    case 'short':
      return t('Only {left} left: your cart has {quantity}.', { left: problem.left, quantity });
    case 'below_minimum':
      return t('The minimum order is now {moq}: change the quantity to check out.', {
        moq: problem.moq,
      });
    case 'dealer_quantity':
      return dealerQuantityMessage(problem.product, problem.dealer, t);
  }
}

/** The quantity that fixes a line's problem (the button beside the note); null: remove it. */
export function fixingQuantity(problem: LineProblem | null): number | null {
  if (problem?.kind === 'short') return problem.left;
  if (problem?.kind === 'below_minimum') return problem.moq;
  if (problem?.kind === 'dealer_quantity') {
    return problem.dealer.kind === 'pack' ? problem.dealer.nextPack : problem.dealer.minQuantity;
  }
  return null;
}

export interface PricesChecked {
  /** This device's catalogue follows the shop's now (online, refreshed on this visit). */
  current: boolean;
  /** Epoch ms of the last moment it was known to follow it; null if never on this device. */
  checkedAt: number | null;
}

/**
 * What the cart says of its prices when they may be behind: "Prices last checked at 2:41 pm"
 * (India time; with the day when it was not today in India); null while they are current.
 */
export function pricesCheckedNote(
  checked: PricesChecked,
  t: Translate = english,
  now: number = Date.now(),
): string | null {
  if (checked.current) return null;
  if (checked.checkedAt === null) {
    return t('Prices not checked yet: they are checked as soon as you are online.');
  }
  const time = indiaTime(checked.checkedAt);
  if (isoDateInIndia(new Date(checked.checkedAt)) === isoDateInIndia(new Date(now))) {
    return t('Prices last checked at {time}', { time });
  }
  return t('Prices last checked on {date} at {time}', { date: indiaDate(checked.checkedAt), time });
}

/** A line of what the buyer was shown at checkout: the order carries exactly these prices. */
export interface ShownLine {
  productId: string;
  name: string;
  quantity: number;
  unitPriceInPaise: number;
  gstRate: number;
  priceInclusive: boolean;
  hsnCode: string | null;
}

/** The lines and totals checkout showed (the button's amount is totalInPaise). */
export interface ShownPrices {
  lines: ShownLine[];
  subtotalInPaise: number;
  gstInPaise: number;
  deliveryFeeInPaise: number;
  totalInPaise: number;
}

/** Whether `shown` priced exactly these products at these quantities (in any order). */
export function shownCovers(
  shown: { lines: readonly { productId: string; quantity: number }[] },
  lines: readonly { productId: string; quantity: number }[],
): boolean {
  const key = (ls: readonly { productId: string; quantity: number }[]) =>
    ls
      .map((l) => `${l.productId}\u0000${l.quantity}`)
      .sort()
      .join('\u0001');
  return key(shown.lines) === key(lines);
}
