// Bounds on how deeply a request may nest, checked before anything recursive touches it:
// a JSON body 6,000 levels deep or a 3,000-level `or=(or(...))` filter must be a clear 400,
// not a stack overflow in a parser or Postgres' own "stack depth limit exceeded" (a 500).

/** Deepest JSON nesting accepted in a request body (objects and arrays together). */
export const MAX_JSON_DEPTH = 100;
/** Deepest parenthesis nesting accepted in a query-string value (logic trees, in-lists). */
export const MAX_PAREN_DEPTH = 100;

/** Deepest `[`/`{` nesting of JSON text, outside strings; stops counting past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Deepest `(` nesting of a query-string value, outside double quotes. */
export function parenDepth(text: string, limit = MAX_PAREN_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (c === '(') {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === ')') depth--;
  }
  return deepest;
}

/** Whether a parsed JSON value holds a NUL character in any string or key (Postgres text cannot). */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v));
  }
  return false;
}
