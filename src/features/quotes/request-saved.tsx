import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { useQuoteRequestState } from '../../../sync/quotes/hooks.ts';

/**
 * After "Request the quotation": saved on this device at once; then sent, or refused by the
 * database with its reason. The quotation's own page is linked from the start.
 */
export function RequestSaved({ id, token }: { id: string; token: string }) {
  const request = useQuoteRequestState(id);
  const path = `/quote/${token}`;
  if (request?.state === 'refused') {
    return (
      <Alert
        color="red"
        role="alert"
        title={t('We could not take this request')}
        data-testid="quote-request-refused"
      >
        {shownMessage(request.reason ?? '')}
      </Alert>
    );
  }
  const sent = request?.state === 'sent' || request?.state === 'confirmed';
  return (
    <Stack gap="sm" maw={640} data-testid="quote-request-saved">
      <Alert color="green" role="status" title={t('Thank you: your request is saved')}>
        <Text fz="sm" data-testid="quote-request-state">
          {sent
            ? t(
                'It has reached us. We will price it and send the quotation to you by SMS and email, usually within one working day.',
              )
            : t(
                'It is saved on this device and will be sent as soon as you are online; nothing more to do.',
              )}
        </Text>
      </Alert>
      <Text fz="sm">
        {t('Your quotation will be at')}{' '}
        <Anchor component={Link} to={path} data-testid="quote-link">
          {t('this link')}
        </Anchor>
        {t('; keep it to come back to it (no account needed).')}
      </Text>
    </Stack>
  );
}
