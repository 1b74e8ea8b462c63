// What a buyer types, as plain search words: model codes written with a space or hyphen
// ("sl 02", "ml-01", "MDR 60") joined as the catalogue writes them, and the everyday words of
// the trade mapped to the catalogue's own ("leveller" -> level, "tape" -> distance meter).
// Apart from src/lib/search-terms.ts (which adds Hindi, Hinglish and prices) so the plain
// match every page starts with (sync/products/search-loader.ts) does not carry the lexicon:
// a module shared by two chunks carries everything either uses.

/** Words a buyer uses, each with the catalogue words that should match it too. */
export const SYNONYMS: Record<string, readonly string[]> = {
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
 * The query's word groups without the Hindi and Hinglish reading or a price: the plain match
 * used for the moments before the catalogue search has loaded, which keeps the lexicon out of
 * the code every page starts with.
 */
export function plainTermGroups(text: string): string[][] {
  return joinModelCodes(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => [...(SYNONYMS[word] ?? [word])]);
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
