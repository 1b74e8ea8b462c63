// A price for a quantity: the bulk rule (bulk unit price from bulkQty units), the total and
// the GST in it, from the product's own figures and the same arithmetic as the cart.
import { english, type Translate } from '../i18n/format.ts';
import { formatInr, lineTotals, priceTextToPaise, unitPriceInPaise } from '../money.ts';
import type { AssistantProduct } from './context.ts';

export interface QuantityPrice {
  unitInPaise: number;
  bulkApplies: boolean;
  amountInPaise: number;
  gstInPaise: number;
  totalInPaise: number;
  text: string;
}

/** Null when the product has no price (price on request); its text in the language of `t`. */
export function priceForQuantity(
  p: AssistantProduct,
  quantity: number,
  t: Translate = english,
): QuantityPrice | null {
  const unit = unitPriceInPaise(
    { price: p.price, bulkQty: p.bulkQty ?? null, bulkUnitPrice: p.bulkUnitPrice ?? null },
    quantity,
  );
  if (unit === null) return null;
  const gstRate = p.gstRate ?? 18;
  const inclusive = p.priceInclusive !== false;
  const totals = lineTotals({
    unitPriceInPaise: unit,
    quantity,
    gstRate,
    priceInclusive: inclusive,
  });
  const list = priceTextToPaise(p.price);
  const bulkApplies = list !== null && unit < list;
  const each = formatInr(unit);
  const rule =
    p.bulkQty && p.bulkUnitPrice
      ? bulkApplies
        ? t('The bulk price applies from {bulkQty} units: {each} each instead of {list}.', {
            bulkQty: p.bulkQty,
            each,
            list: formatInr(list!),
          })
        : t('From {bulkQty} units the bulk price is {bulkPrice} each; below that {each} each.', {
            bulkQty: p.bulkQty,
            bulkPrice: p.bulkUnitPrice,
            each,
          })
      : t(
          '{each} each (no bulk price is listed for this model; ask for a quote for a better rate).',
          { each },
        );
  const money = {
    rate: gstRate,
    amount: formatInr(totals.amountInPaise),
    gst: formatInr(totals.gstInPaise),
    total: formatInr(totals.totalInPaise),
  };
  const gst = inclusive
    ? t('Total {total} including {rate}% GST ({gst}).', money)
    : t('{amount} + {rate}% GST {gst} = total {total}.', money);
  return {
    unitInPaise: unit,
    bulkApplies,
    ...totals,
    text: `${quantity} × ${p.name}: ${t('{each} per unit.', { each })} ${rule} ${gst}`,
  };
}

/** The quotation page's items parameter: "sl02:10,tp160:10". */
export const quoteItemsParam = (lines: readonly { productId: string; quantity: number }[]) =>
  lines.map((l) => `${l.productId}:${l.quantity}`).join(',');

/** The quotation request page, with its lines when there are any. */
export const quoteRequestPath = (items: string) =>
  items ? `/quote/request?items=${items}` : '/quote/request';

/**
 * What "Get quote" under the last reply asks for: the lines it priced ("sl02:10,tp160:10"), else
 * one of each product it showed (the request form raises each to its minimum order), else none.
 */
export function lastQuoteItems(
  messages: readonly { quoteItems: string | null; productIds: readonly string[] }[],
): string {
  const last = messages.at(-1);
  if (!last) return '';
  return (
    last.quoteItems ||
    quoteItemsParam(last.productIds.map((productId) => ({ productId, quantity: 1 })))
  );
}
