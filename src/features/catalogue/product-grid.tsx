import { SimpleGrid } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { Product } from '../../../sync/catalogue/model.ts';
import { ProductCard } from './product-card.tsx';

export interface ProductGridProps {
  products: readonly Product[];
  renderAction?: (product: Product) => ReactNode;
  /** How many cards load their image eagerly (the first screenful). */
  eagerCount?: number;
}

/** A card that re-renders only when its product (or the action's maker) changes. */
const GridCard = memo(function GridCard({
  product,
  eager,
  renderAction,
}: {
  product: Product;
  eager: boolean;
  renderAction?: (product: Product) => ReactNode;
}) {
  return <ProductCard product={product} eager={eager} action={renderAction?.(product)} />;
});

/** Memoised too: a keystroke in the list's search box re-renders the list, not its grid. */
export const ProductGrid = memo(function ProductGrid({
  products,
  renderAction,
  eagerCount = 4,
}: ProductGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {products.map((product, index) => (
        <GridCard
          key={product.id}
          product={product}
          eager={index < eagerCount}
          renderAction={renderAction}
        />
      ))}
    </SimpleGrid>
  );
});
