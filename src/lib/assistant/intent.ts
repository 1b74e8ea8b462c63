// What a question asks, read from its words: the models it names (and codes that look like
// models we do not make), the kind of product, a budget, quantities, beam colour, the range
// or accuracy needed, outdoor use and the specification asked about. Pure.
import type { AssistantProduct } from './context.ts';
import { kindAsked, type KindRule } from './kinds.ts';
import { lookupOf } from './lookup.ts';
import { NUMBER_WORDS, normalizeQuestion } from './normalize.ts';
import { priceRangeOf, type PriceRange } from './topics.ts';

export interface AskedLine {
  /** A product named by code, or null when a kind was named ("10 tripods"). */
  product: AssistantProduct | null;
  kind: KindRule | null;
  quantity: number;
}

export interface Intent {
  /** Products named by model code, in the order named. */
  named: AssistantProduct[];
  /** Model-like codes that match no product of ours ("SL05", "XL-500"), upper case. */
  unknownCodes: string[];
  /** A competitor's brand named ("Bosch"). */
  otherBrand: string | null;
  kind: KindRule | null;
  budget: PriceRange | null;
  /** Quantities asked for, each with its product or kind. */
  lines: AskedLine[];
  colour: 'green' | 'red' | null;
  /** Metres of range needed ("for 60 m"). */
  rangeM: number | null;
  outdoor: boolean;
  /** "cheapest", "sabse sasta". */
  cheapest: boolean;
}

// Letters before a number that are words, units or ratings, not model codes ("for 60", "ip65").
const NOT_A_MODEL = new Set(
  (
    'a an at as by do for from get go in is it me my of on or per pc pcs qty rs inr ' +
    'se tak to the and upto up vs x ka ki ke ko hai ho kya aur ya no nos top buy all any ' +
    'pay emi gst ip ipx usb mm cm km ft kg gm g m v w mw nm h hr hrs yr yrs day days ' +
    'aa aaa class cat model under over than about only with bt mah lakh k'
  ).split(' '),
);

const BRANDS =
  /\b(bosch|leica|dewalt|de walt|stanley|makita|hilti|stabila|huepar|fluke|mileseey|spectra|topcon|sokkia|ryobi|black ?& ?decker|tacklife|johnson|milwaukee|dongcheng|ingco|total tools)\b/;

const UNIT = String.raw`(?:units?|pcs?|pieces?|piece|nos?|numbers?|qty|quantity|sets?|pairs?)`;

/**
 * Model codes written apart joined ("sl 02" -> "sl02"): with one of our prefixes, or written
 * in capitals ("XL 500"); "need 5", "for 10" and "rs 500" stay apart.
 */
function joinCodes(text: string, raw: string, prefixes: ReadonlySet<string>): string {
  return text.replace(
    /\b([a-z]{1,4})[\s-]+(\d{1,5})\b/g,
    (whole, letters: string, digits: string) => {
      if (NOT_A_MODEL.has(letters)) return whole;
      const capitals = new RegExp(`\\b${letters.toUpperCase()}[\\s-]+${digits}\\b`).test(raw);
      return prefixes.has(letters) || capitals ? `${letters}${digits}` : whole;
    },
  );
}

function codesIn(raw: string, text: string, products: readonly AssistantProduct[]) {
  const { byCode, prefixes } = lookupOf(products);
  const named: { p: AssistantProduct; at: number }[] = [];
  const unknown: string[] = [];
  const joined = joinCodes(text, raw, prefixes);
  for (const m of joined.matchAll(/\b([a-z]{1,4})(\d{1,5})([a-z]{0,2})\b/g)) {
    const [code, letters, digits] = [m[0], m[1]!, m[2]!];
    const known = byCode.get(code) ?? byCode.get(`${letters}${digits}`);
    if (known) {
      if (!named.some((n) => n.p.id === known.id)) named.push({ p: known, at: m.index });
      continue;
    }
    if (NOT_A_MODEL.has(letters)) continue;
    // Written apart ("sl 05"), a code counts only with one of our prefixes or in capitals.
    const together = new RegExp(`\\b${letters}-?${digits}`, 'i').test(raw);
    const capitals = new RegExp(`\\b${letters.toUpperCase()}[\\s-]*${digits}`).test(raw);
    if (!together && !capitals && !prefixes.has(letters)) continue;
    if (/^(?:mah|nm|mm|cm|kg|v|w|m)$/.test(m[3] ?? '')) continue;
    if (Number(digits) > 9999 && !prefixes.has(letters)) continue;
    unknown.push(code.toUpperCase());
  }
  return {
    named: named.sort((a, b) => a.at - b.at).map((n) => n.p),
    unknown: [...new Set(unknown)],
  };
}

