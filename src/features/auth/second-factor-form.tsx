import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CODE_INVALID } from '../../lib/messages.ts';
import { t } from '../../i18n/index.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { signOut, verifySecondFactor } from '../../../sync/session/actions.ts';

/** The second step of a staff sign-in: the code from the authenticator app (aal2). */
export function SecondFactorForm() {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setFailure(CODE_INVALID);
    setBusy(true);
    try {
      await verifySecondFactor(code);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="second-factor-form">
      <Stack gap="sm">
        <Text fz="sm">
          {t(
            'Two-step sign-in is on for this account. Enter the 6-digit code from your authenticator app.',
          )}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {shownMessage(failure)}
          </Alert>
        )}
        <TextInput
          label={t('Authenticator code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          data-autofocus
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('Verify')}
        </Button>
        <Anchor component="button" type="button" fz="sm" onClick={() => void signOut()}>
          {t('Cancel and sign out')}
        </Anchor>
      </Stack>
    </form>
  );
}
