// Products in replies: the visible catalogue in rank order, how a product is written in a
// line, its key specifications, two side by side, and the filters a question asks for
// (budget, kind, beam colour, range needed, outdoor use).
import { english, type Translate } from '../i18n/format.ts';
import { formatInr } from '../money.ts';
import type { AssistantProduct } from './context.ts';
import { codesNamed } from './intent.ts';
import type { KindRule } from './kinds.ts';
import { lookupOf } from './lookup.ts';
import type { PriceRange } from './topics.ts';

export const visible = (products: readonly AssistantProduct[]) => lookupOf(products).visible;

/** Products the message names by model code, in the order it names them. */
export function productsNamed(text: string, products: readonly AssistantProduct[]) {
  return codesNamed(text, products);
}

export function inRange(products: readonly AssistantProduct[], range: PriceRange) {
  return visible(products)
    .filter(
      (p) =>
        p.priceInPaise !== null &&
        (range.minInPaise === null || p.priceInPaise >= range.minInPaise) &&
        (range.maxInPaise === null || p.priceInPaise <= range.maxInPaise),
    )
    .sort((a, b) => (a.priceInPaise ?? 0) - (b.priceInPaise ?? 0));
}

export const priceOf = (p: AssistantProduct, t: Translate = english) =>
  p.priceInPaise === null ? t('price on request') : formatInr(p.priceInPaise);

/** "MGRID ML01 Line Laser (₹3,499)". */
export const line = (p: AssistantProduct, t: Translate = english) => `${p.name} (${priceOf(p, t)})`;

/** A few key specifications, one per line. */
export function keySpecs(p: AssistantProduct, count = 5): string[] {
  const preferred = [
    'Working range',
    'Range',
    'Accuracy',
    'Beam colour',
    'Laser lines',
    'IP rating',
  ];
  const entries = Object.entries(p.specifications).sort(
    ([a], [b]) =>
      (preferred.indexOf(a) + 1 || 99) - (preferred.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  const specs = entries.slice(0, count);
  if (specs.length > 0) return specs.map(([k, v]) => `${k}: ${v}`);
  return p.features.slice(0, count);
}

/** Two products side by side: price, MOQ and every specification either of them lists. */
export function comparison(
  a: AssistantProduct,
  b: AssistantProduct,
  t: Translate = english,
): string {
  const keys = [...new Set([...Object.keys(a.specifications), ...Object.keys(b.specifications)])];
  const rows = [
    t('Price: {a} vs {b}', { a: priceOf(a, t), b: priceOf(b, t) }),
    ...keys.map(
      (k) =>
        `${k}: ${a.specifications[k] ?? t('not listed')} vs ${b.specifications[k] ?? t('not listed')}`,
    ),
  ];
  return `${a.name} vs ${b.name}\n${rows.join('\n')}`;
}

/** The longest range a product lists, in metres (with a receiver if it says so). */
export function rangeMetres(p: AssistantProduct): number | null {
  const text = ['Working range', 'Range', 'Detection range']
    .map((k) => p.specifications[k] ?? '')
    .join(' ');
  const all = [...text.matchAll(/(\d+(?:\.\d+)?)\s*m\b/g)].map((m) => Number(m[1]));
  return all.length > 0 ? Math.max(...all) : null;
}

const beamOf = (p: AssistantProduct) =>
  `${p.specifications['Beam colour'] ?? ''} ${p.specifications['Laser'] ?? ''} ${p.name} ${p.features.join(' ')}`;

/** Made for outdoor work: a receiver's pulse mode, or sunlight named, or IP65. */
const outdoorReady = (p: AssistantProduct) =>
  /pulse|sunlight|outdoor|receiver/i.test(`${p.features.join(' ')} ${p.shortDescription ?? ''}`) ||
  /IP6\d/.test(p.specifications['IP rating'] ?? '');

export interface Needs {
  kind: KindRule | null;
  budget: PriceRange | null;
  colour: 'green' | 'red' | null;
  rangeM: number | null;
  outdoor: boolean;
}

/** Visible products meeting every need given (cheapest first when a budget is given). */
export function meeting(products: readonly AssistantProduct[], needs: Needs): AssistantProduct[] {
  let list = needs.budget ? inRange(products, needs.budget) : [...visible(products)];
  if (needs.kind) list = list.filter((p) => needs.kind!.is(p));
  if (needs.colour) {
    const colour = new RegExp(`\\b${needs.colour}\\b`, 'i');
    list = list.filter((p) => colour.test(beamOf(p)));
  }
  if (needs.rangeM !== null) list = list.filter((p) => (rangeMetres(p) ?? 0) >= needs.rangeM!);
  if (needs.outdoor) list = list.filter(outdoorReady);
  return list;
}
