// The device's catalogue as quote lines need it: every product staff may quote (hidden ones
// too: a contractor may ask for one taken off the shop), by id, with prices in paise.
import { useMemo } from 'react';
import { useProducts } from '../../../sync/products/hooks.ts';
import { priceTextToPaise } from '../../lib/money.ts';
import type { QuoteProduct } from '../../lib/quote-pricing.ts';

export function useQuoteProducts(): Map<string, QuoteProduct> {
  const products = useProducts({ includeHidden: true, sort: 'name' });
  return useMemo(() => {
    const byId = new Map<string, QuoteProduct>();
    for (const p of products) {
      if (p.priceInPaise === null) continue;
      byId.set(p.id, {
        id: p.id,
        name: p.name,
        hsn: p.hsnCode,
        listUnitInPaise: p.priceInPaise,
        bulkQty: p.bulkQty,
        bulkUnitInPaise: priceTextToPaise(p.bulkUnitPrice),
        gstRate: p.gstRate,
        priceInclusive: p.priceInclusive,
      });
    }
    return byId;
  }, [products]);
}
