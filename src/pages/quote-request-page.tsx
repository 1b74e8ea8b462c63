import { Container } from '@mantine/core';
import { QuoteRequest } from '../features/quotes/quote-request.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

export function QuoteRequestPage() {
  return (
    <Container size="lg" py="lg">
      <PageMeta
        title="Request a quotation"
        description="Ask MGRID for a GST quotation for your project: products, quantities and your company's GSTIN. Accept it online when it suits you."
      />
      <PageHeading
        title="Request a quotation"
        subtitle="For contractors and companies buying several units. No account needed: your request is saved on this device at once and sent to us as soon as you are online."
      />
      <QuoteRequest />
    </Container>
  );
}
