import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Product } from '../../../sync/catalogue/model.ts';
import { ProductCard } from './product-card.tsx';

export interface ProductGridProps {
  products: readonly Product[];
  renderAction?: (product: Product) => ReactNode;
  /** How many cards load their image eagerly (the first screenful). */
  eagerCount?: number;
}

export function ProductGrid({ products, renderAction, eagerCount = 4 }: ProductGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          eager={index < eagerCount}
          action={renderAction?.(product)}
        />
      ))}
    </SimpleGrid>
  );
}
