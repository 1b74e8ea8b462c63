// The delivery rule in words, from the site settings, so every text that quotes the fee or
// the free-delivery threshold changes when the superadmin changes them.
import { deliveryRules, formatInr, priceTextToPaise, type DeliverySettings } from './money.ts';
import { english, type Translate } from './i18n/format.ts';

/** "Free delivery on orders of ₹5,000 or more; ₹150 below that." */
export function deliveryRuleText(settings?: DeliverySettings, t: Translate = english): string {
  const { fee, threshold } = deliveryRules(settings);
  if (fee === 0 || threshold === 0) return t('Free delivery on every order.');
  return t('Free delivery on orders of {threshold} or more; {fee} below that.', {
    threshold: formatInr(threshold),
    fee: formatInr(fee),
  });
}

/** The offer in a few words, for a strip or a heading: "Free delivery above ₹5,000". */
export function freeDeliveryHeadline(settings?: DeliverySettings, t: Translate = english): string {
  const { fee, threshold } = deliveryRules(settings);
  if (fee === 0 || threshold === 0) return t('Free delivery on every order.');
  return t('Free delivery above {amount}', { amount: formatInr(threshold) });
}

/**
 * The superadmin's own description of the delivery fee, as long as every rupee figure in it is
 * the fee or the threshold in force; a description left quoting old figures (the fee changed,
 * the text did not) gives way to the rule in words. Empty for no description.
 */
export function deliveryNote(
  description: string | null | undefined,
  settings?: DeliverySettings,
  t: Translate = english,
): string {
  const text = description?.trim() ?? '';
  if (!text) return '';
  const { fee, threshold } = deliveryRules(settings);
  const quoted = [...text.matchAll(/(?:₹|Rs\.?\s*)\s*([\d,]+(?:\.\d+)?)/gi)].map((m) =>
    priceTextToPaise(m[1]),
  );
  return quoted.every((paise) => paise === fee || paise === threshold)
    ? text
    : deliveryRuleText(settings, t);
}
