// What an error report may carry: never personal data. Addresses lose their query string and
// fragment (search terms, phone numbers in look-ups, recovery tokens); emails, phone numbers,
// tokens and ids (an order's id is the capability to read its receipt) become words. The
// database applies the same rules again (private.scrub_client_text).

const RULES: readonly [RegExp, string][] = [
  [/(https?:\/\/[^\s?#)]*)[?#][^\s)]*/g, '$1'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]'],
  [/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/g, '[id]'],
  [/[A-Za-z0-9_-]{32,}/g, '[token]'],
  [/\+?(?:[0-9][ -]?){9,}[0-9]/g, '[number]'],
];

export function scrubText(text: string): string {
  return RULES.reduce((value, [pattern, word]) => value.replace(pattern, word), text);
}

/** A page's address as reported: its path only, scrubbed. */
export function scrubRoute(pathname: string): string {
  return scrubText(pathname.split(/[?#]/)[0] || '/').slice(0, 300);
}
