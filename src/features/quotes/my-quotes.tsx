import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { intlLocale, t } from '../../i18n/index.ts';
import { dayInWords } from '../../lib/india-time.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import { quoteStatusWords } from '../../lib/quotation.ts';
import { useMyQuotes } from '../../../sync/quotes/hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { shownMessage } from '../../ui/form-errors.ts';

/** The account's quotations (my_quotes), newest first, each opening its page. */
export function MyQuotes() {
  const { value: quotes, loading, error } = useMyQuotes();
  if (!quotes) {
    if (loading) return <LoadingState label={t('Loading your quotations')} />;
    return (
      <Alert color="yellow" role="status">
        {shownMessage(error ?? '')}
      </Alert>
    );
  }
  if (quotes.length === 0) {
    return (
      <EmptyState
        title={t('No quotations yet')}
        action={<LinkButton to="/quote/request">{t('Ask for a quotation')}</LinkButton>}
      >
        {t(
          'Buying several units for a project? Ask for a quotation with GST and your company details; accept it online when it suits you.',
        )}
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm" data-testid="my-quotes">
      {error && (
        <Text fz="xs" c="dark.5">
          {shownMessage(error)}
        </Text>
      )}
      {quotes.map((quote) => (
        <Paper key={quote.id} withBorder radius="md" p="sm" data-testid="my-quote">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Anchor component={Link} to={`/quote/${quote.token}`} fw={600}>
                {quote.number
                  ? t('Quotation {number}', { number: quote.number })
                  : t('Quotation request')}
              </Anchor>
              <Text fz="xs" c="dark.5">
                {t('{count, plural, one {# product} other {# products}}', {
                  count: quote.lineCount,
                })}
                {quote.validUntil &&
                  t(' · valid until {date}', {
                    date: dayInWords(quote.validUntil, intlLocale()),
                  })}
                {quote.orderNumber && t(' · order {number}', { number: quote.orderNumber })}
              </Text>
            </Stack>
            <Group gap="sm">
              <Text fw={600}>{rupees(quote.totalInPaise)}</Text>
              <Badge variant="light">{quoteStatusWords(quote.status, t)}</Badge>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
