import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { documentDateInWords, rupees } from '../../lib/tax-document-layout.ts';
import { quoteStatusWords } from '../../lib/quotation.ts';
import { useMyQuotes } from '../../../sync/quotes/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';

/** The account's quotations (my_quotes), newest first, each opening its page. */
export function MyQuotes() {
  const { value: quotes, loading, error } = useMyQuotes();
  if (!quotes) {
    if (loading) return <LoadingState label="Loading your quotations" />;
    return (
      <Alert color="yellow" role="status">
        {error}
      </Alert>
    );
  }
  if (quotes.length === 0) {
    return (
      <EmptyState
        title="No quotations yet"
        action={<LinkButton to="/quote/request">Ask for a quotation</LinkButton>}
      >
        Buying several units for a project? Ask for a quotation with GST and your company details;
        accept it online when it suits you.
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm" data-testid="my-quotes">
      {error && (
        <Text fz="xs" c="dark.5">
          {error}
        </Text>
      )}
      {quotes.map((quote) => (
        <Paper key={quote.id} withBorder radius="md" p="sm" data-testid="my-quote">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Anchor component={Link} to={`/quote/${quote.token}`} fw={600}>
                {quote.number ? `Quotation ${quote.number}` : 'Quotation request'}
              </Anchor>
              <Text fz="xs" c="dark.5">
                {quote.lineCount} {quote.lineCount === 1 ? 'product' : 'products'}
                {quote.validUntil && ` · valid until ${documentDateInWords(quote.validUntil)}`}
                {quote.orderNumber && ` · order ${quote.orderNumber}`}
              </Text>
            </Stack>
            <Group gap="sm">
              <Text fw={600}>{rupees(quote.totalInPaise)}</Text>
              <Badge variant="light">{quoteStatusWords(quote.status)}</Badge>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
