import type { ReactNode } from 'react';
import { usePriceSource } from '../../../sync/products/hooks.ts';
import { t } from '../../i18n/index.ts';

/**
 * A product's price as the catalogue says it. On a page rendered with an older catalogue than
 * the live one, "Checking price…" instead, until the live catalogue has arrived: a stale price
 * is never shown as current. While hydrating, both (the page's stylesheet shows one of them,
 * scripts/prerender/catalogue-check.ts), so the markup is what the server rendered.
 */
export function CataloguePrice({ children }: { children: ReactNode }) {
  const source = usePriceSource();
  return (
    <div className="catalogue-price" data-price-source={source}>
      {source !== 'current' && (
        <p className="catalogue-price__checking" data-testid="price-checking">
          {t('Checking price…')}
        </p>
      )}
      {source !== 'checking' && <div className="catalogue-price__value">{children}</div>}
    </div>
  );
}

/**
 * What the visitor can do with a product (Add to Cart), offered only while its price is one
 * the page can vouch for: a product hidden or repriced since the page was rendered is not
 * bought from it.
 */
export function CatalogueAction({ children }: { children: ReactNode }) {
  const source = usePriceSource();
  if (source === 'checking') return null;
  return <div data-catalogue-action={source}>{children}</div>;
}
