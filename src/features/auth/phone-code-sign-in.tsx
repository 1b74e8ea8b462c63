import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CODE_INVALID } from '../../lib/messages.ts';
import { t } from '../../i18n/index.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { formatIndianMobile } from '../../lib/sign-in-identifier.ts';
import { sendSignInCode, signInWithCode } from '../../../sync/session/actions.ts';

/** Sign-in with a six-digit code texted to the account's mobile number. */
export function PhoneCodeSignIn({ phone, onBack }: { phone: string; onBack: () => void }) {
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      await sendSignInCode(phone);
      setSent(true);
    });
  const verify = (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) return setFailure(CODE_INVALID);
    void run(() => signInWithCode(phone, code));
  };

  return (
    <form onSubmit={verify} noValidate data-testid="phone-code-form">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {shownMessage(failure)}
          </Alert>
        )}
        {sent ? (
          <>
            <Text fz="sm" role="status">
              {t('We have sent a 6-digit code to {phone}. It is valid for a few minutes.', {
                phone: formatIndianMobile(phone),
              })}
            </Text>
            <TextInput
              label={t('Code from the SMS')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t('Sign in')}
            </Button>
            <Anchor component="button" type="button" fz="sm" onClick={() => void send()}>
              {t('Send a new code')}
            </Anchor>
          </>
        ) : (
          <>
            <Text fz="sm">
              {t('We will text a one-time code to {phone} if it belongs to an account.', {
                phone: formatIndianMobile(phone),
              })}
            </Text>
            <Button type="button" loading={busy} onClick={() => void send()} fullWidth>
              {t('Send code')}
            </Button>
          </>
        )}
        <Anchor component="button" type="button" fz="sm" onClick={onBack}>
          {t('Use the password instead')}
        </Anchor>
      </Stack>
    </form>
  );
}
