import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useProducts } from '../../../sync/products/hooks.ts';
import type { Product } from '../../../sync/products/model.ts';
import { dealsByDiscount } from './deals.ts';
import { ProductGrid } from './product-grid.tsx';
import { t } from '../../i18n/index.ts';

/** Every product priced below its MRP, by discount. */
export function DealsList({ renderAction }: { renderAction?: (product: Product) => ReactNode }) {
  const deals = dealsByDiscount(useProducts());
  if (deals.length === 0) {
    return (
      <EmptyState title={t('No deals right now')}>
        {t('New offers appear here first. Check back soon.')}
      </EmptyState>
    );
  }
  return <ProductGrid products={deals} renderAction={renderAction} />;
}
