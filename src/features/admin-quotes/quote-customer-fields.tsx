// The buyer on a quote: contact, company and GST details, and the delivery state (which
// decides CGST + SGST or IGST).
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '../../lib/indian-states.ts';
import type { QuoteForm } from '../../lib/quote-desk.ts';

export function QuoteCustomerFields({
  form,
  update,
  disabled,
}: {
  form: QuoteForm;
  update: (patch: Partial<QuoteForm>) => void;
  disabled: boolean;
}) {
  const text = (key: keyof QuoteForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      value={form[key] as string}
      onChange={(e) => update({ [key]: e.currentTarget.value })}
      disabled={disabled}
      {...extra}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="quote-customer">
      {text('customer_name', "Customer's name", { required: true, autoComplete: 'off' })}
      {text('phone', 'Mobile number', { type: 'tel', inputMode: 'tel' })}
      {text('email', 'Email', { type: 'email' })}
      {text('company', 'Company')}
      {text('buyer_gstin', 'GSTIN (for a business)', { maxLength: 15 })}
      {text('buyer_legal_name', 'Legal name (as registered for GST)')}
      <Select
        label="Delivery state"
        data={[...INDIAN_STATES_AND_UNION_TERRITORIES]}
        value={form.delivery_state || null}
        onChange={(state) => update({ delivery_state: state ?? '' })}
        searchable
        allowDeselect={false}
        required
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
