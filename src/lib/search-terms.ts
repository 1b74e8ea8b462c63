// What a buyer types, as search terms: model codes written with a space or hyphen ("sl 02",
// "ml-01", "MDR 60") joined as the catalogue writes them, and the everyday words of the
// trade mapped to the catalogue's own ("leveller" -> level, "tape" -> distance meter), and
// Devanagari and Hinglish read as those words first ("ग्रीन लेजर", "green laser wala":
// src/lib/search-lexicon.ts) with any price asked taken apart ("5000 ke andar", "sasta").
// Pure: the catalogue search (sync/products/search-index.ts) applies it to both sides.
import { readQuery, type PriceAsk } from './search-lexicon.ts';

/** Words a buyer uses, each with the catalogue words that should match it too. */
const SYNONYMS: Record<string, readonly string[]> = {
  level: ['level', 'levelling', 'leveling'],
  leveller: ['level', 'levelling', 'leveling'],
  leveler: ['level', 'levelling', 'leveling'],
  levelling: ['levelling', 'leveling', 'level'],
  leveling: ['levelling', 'leveling', 'level'],
  tape: ['tape', 'distance', 'measure'],
  meter: ['meter', 'metre'],
  metre: ['meter', 'metre'],
  meters: ['meter', 'metre'],
  metres: ['meter', 'metre'],
  measure: ['measure', 'meter', 'metre'],
  lazer: ['laser'],
  lasers: ['laser'],
  stand: ['tripod', 'stand'],
  goggles: ['glasses'],
  spectacles: ['glasses'],
  detector: ['detector', 'receiver'],
  receiver: ['receiver', 'detector'],
  bracket: ['bracket', 'mount'],
  clamp: ['mount', 'clamp'],
  bag: ['case', 'bag'],
  box: ['case', 'box'],
  cell: ['battery'],
  charger: ['battery', 'charger'],
};

// Accents off Latin letters ("métre"); Devanagari keeps its signs (the virama is a diacritic
// to Unicode, but without it "ग्रीन" would read "गरीन").
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/(?![\u0900-\u097F])\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * One code from a letter prefix and a number written apart: "sl 02" -> "sl02", "ML-01" ->
 * "ml01", "cross line" -> "crossline". Longer words before a number stay apart ("laser 360").
 */
export function joinModelCodes(text: string): string {
  return fold(text)
    .replace(/\b([a-z]{1,3})[\s-]+(\d{1,4})\b/g, '$1$2')
    .replace(/\bcross[\s-]+line\b/g, 'crossline');
}

/**
 * The query as groups of alternatives: every group must match (AND), any word of a group may
 * (OR). Blank text gives no groups.
 */
export function searchTermGroups(text: string): string[][] {
  return parseSearch(text).groups;
}

/** A query read: its word groups (see searchTermGroups) and the price it asks for. */
export interface ParsedSearch {
  groups: string[][];
  price: PriceAsk;
}

export function parseSearch(text: string): ParsedSearch {
  const { words, price } = readQuery(text);
  const groups = joinModelCodes(words)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => [...(SYNONYMS[word] ?? [word])]);
  return { groups, price };
}

/** Model codes of a product name for the index, written together ("SL-02 Pro" -> "sl02"). */
export function modelCodes(...texts: string[]): string {
  const codes = new Set<string>();
  for (const text of texts) {
    for (const match of joinModelCodes(text).matchAll(/\b[a-z]{1,4}\d{1,4}[a-z]?\b/g)) {
      codes.add(match[0]);
    }
  }
  return [...codes].join(' ');
}
