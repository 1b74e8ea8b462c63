import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../lib/constants.ts';
import { LEAD_SAVE_ERROR } from '../../lib/messages.ts';
import { notifyMeErrors } from '../../lib/notify-me.ts';
import { ValidationFailed } from '../../lib/validation.ts';
import { submitLead } from '../../../sync/leads/actions.ts';
import type { Product } from '../../../sync/products/model.ts';
import { t } from '../../i18n/index.ts';

const translated = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, text && t(text)]));

/**
 * "Notify me" for a product out of stock: a lead (source 'notify_me', the product as its
 * interest) saved on this device at once and sent by the leads outbox, so it works offline.
 */
export function NotifyMe({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const form = useForm({
    initialValues: { name: '', phone: '', email: '' },
    // The rules' texts are src/lib/messages.ts constants, shown in the page's language.
    validate: (values) => translated(notifyMeErrors(values)),
  });
  const submit = form.onSubmit(async (values) => {
    setOutcome(null);
    try {
      await submitLead({
        name: values.name.trim(),
        phone: values.phone,
        email: values.email,
        source: 'notify_me',
        interestedProducts: [product.id],
        message: `Please tell me when the ${product.name} is back in stock.`,
        referrer: window.location.pathname,
        userAgent: navigator.userAgent,
      });
      form.reset();
      setOutcome('saved');
    } catch (error) {
      if (error instanceof ValidationFailed) form.setErrors(translated(error.fieldErrors));
      else setOutcome('failed');
    }
  });
  if (outcome === 'saved') {
    return (
      <Alert
        color="green"
        role="status"
        title={t('We will tell you')}
        data-testid="notify-me-saved"
      >
        {t('We will let you know as soon as the {name} is back in stock.', { name: product.name })}
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="notify-me">
        <Stack gap="sm">
          <Text fw={700}>{t('Notify me when it is back')}</Text>
          {outcome === 'failed' && (
            <Alert color="red" role="alert">
              {t(LEAD_SAVE_ERROR)}
            </Alert>
          )}
          <TextInput
            label={t('Name')}
            withAsterisk
            autoComplete="name"
            maxLength={TEXT_LIMITS.name}
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('Mobile number')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={TEXT_LIMITS.phone}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('or email')}
              type="email"
              autoComplete="email"
              maxLength={TEXT_LIMITS.email}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <Button type="submit" variant="light" style={{ alignSelf: 'flex-start' }}>
            {t('Notify me')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
