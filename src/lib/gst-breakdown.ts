// GST on a cart or order by rate, split into GST already inside the prices (inclusive lines)
// and GST added on top (exclusive lines), so a summary can say which is which.
import { lineTotals, type LineInput } from './money.ts';

export interface GstRow {
  rate: number;
  /** True: included in the prices shown; false: added to them. */
  included: boolean;
  gstInPaise: number;
}

/** One row per rate and kind, with GST, highest rate first, included before added. */
export function gstBreakdown(lines: readonly LineInput[]): GstRow[] {
  const rows = new Map<string, GstRow>();
  for (const line of lines) {
    const { gstInPaise } = lineTotals(line);
    const key = `${line.gstRate}:${line.priceInclusive}`;
    const row = rows.get(key) ?? {
      rate: line.gstRate,
      included: line.priceInclusive,
      gstInPaise: 0,
    };
    row.gstInPaise += gstInPaise;
    rows.set(key, row);
  }
  return [...rows.values()]
    .filter((row) => row.gstInPaise > 0)
    .sort((a, b) => b.rate - a.rate || Number(b.included) - Number(a.included));
}
