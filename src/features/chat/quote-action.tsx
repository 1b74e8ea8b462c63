import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { quoteRequestPath } from '../../lib/assistant/bulk.ts';
import { t } from '../../i18n/index.ts';

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
      {t('Get quote')}
    </Button>
  );
}
