import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { QuoteView } from '../features/quotes/quote-view.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';

export function QuotePage() {
  const { token = '' } = useParams();
  return (
    <Container size="lg" py="lg">
      <PageMeta
        title={t('Your quotation')}
        description={t(
          'Your MGRID quotation: lines, GST, validity, the PDF, and accepting it online.',
        )}
      />
      <PageHeading title={t('Your quotation')} />
      <QuoteView token={token} />
    </Container>
  );
}
