import { Container } from '@mantine/core';
import { DealerScreens } from '../features/dealer-home/dealer-screens.tsx';
import { t } from '../i18n/index.ts';
import { PageMeta } from '../ui/page-meta.tsx';

/** /dealer and /dealer/order: a dealer member's own screens (loaded only when opened). */
export function DealerPage() {
  return (
    <Container size="lg" py="lg">
      <PageMeta
        title={t('Dealer: your shop')}
        description={t('Dealer prices, credit and quick reorders for MGRID dealers.')}
      />
      <DealerScreens />
    </Container>
  );
}
