import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
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
        title="We could not take this request"
        data-testid="quote-request-refused"
      >
        {request.reason}
      </Alert>
    );
  }
  const sent = request?.state === 'sent' || request?.state === 'confirmed';
  return (
    <Stack gap="sm" maw={640} data-testid="quote-request-saved">
      <Alert color="green" role="status" title="Thank you: your request is saved">
        <Text fz="sm" data-testid="quote-request-state">
          {sent
            ? 'It has reached us. We will price it and send the quotation to you by SMS and email, usually within one working day.'
            : 'It is saved on this device and will be sent as soon as you are online; nothing more to do.'}
        </Text>
      </Alert>
      <Text fz="sm">
        Your quotation will be at{' '}
        <Anchor component={Link} to={path} data-testid="quote-link">
          this link
        </Anchor>
        ; keep it to come back to it (no account needed).
      </Text>
    </Stack>
  );
}
