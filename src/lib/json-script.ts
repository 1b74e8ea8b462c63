// JSON that is safe inside an HTML <script> element (structured data): no character in it can
// end the element or start markup, whatever text the data holds.

const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON.stringify, then '<', '>', '&' and the JavaScript line separators as \u escapes. */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c] ?? c);
}
