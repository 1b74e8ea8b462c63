/**
 * Marks an English text for translation where it is defined away from where it is shown (a
 * navigation table, a constant): `label: msg('Products')`, shown with `t(item.label)`. It
 * returns the text unchanged; the catalogue test (tests/unit/i18n) reads the marks.
 */
export function msg(text: string): string {
  return text;
}
