import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { newPasswordError, PASSWORD_RULE, PASSWORDS_DIFFER } from '../lib/password-rule.ts';
import { t } from '../i18n/index.ts';

export interface NewPasswordFormProps {
  /** Saves the password; resolves with the confirmation text, rejects with the reason. */
  save: (password: string) => Promise<string>;
  /** Called with the confirmation text once the server has the new password. */
  onChanged: (message: string) => void | Promise<void>;
  submitLabel?: string;
}

/** A new password, typed twice, meeting the rule stated under the field. */
export function NewPasswordForm({ save, onChanged, submitLabel }: NewPasswordFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      password: (value) => {
        const error = newPasswordError(value);
        return error ? t(error) : null;
      },
      repeat: (value, values) => (value === values.password ? null : t(PASSWORDS_DIFFER)),
    },
  });
  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const message = await save(password);
      form.reset();
      await onChanged(message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="new-password-form">
      <Stack gap="sm">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label={t('New password')}
          description={t(PASSWORD_RULE)}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the new password') }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('Repeat the new password')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the repeated password') }}
          {...form.getInputProps('repeat')}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {submitLabel ?? t('Set new password')}
        </Button>
      </Stack>
    </form>
  );
}
