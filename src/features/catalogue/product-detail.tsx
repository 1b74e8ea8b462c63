import { Anchor, Breadcrumbs, Grid, List, Stack, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { relatedProducts } from '../../lib/catalogue.ts';
import { gaItem, rupees } from '../../lib/ecommerce.ts';
import { accessoriesFor, neighbourModels } from '../../lib/product-companions.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { PageMeta } from '../../ui/page-meta.tsx';
import { useTrackOnce } from '../../ui/use-track-once.ts';
import { useProductState, useProducts } from '../../../sync/products/hooks.ts';
import type { Product } from '../../../sync/products/model.ts';
import { ProductBuyBox } from './product-buy-box.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { HydrateLater } from '../../ui/hydrate-later.tsx';
import { ProductGrid } from './product-grid.tsx';
import { ProductSeo } from './product-seo.tsx';
import { ProductSpecs } from './product-specs.tsx';
import { useRecentlyViewed } from './recently-viewed.ts';
import { SpecComparison } from './spec-comparison.tsx';
import { localizedProduct } from '../../lib/localized.ts';
import { locale, t } from '../../i18n/index.ts';

export interface ProductDetailProps {
  productId: string | undefined;
  renderPurchase: (product: Product) => ReactNode;
  renderAction?: (product: Product) => ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A titled grid of product cards; nothing when there are none. */
function CardsSection({
  title,
  products,
  renderAction,
}: {
  title: string;
  products: readonly Product[];
  renderAction: ProductDetailProps['renderAction'];
}) {
  if (products.length === 0) return null;
  return (
    <Section title={title}>
      <ProductGrid products={products} renderAction={renderAction} eagerCount={0} />
    </Section>
  );
}

/** The product page: gallery, buy box, description, features, specifications, related. */
export function ProductDetail({ productId, renderPurchase, renderAction }: ProductDetailProps) {
  const { product, loading } = useProductState(productId);
  const all = useProducts();
  const viewedBefore = useRecentlyViewed(product?.id);
  // Analytics (with consent): once per product shown.
  const viewed = useMemo(
    () =>
      product && {
        currency: 'INR',
        ...(product.priceInPaise === null ? {} : { value: rupees(product.priceInPaise) }),
        items: [gaItem(product)],
      },
    [product],
  );
  useTrackOnce('view_item', product?.id ?? '', viewed);
  if (loading) return <LoadingState label={t('Loading the product')} />;
  if (!product) {
    return (
      <>
        <PageMeta
          title={t('Product not found')}
          description={t('This product is not in the MGRID catalogue.')}
        />
        <EmptyState
          title={t('Product not found')}
          level={1}
          action={<LinkButton to="/products">{t('Browse all products')}</LinkButton>}
        >
          {t('This product is no longer sold, or the link is mistyped.')}
        </EmptyState>
      </>
    );
  }
  const together = accessoriesFor(product, all);
  const { down, up } = neighbourModels(product, all);
  const compared = [product, down, up].filter((p): p is Product => p !== null);
  const recent = viewedBefore
    .map((id) => all.find((p) => p.id === id))
    .filter((p): p is Product => p !== undefined)
    .slice(0, 4);
  // The related row leaves out what the sections above already offer.
  const shown = new Set(together.map((p) => p.id));
  const related = relatedProducts(product, all).filter((p) => !shown.has(p.id));
  // What the shopper reads in the page's language; the analytics, JSON-LD and cart keep the
  // English product.
  const texts = localizedProduct(product, locale());
  return (
    <Stack gap={40}>
      <ProductSeo product={product} />
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor component={Link} to="/products" fz="sm">
            {t('Products')}
          </Anchor>
          <Anchor component={Link} to={`/products?category=${product.category}`} fz="sm">
            {t(product.category)}
          </Anchor>
          <Text fz="sm" lineClamp={1}>
            {texts.name}
          </Text>
        </Breadcrumbs>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ProductGallery images={product.images} name={texts.name} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ProductBuyBox product={texts} purchase={renderPurchase(product)} />
          </Grid.Col>
        </Grid>
      </Stack>
      {texts.longDescription && (
        <Section title={t('About this product')}>
          <Text lh={1.7} maw={860}>
            {texts.longDescription}
          </Text>
        </Section>
      )}
      {texts.features.length > 0 && (
        <Section title={t('Features')}>
          <List spacing={6} maw={860}>
            {texts.features.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
        </Section>
      )}
      {Object.keys(product.specifications).length > 0 && (
        <Section title={t('Specifications')}>
          <ProductSpecs specifications={product.specifications} />
        </Section>
      )}
      <HydrateLater>
        <CardsSection
          title={t('Frequently bought together')}
          products={together}
          renderAction={renderAction}
        />
        {compared.length > 1 && (
          <Section title={t('Compare with the next model')}>
            <SpecComparison products={compared} />
          </Section>
        )}
        <CardsSection
          title={t('You may also need')}
          products={related}
          renderAction={renderAction}
        />
        <CardsSection title={t('Recently viewed')} products={recent} renderAction={renderAction} />
      </HydrateLater>
    </Stack>
  );
}
