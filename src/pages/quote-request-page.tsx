import { Container } from '@mantine/core';
import { QuoteRequest } from '../features/quotes/quote-request.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function QuoteRequestPage() {
  return (
    <Container size="lg" py="lg">
      <PageMeta
        title={t('Request a quotation')}
        description={t(
          "Ask MGRID for a GST quotation for your project: products, quantities and your company's GSTIN. Accept it online when it suits you.",
        )}
      />
      <PageHeading
        title={t('Request a quotation')}
        subtitle={t(
          'For contractors and companies buying several units. No account needed: your request is saved on this device at once and sent to us as soon as you are online.',
        )}
      />
      <QuoteRequest />
    </Container>
  );
}
