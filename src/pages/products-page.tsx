import { Container } from '@mantine/core';
import { quickAddAction } from '../features/cart/quick-add.tsx';
import { ProductBrowser } from '../features/catalogue/product-browser.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function ProductsPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title={t('Laser levels, distance meters and accessories')}
        description={t(
          'Shop MGRID line, crossline and 360° green lasers, laser distance meters, tripods and accessories with GST invoices, cash on delivery and a 2-year warranty.',
        )}
      />
      <PageHeading
        title={t('Products')}
        subtitle={t(
          'Self-levelling lasers, distance meters and accessories. Prices in rupees; GST shown on every product.',
        )}
      />
      <ProductBrowser renderAction={quickAddAction} />
    </Container>
  );
}
