import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  CHECKING_AUTHENTICATION,
  CODE_INVALID,
  EMAIL_INVALID,
  RECOVERY_LINK_INVALID,
} from '../../lib/messages.ts';
import { t } from '../../i18n/index.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { isValidEmail } from '../../lib/validation.ts';
import { LoadingState } from '../../ui/loading-state.tsx';
import { NewPasswordForm } from '../../ui/new-password-form.tsx';
import { signOut, updatePassword, verifyRecoveryCode } from '../../../sync/session/actions.ts';
import { useSession } from '../../../sync/session/hooks.ts';

/** The email and the 6-digit code from the reset mail, for when the link cannot be opened. */
function RecoveryCodeForm({ email }: { email: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email, code: '' },
    validate: {
      email: (value) => (isValidEmail(value) ? null : t(EMAIL_INVALID)),
      code: (value) => (/^\d{6}$/.test(value.replace(/\s+/g, '')) ? null : t(CODE_INVALID)),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await verifyRecoveryCode(values.email, values.code);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="recovery-code-form">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {shownMessage(failure)}
          </Alert>
        )}
        <TextInput
          label={t('Email')}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('Code from the email')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.getInputProps('code')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('Continue')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /reset-password: the recovery link has signed the person in (supabase-js read the session
 * from the address), or they type the mailed code; then a new password, and sign in again.
 */
export function ResetPasswordPanel() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const linkFailed = hash.has('error') || hash.has('error_description') || query.has('error');

  if (session.status === 'checking') return <LoadingState label={t(CHECKING_AUTHENTICATION)} />;
  const finished = async (message: string) => {
    await signOut();
    await navigate('/login', {
      replace: true,
      state: {
        notice: t('{message} Sign in with your new password.', { message: shownMessage(message) }),
      },
    });
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      {session.status === 'signed-in' ? (
        <Stack gap="sm">
          <Text fz="sm">
            {t('Choose a new password for {account}.', {
              account: session.user?.email ?? session.user?.phone ?? t('your account'),
            })}
          </Text>
          <NewPasswordForm save={updatePassword} onChanged={finished} />
        </Stack>
      ) : (
        <Stack gap="sm">
          {linkFailed && (
            <Alert color="red" role="alert">
              {t(RECOVERY_LINK_INVALID)}
            </Alert>
          )}
          <Text fz="sm">
            {t('Open the link in the email we sent you, or enter its 6-digit code here.')}
          </Text>
          <RecoveryCodeForm email={query.get('email') ?? ''} />
          <Anchor component={Link} to="/forgot-password" fz="sm">
            {t('Send a new email')}
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
