import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { NAME_REQUIRED } from '../../lib/messages.ts';
import { t } from '../../i18n/index.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { newPasswordError, PASSWORD_RULE } from '../../lib/password-rule.ts';
import { parseSignInIdentifier } from '../../lib/sign-in-identifier.ts';
import { signUp } from '../../../sync/session/actions.ts';

/** A new customer account (role user) by email or mobile number. */
export function SignUpForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmFirst, setConfirmFirst] = useState(false);
  const form = useForm({
    initialValues: { fullName: '', identifier: '', password: '' },
    validate: {
      fullName: (value) => (value.trim() === '' ? t(NAME_REQUIRED) : null),
      identifier: (value) => {
        const parsed = parseSignInIdentifier(value);
        return parsed.kind === 'invalid' ? shownMessage(parsed.message) : null;
      },
      password: (value) => {
        const error = newPasswordError(value);
        return error ? t(error) : null;
      },
    },
  });

  const submit = form.onSubmit(async ({ fullName, identifier, password }) => {
    setFailure(null);
    try {
      const { signedIn } = await signUp(identifier, password, fullName);
      setConfirmFirst(!signedIn);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  if (confirmFirst) {
    return (
      <Alert color="blue" title={t('Almost there')} role="status">
        {t(
          'We have sent you a confirmation. Open the link (or enter the code) to finish, then sign in.',
        )}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="sign-up-form">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {shownMessage(failure)}
          </Alert>
        )}
        <TextInput
          label={t('Your name')}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t('Email or mobile number')}
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('identifier')}
        />
        <PasswordInput
          label={t('Choose a password')}
          description={t(PASSWORD_RULE)}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the password') }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('Create account')}
        </Button>
      </Stack>
    </form>
  );
}
