/** A catalogue: English text (the key) to its translation, both in ICU message syntax. */
export type Catalogue = Readonly<Record<string, string>>;