function quantityOf(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

/** "10 SL02", "10 units of SL02", "das piece", "SL02 x 10", "10 tripods". */
function linesIn(raw: string, text: string, products: readonly AssistantProduct[]): AskedLine[] {
  const { byCode, prefixes } = lookupOf(products);
  const joined = joinCodes(text, raw, prefixes);
  const lines: AskedLine[] = [];
  const numberWord = String.raw`(\d{1,6}|${Object.keys(NUMBER_WORDS).join('|')})`;
  const before = new RegExp(
    String.raw`(?<!(?:rs\.?|₹|inr|rupees|budget|under|below|above|upto|up to)\s*)\b${numberWord}\s*(?:x\s*)?(${UNIT}\s+(?:of\s+)?)?(?:mgrid\s+)?([a-z]{1,4}\d{1,5}[a-z]?|[a-z]+(?: (?:lasers?|meters?|plates?|mounts?|cases?|glasses|packs?))?)`,
    'g',
  );
  for (const m of joined.matchAll(before)) {
    const quantity = quantityOf(m[1]!);
    // "360 laser" names a kind of laser, not a quantity.
    if (quantity === null || quantity < 1 || m[1] === '360') continue;
    const word = m[3]!;
    const product = byCode.get(word) ?? null;
    const kind = product ? null : kindAsked(word);
    const isDigits = /^\d+$/.test(m[1]!);
    // A number word is a quantity only with a unit or a product ("das piece", "do SL02").
    if (!isDigits && !m[2] && !product) continue;
    if (product || kind) lines.push({ product, kind, quantity });
    else if (m[2]) lines.push({ product: null, kind: null, quantity });
  }
  const after = new RegExp(
    String.raw`\b([a-z]{1,4}\d{1,5}[a-z]?)\s*(?:x|\*|qty|quantity|:)?\s*(\d{1,6})\s*(?:${UNIT})?\b`,
    'g',
  );
  for (const m of joined.matchAll(after)) {
    const product = byCode.get(m[1]!);
    if (!product || lines.some((l) => l.product?.id === product.id)) continue;
    const bare = lines.find((l) => !l.product && !l.kind && l.quantity === Number(m[2]));
    if (bare) {
      bare.product = product;
      continue;
    }
    // "SL02 x 10" or "SL02 10 units" only: "SL02 2600" is not a quantity.
    if (!/x|\*|qty|quantity|:/.test(m[0]) && !new RegExp(UNIT).test(m[0].slice(m[1]!.length)))
      continue;
    lines.push({ product, kind: null, quantity: Number(m[2]) });
  }
  return lines;
}

function rangeOf(text: string): number | null {
  const m =
    /(?:for|upto|up to|till|tak|range(?: of)?|at least|minimum)\s+(\d{1,4})\s*(?:m|mtr|meters?|metres?)\b/.exec(
      text,
    ) ??
    /\b(\d{1,4})\s*(?:m|mtr|meters?|metres?)\s+(?:range|tak|door|distance|away|outdoor)\b/.exec(
      text,
    );
  return m ? Number(m[1]) : null;
}

export function parseIntent(
  raw: string,
  text: string,
  products: readonly AssistantProduct[],
): Intent {
  const { named, unknown } = codesIn(raw, text, products);
  const brand = BRANDS.exec(text)?.[1] ?? null;
  return {
    named,
    unknownCodes: unknown,
    otherBrand: brand ? brand.replace(/\b\w/g, (c) => c.toUpperCase()) : null,
    kind: kindAsked(text),
    budget: priceRangeOf(text),
    lines: linesIn(raw, text, products),
    colour: /\bgreen\b/.test(text) ? 'green' : /\bred\b/.test(text) ? 'red' : null,
    rangeM: rangeOf(text),
    outdoor:
      /\boutdoors?\b|\bsunlight\b|\bbright sun\b|\bopen site\b|\bbahar\b|\boutside\b|\bdhoop\b/.test(
        text,
      ),
    cheapest:
      /\bcheapest\b|\bsabse sast[aie]\b|\blowest price\b|\bleast expensive\b|\bbudget (?:option|model)\b/.test(
        text,
      ),
  };
}

/** Products a message names by model code ("sl 02", "ML-01"), in the order named. */
export function codesNamed(raw: string, products: readonly AssistantProduct[]): AssistantProduct[] {
  return codesIn(raw, normalizeQuestion(raw), products).named;
}
