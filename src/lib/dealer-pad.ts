// The dealer's quick-order pad (/dealer/order): each product's line at the dealer's price (the
// lower of the tier's and the shopper's for the quantity, as ./dealer-pricing.ts and the
// database price it), what is wrong with a quantity (not whole packs, below the dealer minimum,
// more than is in stock), the running total, and "Reorder last order": the last order's lines
// on the pad with where today's price or stock differs from that order's.
import {
  dealerQuantityProblem,
  shopperUnitPrice,
  type DealerQuantityProblem,
} from './dealer-pricing.ts';
import { lineTotals } from './money.ts';

/** A product as the pad shows it (the catalogue's fields and the dealer's price of it). */
export interface PadProduct {
  productId: string;
  name: string;
  listPriceInPaise: number;
  bulkQty: number | null;
  bulkUnitPriceInPaise: number | null;
  gstRate: number;
  priceInclusive: boolean;
  stockQuantity: number;
  /** The tier's price and rules (public.dealer_price_list); null: not on the dealer's list. */
  dealer: { dealerPriceInPaise: number; packSize: number; minQuantity: number } | null;
}

export type PadProblem =
  | DealerQuantityProblem
  | { kind: 'stock'; quantity: number; available: number }
  | { kind: 'unlisted' };

export interface PadLine {
  productId: string;
  quantity: number;
  unitPriceInPaise: number;
  /** With GST, as the order's line total (inclusive prices: the amount). */
  lineTotalInPaise: number;
  problem: PadProblem | null;
}

/** A quantity as typed: a whole number of 0 or more, or null (blank, letters, a fraction). */
export function padQuantity(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return 0;
  if (!/^\d{1,6}$/.test(text)) return null;
  return Number(text);
}

/** One product's line at a quantity (0: no line). */
export function padLine(product: PadProduct, quantity: number): PadLine | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return null;
  const shopper = shopperUnitPrice(product, quantity);
  const unitPriceInPaise = product.dealer
    ? Math.min(product.dealer.dealerPriceInPaise, shopper)
    : shopper;
  const { totalInPaise } = lineTotals({
    unitPriceInPaise,
    quantity,
    gstRate: product.gstRate,
    priceInclusive: product.priceInclusive,
  });
  let problem: PadProblem | null = product.dealer
    ? dealerQuantityProblem(quantity, product.dealer)
    : { kind: 'unlisted' };
  if (problem === null && quantity > product.stockQuantity) {
    problem = { kind: 'stock', quantity, available: Math.max(0, product.stockQuantity) };
  }
  return {
    productId: product.productId,
    quantity,
    unitPriceInPaise,
    lineTotalInPaise: totalInPaise,
    problem,
  };
}

export interface PadTotals {
  lines: PadLine[];
  /** Lines with a quantity. */
  count: number;
  units: number;
  /** Every line's total with GST (before delivery). */
  totalInPaise: number;
  /** Lines that cannot be ordered as they are. */
  problems: number;
}

/** The pad's lines and totals, in the products' order; quantities of unknown products are left out. */
export function padTotals(
  products: readonly PadProduct[],
  quantities: ReadonlyMap<string, number>,
): PadTotals {
  const lines: PadLine[] = [];
  for (const product of products) {
    const line = padLine(product, quantities.get(product.productId) ?? 0);
    if (line) lines.push(line);
  }
  return {
    lines,
    count: lines.length,
    units: lines.reduce((sum, l) => sum + l.quantity, 0),
    totalInPaise: lines.reduce((sum, l) => sum + l.lineTotalInPaise, 0),
    problems: lines.filter((l) => l.problem !== null).length,
  };
}

/** A line of the last order, as the device keeps it. */
export interface PastLine {
  productId: string;
  name: string;
  quantity: number;
  unitPriceInPaise: number;
}

export type ReorderDifference =
  | { kind: 'price'; productId: string; name: string; was: number; now: number }
  | { kind: 'stock'; productId: string; name: string; wanted: number; available: number }
  | { kind: 'gone'; productId: string; name: string };

export interface Reorder {
  /** The quantities to put on the pad (products no longer sold are left out). */
  quantities: Map<string, number>;
  differences: ReorderDifference[];
}

/**
 * The last order on the pad: each line's quantity, and where today differs from then: a unit
 * price changed (today's dealer price at that quantity), less in stock than was ordered, a
 * product no longer sold.
 */
export function reorderFrom(
  last: readonly PastLine[],
  products: ReadonlyMap<string, PadProduct>,
): Reorder {
  const quantities = new Map<string, number>();
  const differences: ReorderDifference[] = [];
  for (const line of last) {
    const product = products.get(line.productId);
    if (!product) {
      differences.push({ kind: 'gone', productId: line.productId, name: line.name });
      continue;
    }
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  }
  for (const [productId, quantity] of quantities) {
    const product = products.get(productId)!;
    const was = last.find((l) => l.productId === productId)!;
    const today = padLine(product, quantity)!;
    if (today.unitPriceInPaise !== was.unitPriceInPaise) {
      differences.push({
        kind: 'price',
        productId,
        name: product.name,
        was: was.unitPriceInPaise,
        now: today.unitPriceInPaise,
      });
    }
    if (quantity > product.stockQuantity) {
      differences.push({
        kind: 'stock',
        productId,
        name: product.name,
        wanted: quantity,
        available: Math.max(0, product.stockQuantity),
      });
    }
  }
  return { quantities, differences };
}
