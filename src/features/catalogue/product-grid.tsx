import { SimpleGrid } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import type { Product } from '../../../sync/products/model.ts';
import { ProductCard } from './product-card.tsx';

export interface ProductGridProps {
  products: readonly Product[];
  renderAction?: (product: Product) => ReactNode;
  /** How many cards load their image eagerly (the first screenful). */
  eagerCount?: number;
  /**
   * How many cards fetch their picture before the page's other pictures: a phone's first row
   * where the grid is what the page is about (the product list), none elsewhere.
   */
  priorityCount?: number;
}

/**
 * A card that re-renders only when its product (or the action's maker) changes. How its
 * picture loads is settled when it first shows: a card a new list moves into the first
 * screenful (a keystroke in the search) is not rendered again for it, as setting the
 * picture's `loading` starts its load inside the keystroke's frame; a lazy picture in view
 * loads at once anyway.
 */
const GridCard = memo(function GridCard({
  product,
  eager,
  priority,
  renderAction,
}: {
  product: Product;
  eager: boolean;
  priority: boolean;
  renderAction?: (product: Product) => ReactNode;
}) {
  return (
    <ProductCard
      product={product}
      eager={eager}
      priority={priority}
      action={renderAction?.(product)}
    />
  );
}, sameCard);

function sameCard(
  before: { product: Product; renderAction?: unknown },
  after: { product: Product; renderAction?: unknown },
): boolean {
  return before.product === after.product && before.renderAction === after.renderAction;
}

/** Memoised too: a keystroke in the list's search box re-renders the list, not its grid. */
export const ProductGrid = memo(function ProductGrid({
  products,
  renderAction,
  eagerCount = 4,
  priorityCount = 0,
}: ProductGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {products.map((product, index) => (
        <GridCard
          key={product.id}
          product={product}
          eager={index < eagerCount}
          priority={index < priorityCount}
          renderAction={renderAction}
        />
      ))}
    </SimpleGrid>
  );
});
