// Money rules: price text to paise, INR formatting, minimum order quantity, bulk pricing, GST
// per line, delivery fee and cart totals. Amounts are integer paise everywhere.
// The line and delivery rules are the same ones the database's order trigger applies; the
// client's figures are a preview, the database's win. Change both together.
import {
  DEFAULT_MOQ,
  DELIVERY_FEE_IN_PAISE,
  FREE_DELIVERY_THRESHOLD_IN_PAISE,
} from './constants.ts';
import { groupIndian } from './group-indian.ts';
import { english, type Translate } from './i18n/format.ts';

/**
 * Rupee text ("₹12,999.50", "1299", "12,999/-") to integer paise: every character except digits
 * and '.' is dropped, then the rupees are converted exactly (decimal arithmetic, no floats),
 * rounding half away from zero at the paise. Null unless what is left is digits with an
 * optional '.' and more digits (so "Rs. 1,299", leaving ".1299", is no price), or when the
 * amount passes a safe integer. Same rule as public.price_text_to_paise in the migrations.
 */
export function priceTextToPaise(text: string | number | null | undefined): number | null {
  if (text == null) return null;
  if (typeof text === 'number' && !Number.isFinite(text)) return null;
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(text).replace(/[^\d.]/g, ''));
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const paise =
    Number(whole) * 100 +
    Number(fraction.slice(0, 2).padEnd(2, '0')) +
    (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  return Number.isSafeInteger(paise) ? paise : null;
}

/**
 * Paise to "₹1,23,456": Indian digit grouping, no decimals, paise rounded to rupees half up
 * on the magnitude (so -150 paise is "-₹2"). Throws RangeError for a non-finite amount.
 */
export function formatInr(paise: number): string {
  const rupees = Math.floor((Math.abs(paise) + 50) / 100);
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`Not an amount in paise: ${paise}`);
  return `${paise < 0 && rupees > 0 ? '-' : ''}₹${groupIndian(rupees)}`;
}

/** Minimum order quantity: a positive whole number, DEFAULT_MOQ when missing or unusable. */
export function moqOf(product: { moq?: unknown }): number {
  const { moq } = product;
  if (typeof moq !== 'number' || !Number.isFinite(moq)) return DEFAULT_MOQ;
  const whole = Math.floor(moq);
  return whole >= 1 ? whole : DEFAULT_MOQ;
}

export interface PricedProduct {
  price: string | number | null | undefined;
  bulkQty?: number | null;
  bulkUnitPrice?: string | number | null;
}

/**
 * The unit price for a quantity: the bulk unit price once the quantity reaches bulkQty (when
 * both are set and the bulk price parses), otherwise the list price. Null when unpriced.
 */
export function unitPriceInPaise(product: PricedProduct, quantity: number): number | null {
  return bulkOrListPrice(
    priceTextToPaise(product.price),
    product.bulkQty,
    priceTextToPaise(product.bulkUnitPrice),
    quantity,
  );
}

/** The bulk rule itself, on prices already in paise (a cart line keeps its prices so). */
export function bulkOrListPrice<P extends number | null>(
  listPriceInPaise: P,
  bulkQty: number | null | undefined,
  bulkUnitPriceInPaise: number | null | undefined,
  quantity: number,
): P | number {
  const bulk =
    typeof bulkQty === 'number' &&
    bulkQty > 0 &&
    quantity >= bulkQty &&
    typeof bulkUnitPriceInPaise === 'number';
  return bulk ? bulkUnitPriceInPaise : listPriceInPaise;
}

export interface LineInput {
  unitPriceInPaise: number;
  quantity: number;
  /** Percent, e.g. 18. At most two decimals count (every GST slab has fewer). */
  gstRate: number;
  /** True when the unit price already includes GST. */
  priceInclusive: boolean;
}

export interface LineTotals {
  amountInPaise: number;
  gstInPaise: number;
  totalInPaise: number;
}

/** n / d rounded half away from zero, exactly, for n >= 0 and d > 0. */
function divideRounded(n: bigint, d: bigint): number {
  return Number((2n * n + d) / (2n * d));
}

/**
 * amount = unit × quantity; inclusive: gst = round(amount × rate / (100 + rate)), total =
 * amount; exclusive: gst = round(amount × rate / 100), total = amount + gst. Integer arithmetic
 * (the rate in hundredths of a percent), so it agrees with PostgreSQL's numeric round().
 */
