import { Container } from '@mantine/core';
import { DealerApply } from '../features/dealer-apply/dealer-apply.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function DealerApplyPage() {
  return (
    <Container size="xl" py="lg">
      <PageMeta
        title={t('Become an MGRID dealer')}
        description={t(
          'Apply to sell MGRID laser measuring tools from your shop: dealer prices, credit terms and reorders from your shop phone.',
        )}
      />
      <PageHeading
        title={t('Become an MGRID dealer')}
        subtitle={t(
          'Tell us about your shop. Our team reviews every application and replies by SMS and email. Works offline too.',
        )}
      />
      <DealerApply />
    </Container>
  );
}
