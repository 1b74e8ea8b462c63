import { Alert, Button, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isoDateInIndia } from '../../lib/india-time.ts';
import { validateRegistration, ValidationFailed } from '../../lib/validation.ts';
import { warrantyEndDate } from '../../lib/warranty.ts';
import { registerProduct } from '../../../sync/registrations/actions.ts';
import { useProducts } from '../../../sync/products/hooks.ts';
import { ContactInputs } from '../../ui/contact-inputs.tsx';
import { longDate } from './long-date.ts';
import { TEXT_LIMITS } from '../../lib/constants.ts';
import { intlLocale, msg, t } from '../../i18n/index.ts';
import { shownErrors, shownMessage } from '../../ui/form-errors.ts';

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
  const done = useRef<HTMLDivElement>(null);
  // The confirmation sits above the form the buyer has just scrolled through: bring it on
  // screen, and focus it so a screen reader reads it at once.
  useEffect(() => {
    if (!registered) return;
    done.current?.scrollIntoView({ block: 'center' });
    done.current?.focus({ preventScroll: true });
  }, [registered]);
  const form = useForm({
    initialValues,
    validate: (values) => shownErrors(validateRegistration(values, today)),
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
      if (error instanceof ValidationFailed) form.setErrors(shownErrors(error.fieldErrors));
      else
        setFailure(
          error instanceof Error ? error.message : msg('The registration could not be saved.'),
        );
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="registration-form">
      <Stack gap="sm">
        {registered && (
          <Alert
            ref={done}
            tabIndex={-1}
            color="green"
            title={t('Product registered')}
            role="status"
            data-testid="registration-done"
          >
            {t('Your {product} is registered. Its warranty runs until', {
              product: registered.product,
            })}{' '}
            <strong>{longDate(registered.until, intlLocale())}</strong>
            {t('. We will send it to our server as soon as you are online.')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {shownMessage(failure)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('Product')}
            withAsterisk
            searchable
            allowDeselect={false}
            placeholder={t('Choose your model')}
            data={options}
            {...form.getInputProps('productId')}
            onChange={(value) => form.setFieldValue('productId', value ?? '')}
          />
          <TextInput
            label={t('Serial number')}
            withAsterisk
            description={t('On the label under the battery')}
            maxLength={TEXT_LIMITS.serialNumber}
            {...form.getInputProps('serialNumber')}
          />
          <TextInput
            label={t('Purchase date')}
            withAsterisk
            type="date"
            max={today}
            min="2015-01-01"
            {...form.getInputProps('purchaseDate')}
          />
          <TextInput
            label={t('Dealer or shop')}
            description={t('Where you bought it (optional)')}
            maxLength={TEXT_LIMITS.dealer}
            {...form.getInputProps('dealer')}
          />
          <TextInput
            label={t('Invoice number')}
            description={t('Optional')}
            maxLength={TEXT_LIMITS.invoiceNumber}
            {...form.getInputProps('invoiceNumber')}
          />
        </SimpleGrid>
        {until && !form.errors.purchaseDate && (
          <Text fz="sm" c="green.9" data-testid="warranty-preview">
            {t('Warranty until {date} (2 years from purchase).', {
              date: longDate(until, intlLocale()),
            })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <ContactInputs
            nameLabel={t('Your name')}
            name={form.getInputProps('name')}
            phone={form.getInputProps('phone')}
            email={form.getInputProps('email')}
          />
        </SimpleGrid>
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('Register product')}
        </Button>
      </Stack>
    </form>
  );
}
