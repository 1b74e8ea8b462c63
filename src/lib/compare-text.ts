// Ordering names the way a reader expects ("Laser 9" before "laser 10", case ignored), without
// Intl.Collator: creating a collator loads ICU's collation data, about 15 ms of a phone's
// first second (60 ms at Lighthouse's 4x), for lists of English product and place names.
// tests/unit/lib/compare-text.test.ts checks it against Intl.Collator on the catalogue.

const RUNS = /\d+|\D+/g;

/** Compares two runs of digits as the whole numbers they spell (any length). */
function compareNumbers(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Negative, zero or positive as `a` sorts before, with or after `b`: case-insensitive, runs of
 * digits compared as numbers.
 */
export function compareText(a: string, b: string): number {
  const left = a.toLowerCase().match(RUNS) ?? [];
  const right = b.toLowerCase().match(RUNS) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    const numeric = /^\d/.test(x) && /^\d/.test(y);
    const order = numeric ? compareNumbers(x, y) : x < y ? -1 : 1;
    if (order !== 0) return order;
  }
  return left.length - right.length;
}
