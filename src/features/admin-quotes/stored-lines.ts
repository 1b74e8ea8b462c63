// The products a quote's lines need: this device's catalogue, and for a product it does not
// hold (taken off the shop since) what the database stored on the line.
import type { DeskQuoteLine } from '../../../sync/admin-quotes/model.ts';
import type { QuoteProduct } from '../../lib/quote-pricing.ts';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function storedLineProducts(
  catalogue: Map<string, QuoteProduct>,
  lines: readonly DeskQuoteLine[],
): Map<string, QuoteProduct> {
  const missing = lines.filter((l) => !catalogue.has(l.productId));
  if (missing.length === 0) return catalogue;
  const all = new Map(catalogue);
  for (const line of missing) {
    const list = num(line.list_unit_in_paise) ?? num(line.unit_in_paise);
    const rate = num(line.gst_rate);
    if (list === null || rate === null) continue;
    all.set(line.productId, {
      id: line.productId,
      name: line.name,
      hsn: line.hsn ?? null,
      listUnitInPaise: list,
      bulkQty: null,
      bulkUnitInPaise: null,
      gstRate: rate,
      priceInclusive: line.price_inclusive !== false,
    });
  }
  return all;
}
