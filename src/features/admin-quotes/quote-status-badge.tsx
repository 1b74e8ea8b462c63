// A quote's status as a chip.
import { Badge } from '@mantine/core';
import { quoteStatusWords } from '../../lib/quote-desk.ts';

export const QUOTE_STATUS_COLORS: Record<string, string> = {
  requested: 'blue',
  draft: 'gray',
  sent: 'indigo',
  accepted: 'green',
  expired: 'orange',
  declined: 'red',
  converted: 'teal',
};

export function QuoteStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={QUOTE_STATUS_COLORS[status] ?? 'gray'} data-testid="quote-status">
      {quoteStatusWords(status)}
    </Badge>
  );
}
