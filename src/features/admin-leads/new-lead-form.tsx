import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Pill.css';
// Field sales: a customer met on site, often with no signal. The lead is saved on the phone
// at once (source 'field', assigned to whoever is signed in) and sent once when online.
import { Alert, Button, MultiSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useProducts } from '../../../sync/products/hooks.ts';
import { captureFieldLead } from '../../../sync/leads/actions.ts';
import {
  emptyFieldLead,
  localIsoDate,
  validateFieldLead,
  type FieldLeadForm,
} from '../../lib/field-lead.ts';
import { ValidationFailed } from '../../lib/validation.ts';
import { ContactInputs } from '../../ui/contact-inputs.tsx';

export function NewLeadForm() {
  const products = useProducts();
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FieldLeadForm>({
    mode: 'controlled',
    initialValues: emptyFieldLead(),
    validate: (values) => validateFieldLead(values, localIsoDate()),
    clearInputErrorOnChange: true,
  });

  const save = async (values: FieldLeadForm) => {
    setFailure(null);
    try {
      await captureFieldLead({
        ...values,
        followUpDate: values.followUpDate || null,
      });
      setSaved(
        `Saved ${values.name.trim()} on this device. It is sent as soon as there is signal.`,
      );
      form.reset();
    } catch (error) {
      if (error instanceof ValidationFailed) form.setErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate data-testid="new-lead-form">
      <Stack gap="sm" maw={560}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ContactInputs
            name={form.getInputProps('name')}
            phone={form.getInputProps('phone')}
            email={form.getInputProps('email')}
          />
          <TextInput
            label="Company"
            autoComplete="organization"
            {...form.getInputProps('company')}
          />
          <TextInput label="Designation" {...form.getInputProps('designation')} />
        </SimpleGrid>
        <MultiSelect
          label="Interested in"
          placeholder="Pick products"
          searchable
          data={products.map((p) => ({ value: p.id, label: p.name }))}
          {...form.getInputProps('interestedProducts')}
        />
        <Textarea label="Notes" autosize minRows={3} {...form.getInputProps('notes')} />
        <DateInput
          label="Follow up on"
          valueFormat="DD MMM YYYY"
          clearable
          minDate={localIsoDate()}
          {...form.getInputProps('followUpDate')}
          value={form.values.followUpDate || null}
          onChange={(value) => form.setFieldValue('followUpDate', value ?? '')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {saved && (
          <Alert color="green" role="status" data-testid="lead-saved">
            {saved}
          </Alert>
        )}
        <Button type="submit" size="md" data-testid="save-lead">
          Save lead
        </Button>
      </Stack>
    </form>
  );
}
