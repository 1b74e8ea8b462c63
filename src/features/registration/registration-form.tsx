import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { isoDateInIndia } from '../../lib/iso-date.ts';
import { validateRegistration, ValidationFailed } from '../../lib/validation.ts';
import { warrantyEndDate } from '../../lib/warranty.ts';
import { registerProduct } from '../../../sync/registrations/actions.ts';
import { useProducts } from '../../../sync/products/hooks.ts';
import { ContactInputs } from '../../ui/contact-inputs.tsx';
import { longDate } from './long-date.ts';
import { TEXT_LIMITS } from '../../lib/constants.ts';

const initialValues = {
  name: '',
  phone: '',
  email: '',
  productId: '',
  serialNumber: '',
  purchaseDate: '',
  dealer: '',
  invoiceNumber: '',
};

/** Product registration: saved on this device, sent when online; shows the warranty end. */
export function RegistrationForm() {
  const today = isoDateInIndia(new Date());
  const products = useProducts();
  const options = useMemo(() => products.map((p) => ({ value: p.id, label: p.name })), [products]);
  const [registered, setRegistered] = useState<{ product: string; until: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues,
    validate: (values) => validateRegistration(values, today),
  });
  const until = warrantyEndDate(form.values.purchaseDate);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await registerProduct(values);
      const product = options.find((o) => o.value === values.productId)?.label ?? values.productId;
      setRegistered({ product, until: warrantyEndDate(values.purchaseDate) ?? '' });
      form.reset();
    } catch (error) {
      if (error instanceof ValidationFailed) form.setErrors(error.fieldErrors);
      else
        setFailure(error instanceof Error ? error.message : 'The registration could not be saved.');
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="registration-form">
      <Stack gap="sm">
        {registered && (
          <Alert
            color="green"
            title="Product registered"
            role="status"
            data-testid="registration-done"
          >
            Your {registered.product} is registered. Its warranty runs until{' '}
            <strong>{longDate(registered.until)}</strong>. We will send it to our server as soon as
            you are online.
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Product"
            withAsterisk
            searchable
            allowDeselect={false}
            placeholder="Choose your model"
            data={options}
            {...form.getInputProps('productId')}
            onChange={(value) => form.setFieldValue('productId', value ?? '')}
          />
          <TextInput
            label="Serial number"
            withAsterisk
            description="On the label under the battery"
            maxLength={TEXT_LIMITS.serialNumber}
            {...form.getInputProps('serialNumber')}
          />
          <TextInput
            label="Purchase date"
            withAsterisk
            type="date"
            max={today}
            min="2015-01-01"
            {...form.getInputProps('purchaseDate')}
          />
          <TextInput
            label="Dealer or shop"
            description="Where you bought it (optional)"
            maxLength={TEXT_LIMITS.dealer}
            {...form.getInputProps('dealer')}
          />
          <TextInput
            label="Invoice number"
            description="Optional"
            maxLength={TEXT_LIMITS.invoiceNumber}
            {...form.getInputProps('invoiceNumber')}
          />
        </SimpleGrid>
        {until && !form.errors.purchaseDate && (
          <Text fz="sm" c="green.9" data-testid="warranty-preview">
            Warranty until {longDate(until)} (2 years from purchase).
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <ContactInputs
            nameLabel="Your name"
            name={form.getInputProps('name')}
            phone={form.getInputProps('phone')}
            email={form.getInputProps('email')}
          />
        </SimpleGrid>
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Register product
        </Button>
      </Stack>
    </form>
  );
}
