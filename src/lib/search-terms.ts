// What a buyer types, as search terms: the plain words of src/lib/search-words.ts (model
// codes joined, the trade's everyday words mapped to the catalogue's), with Devanagari and
// Hinglish read as those words first ("ग्रीन लेजर", "green laser wala":
// src/lib/search-lexicon.ts) with any price asked taken apart ("5000 ke andar", "sasta").
// Pure: the catalogue search (sync/products/search-index.ts) applies it to both sides.
import { readQuery, type PriceAsk } from './search-lexicon.ts';
import { plainTermGroups } from './search-words.ts';

export { joinModelCodes, modelCodes } from './search-words.ts';

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
  const groups = plainTermGroups(words);
  return { groups, price };
}
