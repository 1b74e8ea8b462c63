import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_INVALID, EMAIL_REQUIRED, RECOVERY_SENT } from '../../lib/messages.ts';
import { t } from '../../i18n/index.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { isValidEmail } from '../../lib/validation.ts';
import { requestPasswordReset } from '../../../sync/session/actions.ts';

/**
 * Mails a reset link and code. The answer is the same whether or not the account exists, so
 * the form does not tell strangers who has an account.
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        value.trim() === '' ? t(EMAIL_REQUIRED) : isValidEmail(value) ? null : t(EMAIL_INVALID),
    },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email, `${window.location.origin}/reset-password`);
      setSentTo(email.trim());
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="forgot-password-form">
      <Stack gap="sm">
        {sentTo && (
          <Alert color="green" role="status" data-testid="recovery-sent">
            {t(RECOVERY_SENT)}{' '}
            <Anchor
              component={Link}
              to={`/reset-password?email=${encodeURIComponent(sentTo)}`}
              c="dark.9"
              fw={600}
              underline="always"
            >
              {t('Enter the code')}
            </Anchor>
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {shownMessage(failure)}
          </Alert>
        )}
        <Text fz="sm">
          {t(
            'Enter the email of your account. Signed up with a mobile number only? Sign in with a code by SMS instead.',
          )}
        </Text>
        <TextInput
          label={t('Email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('Send reset link')}
        </Button>
        <Anchor component={Link} to="/login" fz="sm">
          {t('Back to sign in')}
        </Anchor>
      </Stack>
    </form>
  );
}
