// The catalogue as the assistant looks things up in it, built once per product list (the
// device's list object changes only when the catalogue does): visible products in rank order,
// model codes to products, and each product's code for replies.
import { modelCodes } from '../search-terms.ts';
import type { AssistantProduct } from './context.ts';

export interface Lookup {
  visible: AssistantProduct[];
  byId: Map<string, AssistantProduct>;
  /** "sl02" -> the SL02 (model codes of names and ids, written together). */
  byCode: Map<string, AssistantProduct>;
  /** Letter prefixes of our model codes ("sl", "mdr"): a code with one is surely a model. */
  prefixes: Set<string>;
}

const cache = new WeakMap<readonly AssistantProduct[], Lookup>();
// The device hands a new list per question, but the same product objects while nothing
// changed (sync/products/stable-products.ts): an equal list reuses the last lookup and so
// the search index built over its visible products.
let last: { products: readonly AssistantProduct[]; lookup: Lookup } | null = null;

const rankOf = (p: AssistantProduct) => p.rank ?? 999;

const sameItems = (a: readonly AssistantProduct[], b: readonly AssistantProduct[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

export function lookupOf(products: readonly AssistantProduct[]): Lookup {
  let found = cache.get(products);
  if (found) return found;
  if (last && sameItems(last.products, products)) {
    cache.set(products, last.lookup);
    return last.lookup;
  }
  const visible = products
    .filter((p) => p.hidden !== true)
    .sort((a, b) => rankOf(a) - rankOf(b) || a.name.localeCompare(b.name));
  const byCode = new Map<string, AssistantProduct>();
  const prefixes = new Set<string>();
  for (const p of visible) {
    for (const code of modelCodes(p.id, p.name.replace(/^MGRID\s+/i, '')).split(' ')) {
      if (!code || byCode.has(code)) continue;
      byCode.set(code, p);
      prefixes.add(/^[a-z]+/.exec(code)![0]);
    }
  }
  found = { visible, byId: new Map(visible.map((p) => [p.id, p])), byCode, prefixes };
  cache.set(products, found);
  last = { products, lookup: found };
  return found;
}

/** "SL02" from "MGRID SL02 Self-Levelling Crossline Laser Pro". */
export function codeOf(p: { name: string }): string {
  return /\p{L}+-?\d+\p{L}*/u.exec(p.name.replace(/^MGRID\s+/i, ''))?.[0] ?? p.name;
}
