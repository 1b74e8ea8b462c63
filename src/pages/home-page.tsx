import { Container, Stack } from '@mantine/core';
import { quickAddAction } from '../features/cart/quick-add.tsx';
import { CategoryTiles } from '../features/catalogue/category-tiles.tsx';
import { BestSellerShelf, FeaturedShelf } from '../features/catalogue/product-shelf.tsx';
import { ServicesTeaser } from '../features/services/service-list.tsx';
import { HomeHero } from '../features/site-settings/home-hero.tsx';
import { TrustPoints } from '../features/site-settings/trust-points.tsx';
import { HydrateLater } from '../ui/hydrate-later.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function HomePage() {
  return (
    <>
      <PageMeta
        title={t('MGRID | Professional laser levels and distance meters')}
        description={t(
          'MGRID professional laser measuring tools: line, crossline and 360° green lasers, distance meters and accessories, with GST invoices, cash on delivery and a 2-year warranty across India.',
        )}
      />
      <HomeHero />
      <Container size="xl" py={{ base: 'lg', md: 40 }}>
        <Stack gap={48}>
          <TrustPoints />
          <FeaturedShelf renderAction={quickAddAction} />
          <HydrateLater>
            <BestSellerShelf renderAction={quickAddAction} />
            <CategoryTiles />
            <ServicesTeaser />
          </HydrateLater>
        </Stack>
      </Container>
    </>
  );
}
