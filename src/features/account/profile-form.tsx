import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '../../lib/indian-states.ts';
import { profileAddress, profilePhone, validateProfile } from '../../lib/profile.ts';
import { updateProfile } from '../../../sync/session/actions.ts';
import type { SessionUser } from '../../../sync/session/model.ts';
import { t } from '../../i18n/index.ts';
import { shownErrors, shownMessage } from '../../ui/form-errors.ts';

/** Name, phone and address of the account; the email is shown (it changes through sign-in). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    initialValues: {
      fullName: user.fullName ?? '',
      phone: user.phone ?? '',
      line1: user.address?.line1 ?? '',
      line2: user.address?.line2 ?? '',
      city: user.address?.city ?? '',
      state: user.address?.state ?? '',
      pinCode: user.address?.pinCode ?? '',
    },
    validate: (values) => shownErrors(validateProfile(values)),
  });
  const submit = form.onSubmit(async (values) => {
    setResult(null);
    try {
      await updateProfile({
        fullName: values.fullName,
        phone: profilePhone(values.phone),
        address: profileAddress(values),
      });
      setResult({ ok: true, text: t('Your profile is saved.') });
    } catch (error) {
      setResult({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="sm">
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {shownMessage(result.text)}
          </Alert>
        )}
        <Text fz="sm">
          {t('Email:')} <strong data-testid="profile-email">{user.email ?? t('none')}</strong>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('Full name')}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('fullName')}
          />
          <TextInput
            label={t('Mobile number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t('Address line 1')}
            autoComplete="address-line1"
            {...form.getInputProps('line1')}
          />
          <TextInput
            label={t('Address line 2')}
            autoComplete="address-line2"
            {...form.getInputProps('line2')}
          />
          <TextInput
            label={t('City')}
            autoComplete="address-level2"
            {...form.getInputProps('city')}
          />
          <Select
            label={t('State')}
            searchable
            clearable
            data={INDIAN_STATES_AND_UNION_TERRITORIES as string[]}
            {...form.getInputProps('state')}
            onChange={(value) => form.setFieldValue('state', value ?? '')}
          />
          <TextInput
            label={t('PIN code')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            {...form.getInputProps('pinCode')}
          />
        </SimpleGrid>
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('Save profile')}
        </Button>
      </Stack>
    </form>
  );
}
