// A quotation's figures as the device previews them (a field quote made with no signal must
// show totals at once). No rule of its own: a line is priced by the order rules of money.ts
// (list or bulk unit price, lineTotals, gstSplit); a quote only adds staff's per-line discount,
// taken off the unit price as the database's one pricing function does (private.price_line:
// net unit = unit - round(unit x discount / 100), then the order line on net unit x quantity),
// so an order made from the quote keeps whole-paisa unit prices. The cases both run:
// tests/fixtures/rules/quote-pricing.json. The database's figures win once synced.
import {
  bulkOrListPrice,
  deliveryFeeFor,
  gstSplit,
  lineTotals,
  type DeliverySettings,
  type GstSplit,
} from './money.ts';

export interface QuoteLineInput {
  productId: string;
  name: string;
  hsn: string | null;
  quantity: number;
  /** The product's list price for one unit, in paise. */
  listUnitInPaise: number;
  /** Before discount: list or bulk (the order rule), or staff's own price. */
  unitInPaise: number;
  /** 0..100, two decimals count. */
  discountPercent: number;
  gstRate: number;
  priceInclusive: boolean;
}

export interface QuoteLinePriced extends QuoteLineInput {
  /** The unit price after the discount: what an order from this quote charges. */
  netUnitInPaise: number;
  discountInPaise: number;
  /** After the discount; includes GST where the price does (as an order line's amount). */
  amountInPaise: number;
  gstInPaise: number;
  totalInPaise: number;
}

export interface QuoteTotals {
  lines: QuoteLinePriced[];
  /** Line amounts after discount (GST included where prices include it), as orders count. */
  subtotalInPaise: number;
  discountInPaise: number;
  gstInPaise: number;
  deliveryFeeInPaise: number;
  totalInPaise: number;
  split: GstSplit;
}

/** Hundredths of a percent, e.g. 5.25 -> 525; a discount keeps at most two decimals. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/** The unit price after `percent` off, the paisa rounded half away from zero (numeric round()). */
export function discountedUnitInPaise(unitInPaise: number, percent: number): number {
  const off = (2n * BigInt(unitInPaise) * BigInt(basisPoints(percent)) + 10_000n) / 20_000n;
  return unitInPaise - Number(off);
}

/** Why a discount cannot be given at all (the limit is the database's to say), or null. */
export function discountProblem(percent: number): string | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    return 'A discount is between 0% and 100%.';
  }
  if (Math.abs(percent * 100 - basisPoints(percent)) > 1e-6) {
    return 'A discount has at most two decimals.';
  }
  return null;
}

/** The unit price a quantity starts at: the order rule (bulk from bulkQty, else list). */
export function defaultUnitInPaise(
  listUnitInPaise: number,
  bulkQty: number | null | undefined,
  bulkUnitInPaise: number | null | undefined,
  quantity: number,
): number {
  return bulkOrListPrice(listUnitInPaise, bulkQty, bulkUnitInPaise, quantity);
}

export function priceQuoteLine(line: QuoteLineInput): QuoteLinePriced {
  const netUnitInPaise = discountedUnitInPaise(line.unitInPaise, line.discountPercent);
  const totals = lineTotals({
    unitPriceInPaise: netUnitInPaise,
    quantity: line.quantity,
    gstRate: line.gstRate,
    priceInclusive: line.priceInclusive,
  });
  return {
    ...line,
    netUnitInPaise,
    discountInPaise: (line.unitInPaise - netUnitInPaise) * line.quantity,
    amountInPaise: totals.amountInPaise,
    gstInPaise: totals.gstInPaise,
    totalInPaise: totals.totalInPaise,
  };
}

/**
 * A quote's totals: its lines, plus the delivery charge staff set, or when they set none (null)
 * the order rule's fee for the subtotal (no GST on it, as orders).
 */
export function quoteTotals(
  lines: readonly QuoteLineInput[],
  deliveryFee: number | null,
  sellerState: string,
  deliveryState: string,
  settings?: DeliverySettings,
): QuoteTotals {
  const priced = lines.map(priceQuoteLine);
  const sum = (pick: (l: QuoteLinePriced) => number) => priced.reduce((n, l) => n + pick(l), 0);
  const gstInPaise = sum((l) => l.gstInPaise);
  const subtotal = sum((l) => l.amountInPaise);
  const deliveryFeeInPaise =
    deliveryFee ?? (priced.length === 0 ? 0 : deliveryFeeFor(subtotal, settings));
  return {
    lines: priced,
    subtotalInPaise: subtotal,
    discountInPaise: sum((l) => l.discountInPaise),
    gstInPaise,
    deliveryFeeInPaise,
    totalInPaise: sum((l) => l.totalInPaise) + deliveryFeeInPaise,
    split: gstSplit(gstInPaise, sellerState, deliveryState),
  };
}

/** What a quote line needs of a product (from the device's catalogue or the stored line). */
export interface QuoteProduct {
  id: string;
  name: string;
  hsn: string | null;
  listUnitInPaise: number;
  bulkQty: number | null;
  bulkUnitInPaise: number | null;
  gstRate: number;
  priceInclusive: boolean;
}

/** A form line priced from its product: staff's unit price, else the list or bulk price. */
export function quoteLineInput(
  line: {
    productId: string;
    quantity: number;
    unitInPaise: number | null;
    discountPercent: number;
  },
  product: QuoteProduct,
): QuoteLineInput {
  return {
    productId: product.id,
    name: product.name,
    hsn: product.hsn,
    quantity: line.quantity,
    listUnitInPaise: product.listUnitInPaise,
    unitInPaise:
      line.unitInPaise ??
      defaultUnitInPaise(
        product.listUnitInPaise,
        product.bulkQty,
        product.bulkUnitInPaise,
        line.quantity,
      ),
    discountPercent: line.discountPercent,
    gstRate: product.gstRate,
    priceInclusive: product.priceInclusive,
  };
}
