/**
 * The key a built catalogue files a text under: FNV-1a (32 bits) of the English text's UTF-16
 * code units, in base 36 ("Add to Cart" -> "1ht8wsp"). The catalogues are written with the
 * English text as the key, which the page already carries in its code; the build files them
 * under this short key instead (scripts/catalogue-keys-plugin.ts), so a Hindi page downloads
 * each text once, not twice: the shell's catalogue 5.5 -> 4.3 KiB gzipped. A clash between
 * two texts fails the build and the catalogue test.
 */
export function messageKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A catalogue module: as written (English keys), or as built (short keys, marked `keyed`). */
export interface CatalogueModule {
  default: Readonly<Record<string, string>>;
  keyed?: boolean;
}

/** The module's translations, each under its text's messageKey. */
export function keyedEntries(module: CatalogueModule): [key: string, translation: string][] {
  return Object.entries(module.default).map(([key, translation]) => [
    module.keyed ? key : messageKey(key),
    translation,
  ]);
}