export function lineTotals(line: LineInput): LineTotals {
  const { unitPriceInPaise: unit, quantity, gstRate, priceInclusive } = line;
  if (!Number.isSafeInteger(unit) || unit < 0) throw new RangeError(`Bad unit price: ${unit}`);
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Bad quantity: ${quantity}`);
  }
  if (!Number.isFinite(gstRate) || gstRate < 0) throw new RangeError(`Bad GST rate: ${gstRate}`);
  const amountInPaise = unit * quantity;
  const amount = BigInt(amountInPaise);
  const basisPoints = BigInt(Math.round(gstRate * 100));
  if (priceInclusive) {
    const gstInPaise = divideRounded(amount * basisPoints, 10_000n + basisPoints);
    return { amountInPaise, gstInPaise, totalInPaise: amountInPaise };
  }
  const gstInPaise = divideRounded(amount * basisPoints, 10_000n);
  return { amountInPaise, gstInPaise, totalInPaise: amountInPaise + gstInPaise };
}

export interface DeliverySettings {
  deliveryFeeInPaise?: number | null;
  freeDeliveryThresholdInPaise?: number | null;
}

function paiseSetting(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/** The fee and free-delivery threshold in force: the settings, or the defaults where unset. */
export function deliveryRules(settings: DeliverySettings = {}) {
  return {
    fee: paiseSetting(settings.deliveryFeeInPaise, DELIVERY_FEE_IN_PAISE),
    threshold: paiseSetting(
      settings.freeDeliveryThresholdInPaise,
      FREE_DELIVERY_THRESHOLD_IN_PAISE,
    ),
  };
}

/** The fee applies below the free-delivery threshold; at or above it delivery is free. */
export function deliveryFeeFor(subtotalInPaise: number, settings?: DeliverySettings): number {
  const { fee, threshold } = deliveryRules(settings);
  return subtotalInPaise < threshold ? fee : 0;
}

/** How much more the subtotal needs for free delivery (0 once it qualifies). */
export function amountToFreeDelivery(subtotalInPaise: number, settings?: DeliverySettings): number {
  return Math.max(0, deliveryRules(settings).threshold - subtotalInPaise);
}

export interface CartTotals {
  subtotalInPaise: number;
  gstInPaise: number;
  deliveryFeeInPaise: number;
  totalInPaise: number;
  /** Units, not lines: two of one product and one of another is 3. */
  itemCount: number;
}

/** Cart totals. An empty cart has nothing to deliver, so no delivery fee. */
export function cartTotals(lines: readonly LineInput[], settings?: DeliverySettings): CartTotals {
  let subtotalInPaise = 0;
  let gstInPaise = 0;
  let linesTotal = 0;
  let itemCount = 0;
  for (const line of lines) {
    const totals = lineTotals(line);
    subtotalInPaise += totals.amountInPaise;
    gstInPaise += totals.gstInPaise;
    linesTotal += totals.totalInPaise;
    itemCount += line.quantity;
  }
  const deliveryFeeInPaise = itemCount === 0 ? 0 : deliveryFeeFor(subtotalInPaise, settings);
  return {
    subtotalInPaise,
    gstInPaise,
    deliveryFeeInPaise,
    totalInPaise: linesTotal + deliveryFeeInPaise,
    itemCount,
  };
}

export type GstSplit =
  { kind: 'cgst_sgst'; cgst: number; sgst: number } | { kind: 'igst'; igst: number };

function sameState(a: string, b: string): boolean {
  const normal = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) !== '' && normal(a) === normal(b);
}

/**
 * Intra-state supply splits GST (paise) into CGST and SGST, CGST taking the smaller half of an
 * odd paisa; inter-state supply, or a missing state, is IGST. States compare ignoring case and
 * spacing.
 */
export function gstSplit(gstInPaise: number, sellerState: string, deliveryState: string): GstSplit {
  if (!sameState(sellerState, deliveryState)) return { kind: 'igst', igst: gstInPaise };
  const cgst = Math.floor(gstInPaise / 2);
  return { kind: 'cgst_sgst', cgst, sgst: gstInPaise - cgst };
}

/** What a shown price says about GST: every price everywhere says it (from price_inclusive). */
export function gstShortNote(priceInclusive: boolean, t: Translate = english): string {
  return priceInclusive ? t('incl. GST') : t('+ GST');
}

/**
 * What the buyer saves against MRP over a cart: (MRP - unit price) x quantity for each line
 * whose MRP is above the price it is sold at (bulk prices included); 0 when none is.
 */
export function mrpSavingInPaise(
  lines: readonly { mrpInPaise: number | null; unitPriceInPaise: number; quantity: number }[],
): number {
  return lines.reduce(
    (sum, line) =>
      line.mrpInPaise !== null && line.mrpInPaise > line.unitPriceInPaise
        ? sum + (line.mrpInPaise - line.unitPriceInPaise) * line.quantity
        : sum,
    0,
  );
}

/**
 * Whole percent off MRP, rounded down so a discount is never overstated; 0 when there is no
 * MRP or the MRP is not above the price.
 */
export function discountPercent(
  priceInPaise: number,
  mrpInPaise: number | null | undefined,
): number {
  if (mrpInPaise == null || mrpInPaise <= 0 || !(mrpInPaise > priceInPaise)) return 0;
  return Math.min(100, Math.floor(((mrpInPaise - priceInPaise) * 100) / mrpInPaise));
}
