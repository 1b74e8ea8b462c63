// Which accessory fits which tool: the catalogue's compatibleWith list (product ids, kept by
// the product editor); for an accessory without one, the models its own text names ("Fits
// SL02 and GL360"). Never a guess from the kind of product.
import type { AssistantProduct } from './context.ts';
import { codeOf, lookupOf } from './lookup.ts';

const isAccessory = (p: AssistantProduct) => p.category.toLowerCase() === 'accessories';

const codePattern = (tool: AssistantProduct) => new RegExp(`\\b${codeOf(tool)}\\b`, 'i');

function namedInText(accessory: AssistantProduct, code: RegExp): boolean {
  const text = [
    accessory.shortDescription ?? '',
    ...accessory.features,
    accessory.specifications['Compatible with'] ?? '',
  ].join(' ');
  return code.test(text);
}

function fitsBy(accessory: AssistantProduct, tool: AssistantProduct, code: () => RegExp): boolean {
  if (!isAccessory(accessory)) return false;
  const list = accessory.compatibleWith;
  return list && list.length > 0 ? list.includes(tool.id) : namedInText(accessory, code());
}

/** Does `accessory` fit `tool`, by the catalogue's data. */
export function fits(accessory: AssistantProduct, tool: AssistantProduct): boolean {
  return fitsBy(accessory, tool, () => codePattern(tool));
}

/** Accessories that fit `tool`, in catalogue order. */
export function accessoriesFitting(
  tool: AssistantProduct,
  products: readonly AssistantProduct[],
): AssistantProduct[] {
  const code = codePattern(tool);
  return lookupOf(products).visible.filter((p) => fitsBy(p, tool, () => code));
}

/** Tools `accessory` fits, in catalogue order. */
export function toolsFittedBy(
  accessory: AssistantProduct,
  products: readonly AssistantProduct[],
): AssistantProduct[] {
  const list = accessory.compatibleWith;
  if (list && list.length > 0) {
    const { byId } = lookupOf(products);
    return list.flatMap((id) => byId.get(id) ?? []).filter((p) => !isAccessory(p));
  }
  return lookupOf(products).visible.filter((p) => !isAccessory(p) && fits(accessory, p));
}
