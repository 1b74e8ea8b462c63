import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { quoteRequestPath } from '../../lib/assistant/bulk.ts';

/** "Get quote" under a reply: the quotation request page with the reply's lines filled. */
export function QuoteAction({ items, onNavigate }: { items: string; onNavigate: () => void }) {
  return (
    <Button
      component={Link}
      to={quoteRequestPath(items)}
      onClick={onNavigate}
      size="compact-sm"
      variant="filled"
      style={{ alignSelf: 'flex-start' }}
      data-testid="chat-quote"
    >
      Get quote
    </Button>
  );
}
