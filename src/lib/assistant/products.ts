// Finding products in a message: by model code or name (whatever the device's catalogue
// holds, so an admin's new product is known at once), by kind of tool, and by price.
import { detectInterest } from '../contact-extraction.ts';
import { formatInr } from '../money.ts';
import type { AssistantProduct } from './context.ts';
import type { PriceRange } from './topics.ts';

export const visible = (products: readonly AssistantProduct[]) =>
  products
    .filter((p) => p.hidden !== true)
    .sort((a, b) => (a.rank ?? 999) - (b.rank ?? 999) || a.name.localeCompare(b.name));

/** Products the message names, in the order it names them. */
export function productsNamed(text: string, products: readonly AssistantProduct[]) {
  const found = detectInterest(text, { products: visible(products), services: [] }).productIds;
  const byId = new Map(products.map((p) => [p.id, p]));
  const position = (p: AssistantProduct) => {
    const code = /\p{L}+-?\d+\p{L}*/u.exec(p.name.replace(/^MGRID\s+/i, ''))?.[0] ?? p.name;
    const at = text.toLowerCase().indexOf(code.toLowerCase());
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return found.map((id) => byId.get(id)!).sort((a, b) => position(a) - position(b));
}

// Kinds of tool a shopper asks for, matched against a product's name and description.
const KINDS: readonly { ask: RegExp; match: RegExp; label: string }[] = [
  { ask: /\b360\b|three sixty/i, match: /360/, label: '360-degree lasers' },
  {
    ask: /cross ?line|self[- ]?level/i,
    match: /cross ?line|self-levell?ing/i,
    label: 'self-levelling crossline lasers',
  },
  {
    ask: /distance meter|measure distance|rangefinder|laser meter|\bmdr\b/i,
    match: /distance meter/i,
    label: 'laser distance meters',
  },
  {
    ask: /line laser|laser level/i,
    match: /line laser|crossline|laser level/i,
    label: 'line lasers',
  },
  { ask: /green/i, match: /green/i, label: 'green-beam lasers' },
  { ask: /accessor/i, match: /^$/, label: 'accessories' },
];

/** Products of the kind or category the message asks for, with a label for the reply. */
export function productsOfKind(text: string, products: readonly AssistantProduct[]) {
  for (const kind of KINDS) {
    if (!kind.ask.test(text)) continue;
    const list = visible(products).filter((p) =>
      kind.label === 'accessories'
        ? p.category.toLowerCase() === 'accessories'
        : p.category.toLowerCase() !== 'accessories' &&
          kind.match.test(`${p.name} ${p.shortDescription ?? ''}`),
    );
    if (list.length > 0) return { label: kind.label, list };
  }
  if (/\btools?\b|\blasers?\b/i.test(text)) {
    const list = visible(products).filter((p) => p.category.toLowerCase() === 'tools');
    if (list.length > 0) return { label: 'tools', list };
  }
  return null;
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

export const priceOf = (p: AssistantProduct) =>
  p.priceInPaise === null ? 'price on request' : formatInr(p.priceInPaise);

/** "MGRID ML01 Line Laser (₹3,499)". */
export const line = (p: AssistantProduct) => `${p.name} (${priceOf(p)})`;

/** A few key specifications, one per line. */
export function keySpecs(p: AssistantProduct, count = 5): string[] {
  const specs = Object.entries(p.specifications).slice(0, count);
  if (specs.length > 0) return specs.map(([k, v]) => `${k}: ${v}`);
  return p.features.slice(0, count);
}

/** Two products side by side: price, MOQ and every specification either of them lists. */
export function comparison(a: AssistantProduct, b: AssistantProduct): string {
  const keys = [...new Set([...Object.keys(a.specifications), ...Object.keys(b.specifications)])];
  const rows = [
    `Price: ${priceOf(a)} vs ${priceOf(b)}`,
    ...keys.map(
      (k) =>
        `${k}: ${a.specifications[k] ?? 'not listed'} vs ${b.specifications[k] ?? 'not listed'}`,
    ),
  ];
  return `${a.name} vs ${b.name}\n${rows.join('\n')}`;
}

/** Accessories that name the tool (or its model code), else the most popular accessories. */
export function accessoriesFor(tool: AssistantProduct, products: readonly AssistantProduct[]) {
  const code = /\p{L}+-?\d+\p{L}*/u.exec(tool.name.replace(/^MGRID\s+/i, ''))?.[0];
  const accessories = visible(products).filter((p) => p.category.toLowerCase() === 'accessories');
  const fitting = accessories.filter((p) => {
    const text = `${p.shortDescription ?? ''} ${p.features.join(' ')} ${Object.values(p.specifications).join(' ')}`;
    return code !== undefined && new RegExp(`\\b${code}\\b`, 'i').test(text);
  });
  return (fitting.length > 0 ? fitting : accessories).slice(0, 4);
}
