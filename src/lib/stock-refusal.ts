// An order refused for stock (private.prepare_order, 20261126100400_order_stock.sql): the
// database raises check_violation with the message in words and, in the error's detail,
// {"reason": "out_of_stock", "lines": [{productId, name, asked, available}]} for every line
// short of stock. This reads that detail and works out "the rest": the order with each short
// line lowered to what is left, or removed when nothing is.
import { english, type Translate } from './i18n/format.ts';

export interface StockShortfall {
  productId: string;
  name: string;
  asked: number;
  available: number;
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** The short lines from the refusal's detail text; null when it is not a stock refusal. */
export function parseStockRefusal(detail: string | null | undefined): StockShortfall[] | null {
  if (!detail) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { reason, lines } = parsed as { reason?: unknown; lines?: unknown };
  if (reason !== 'out_of_stock' || !Array.isArray(lines)) return null;
  const shortfalls: StockShortfall[] = [];
  for (const line of lines as unknown[]) {
    if (typeof line !== 'object' || line === null) return null;
    const l = line as Record<string, unknown>;
    const asked = count(l.asked);
    const available = count(l.available);
    if (typeof l.productId !== 'string' || asked === null || available === null) return null;
    shortfalls.push({
      productId: l.productId,
      name: typeof l.name === 'string' && l.name.trim() !== '' ? l.name : l.productId,
      asked,
      available,
    });
  }
  return shortfalls.length > 0 ? shortfalls : null;
}

/** One short line in words: "LR60 Laser: out of stock" or "LR60 Laser: only 1 left (you asked for 3)". */
export function shortfallWords(s: StockShortfall, t: Translate = english): string {
  return s.available === 0
    ? t('{name}: out of stock', { name: s.name })
    : t('{name}: only {available} left (you asked for {asked})', {
        name: s.name,
        available: s.available,
        asked: s.asked,
      });
}

/**
 * The lines to order instead: each short product lowered to what is left (below `minimum`,
 * its MOQ, it is removed), the others as they were. Empty when nothing can be ordered.
 */
export function restOfOrder<L extends { productId: string; quantity: number }>(
  lines: readonly L[],
  shortfalls: readonly StockShortfall[],
  minimum: (productId: string) => number = () => 1,
): L[] {
  const left = new Map(shortfalls.map((s) => [s.productId, s.available]));
  const rest: L[] = [];
  for (const line of lines) {
    const available = left.get(line.productId);
    if (available === undefined) {
      rest.push(line);
      continue;
    }
    const quantity = Math.min(line.quantity, available);
    if (quantity < Math.max(1, minimum(line.productId))) continue;
    // The same product on two lines shares what is left.
    left.set(line.productId, available - quantity);
    rest.push({ ...line, quantity });
  }
  return rest;
}
