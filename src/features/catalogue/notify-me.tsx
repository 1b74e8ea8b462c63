import { Alert, Button, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { TEXT_LIMITS } from '../../lib/constants.ts';
import { LEAD_SAVE_ERROR } from '../../lib/messages.ts';
import { notifyMeErrors } from '../../lib/notify-me.ts';
import { ValidationFailed } from '../../lib/validation.ts';
import { submitLead } from '../../../sync/leads/actions.ts';
import type { Product } from '../../../sync/products/model.ts';

/**
 * "Notify me" for a product out of stock: a lead (source 'notify_me', the product as its
 * interest) saved on this device at once and sent by the leads outbox, so it works offline.
 */
export function NotifyMe({ product }: { product: Pick<Product, 'id' | 'name'> }) {
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const form = useForm({
    initialValues: { name: '', phone: '', email: '' },
    validate: notifyMeErrors,
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
      if (error instanceof ValidationFailed) form.setErrors(error.fieldErrors);
      else setOutcome('failed');
    }
  });
  if (outcome === 'saved') {
    return (
      <Alert color="green" role="status" title="We will tell you" data-testid="notify-me-saved">
        We will let you know as soon as the {product.name} is back in stock.
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate data-testid="notify-me">
        <Stack gap="sm">
          <Text fw={700}>Notify me when it is back</Text>
          {outcome === 'failed' && (
            <Alert color="red" role="alert">
              {LEAD_SAVE_ERROR}
            </Alert>
          )}
          <TextInput
            label="Name"
            withAsterisk
            autoComplete="name"
            maxLength={TEXT_LIMITS.name}
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Mobile number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={TEXT_LIMITS.phone}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="or email"
              type="email"
              autoComplete="email"
              maxLength={TEXT_LIMITS.email}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <Button type="submit" variant="light" style={{ alignSelf: 'flex-start' }}>
            Notify me
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
