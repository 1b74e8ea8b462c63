import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PASSWORD_REQUIRED } from '../../lib/password-rule.ts';
import { parseSignInIdentifier } from '../../lib/sign-in-identifier.ts';
import { signIn } from '../../../sync/session/actions.ts';
import { PhoneCodeSignIn } from './phone-code-sign-in.tsx';
import { t } from '../../i18n/index.ts';
import { shownMessage } from '../../ui/form-errors.ts';

/**
 * One field for the email or the mobile number (docs/product.md#validation-rules: anything with @
 * is an email), the password (shown or hidden), "Forgot password?", and a one-time SMS code for
 * phones. The page moves on when the session changes; this form only reports failures.
 */
export function SignInForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const form = useForm({
    initialValues: { identifier: '', password: '' },
    validate: {
      identifier: (value) => {
        const parsed = parseSignInIdentifier(value);
        return parsed.kind === 'invalid' ? shownMessage(parsed.message) : null;
      },
      password: (value) => (value === '' ? t(PASSWORD_REQUIRED) : null),
    },
  });
  const parsed = parseSignInIdentifier(form.values.identifier);
  const phone = parsed.kind === 'phone' ? parsed.phone : null;

  if (codeFor) return <PhoneCodeSignIn phone={codeFor} onBack={() => setCodeFor(null)} />;

  const submit = form.onSubmit(async ({ identifier, password }) => {
    setFailure(null);
    try {
      await signIn(identifier, password);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="sign-in-form">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert" data-testid="sign-in-error">
            {shownMessage(failure)}
          </Alert>
        )}
        <TextInput
          label={t('Email or mobile number')}
          autoComplete="username"
          description={t('Your email address, or your 10-digit mobile number')}
          withAsterisk
          {...form.getInputProps('identifier')}
        />
        <PasswordInput
          label={t('Password')}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the password') }}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Anchor component={Link} to="/forgot-password" fz="sm">
            {t('Forgot password?')}
          </Anchor>
          {phone && (
            <Anchor component="button" type="button" fz="sm" onClick={() => setCodeFor(phone)}>
              {t('Sign in with a code by SMS')}
            </Anchor>
          )}
        </Group>
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('Sign in')}
        </Button>
      </Stack>
    </form>
  );
}
