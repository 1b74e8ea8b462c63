import { Anchor, Box, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isPopular } from '../../lib/catalogue.ts';
import { PriceTag } from '../../ui/price-tag.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { RatingLine } from '../../ui/rating-line.tsx';
import type { Product } from '../../../sync/catalogue/model.ts';
import { BestSellerRibbon } from './best-seller-ribbon.tsx';

export interface ProductCardProps {
  product: Product;
  /** A slot for the page to add an action (e.g. Add to Cart from the cart feature). */
  action?: ReactNode;
  eager?: boolean;
}

export function ProductCard({ product, action, eager }: ProductCardProps) {
  const href = `/products/${encodeURIComponent(product.id)}`;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="product-card" h="100%">
      <Box pos="relative">
        {isPopular(product) && <BestSellerRibbon />}
        <Link to={href} tabIndex={-1} aria-hidden>
          <ProductImage src={product.images[0]} alt="" eager={eager} />
        </Link>
      </Box>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text fz="xs" c="dark.4" tt="uppercase" fw={600}>
          {product.category}
        </Text>
        <Anchor
          component={Link}
          to={href}
          c="dark.9"
          fw={600}
          fz="sm"
          lh={1.35}
          underline="hover"
          lineClamp={2}
        >
          {product.name}
        </Anchor>
        <RatingLine rating={product.rating} reviews={product.reviews} size="xs" />
        {product.moq > 1 && (
          <Text fz="xs" c="dark.5">
            Minimum order: {product.moq}
          </Text>
        )}
        <Box mt="auto">
          {product.priceInPaise !== null ? (
            <PriceTag
              priceInPaise={product.priceInPaise}
              mrpInPaise={product.mrpInPaise}
              priceInclusive={product.priceInclusive}
            />
          ) : (
            <Text fz="sm">Price on request</Text>
          )}
        </Box>
        {action}
      </Stack>
    </Card>
  );
}
