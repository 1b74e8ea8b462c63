import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { useProducts } from '../../../sync/products/hooks.ts';
import type { Product } from '../../../sync/products/model.ts';
import { ProductGrid } from './product-grid.tsx';
import { locale, t } from '../../i18n/index.ts';
import { localizedSiteTexts } from '../../lib/localized.ts';

interface ShelfProps {
  title: string;
  subtitle?: string | null;
  products: readonly Product[];
  viewAll: string;
  renderAction?: (product: Product) => ReactNode;
}

function Shelf({ title, subtitle, products, viewAll, renderAction }: ShelfProps) {
  if (products.length === 0) return null;
  return (
    <Stack gap="md" component="section">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz={{ base: 22, sm: 28 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dark.5" fz="sm">
              {subtitle}
            </Text>
          )}
        </Stack>
        <Anchor component={Link} to={viewAll} fw={600} fz="sm">
          {t('View all')}
        </Anchor>
      </Group>
      <ProductGrid products={products} renderAction={renderAction} eagerCount={0} />
    </Stack>
  );
}

const SHELF_SIZE = 4;

/** The featured products the home page shows (the best-seller shelf leaves them out). */
function useFeatured(): Product[] {
  return useProducts({ featured: true }).slice(0, SHELF_SIZE);
}

export function FeaturedShelf({ renderAction }: { renderAction?: ShelfProps['renderAction'] }) {
  const products = useFeatured();
  return (
    <Shelf
      title={t('Featured tools')}
      subtitle={t('Our flagship lasers and meters, chosen by professionals')}
      products={products}
      viewAll="/products"
      renderAction={renderAction}
    />
  );
}

/**
 * Best sellers: popular products (rank 10 or lower), each card with its ribbon, leaving out
 * those already featured above so no product shows twice on the home page.
 */
export function BestSellerShelf({ renderAction }: { renderAction?: ShelfProps['renderAction'] }) {
  const settings = localizedSiteTexts(useSiteSettings(), locale());
  const featured = useFeatured();
  const popular = useProducts({ popular: true });
  const products = popular.filter((p) => !featured.some((f) => f.id === p.id));
  return (
    <Shelf
      title={settings.bestSellerTitle ?? t('Best sellers')}
      subtitle={settings.bestSellerSubtitle}
      products={products.slice(0, SHELF_SIZE * 2)}
      viewAll="/products?popular=1"
      renderAction={renderAction}
    />
  );
}
