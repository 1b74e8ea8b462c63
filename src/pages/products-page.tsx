import { Container } from '@mantine/core';
import { quickAddAction } from '../features/cart/quick-add.tsx';
import { ProductBrowser } from '../features/catalogue/product-browser.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

export function ProductsPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title="Laser levels, distance meters and accessories"
        description="Shop MGRID line, crossline and 360° green lasers, laser distance meters, tripods and accessories with GST invoices, cash on delivery and a 2-year warranty."
      />
      <PageHeading
        title="Products"
        subtitle="Self-levelling lasers, distance meters and accessories. Prices in rupees; GST shown on every product."
      />
      <ProductBrowser renderAction={quickAddAction} />
    </Container>
  );
}
