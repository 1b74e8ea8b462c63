// Indian digit grouping without ICU: money (src/lib/money.ts) and the counts in messages
// (src/lib/i18n/format.ts) are written on the first paint and the first tap, where loading
// ICU's number formatting costs a phone about 13-20 ms.

/**
 * A whole number with Indian digit grouping ("1,23,456"), as toLocaleString('en-IN') writes
 * it but without loading ICU's number formatting on the first paint (about 13 ms on a phone).
 */
export function groupIndian(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const grouped =
    digits.length <= 3
      ? digits
      : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return whole <= -1 ? `-${grouped}` : grouped;
}
