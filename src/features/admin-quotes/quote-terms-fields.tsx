// A quote's delivery charge, validity and terms.
import { NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { QuoteForm } from '../../lib/quote-desk.ts';

export function QuoteTermsFields({
  form,
  update,
  disabled,
  ruleFeeInPaise,
}: {
  form: QuoteForm;
  update: (patch: Partial<QuoteForm>) => void;
  disabled: boolean;
  /** The order rule's fee for these lines, charged when the field is left blank. */
  ruleFeeInPaise: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="quote-terms">
      <NumberInput
        label="Delivery charge (₹)"
        min={0}
        decimalScale={2}
        thousandSeparator=","
        description="Blank: the shop's delivery rule"
        placeholder={(ruleFeeInPaise / 100).toFixed(2)}
        value={form.delivery_fee_in_paise === null ? '' : form.delivery_fee_in_paise / 100}
        onChange={(v) =>
          update({
            delivery_fee_in_paise: v === '' ? null : Math.max(0, Math.round(Number(v) * 100)),
          })
        }
        disabled={disabled}
      />
      <TextInput
        type="date"
        label="Valid until"
        value={form.valid_until}
        onChange={(e) => update({ valid_until: e.currentTarget.value })}
        required
        disabled={disabled}
      />
      <Textarea
        label="Payment terms"
        autosize
        minRows={2}
        value={form.payment_terms}
        onChange={(e) => update({ payment_terms: e.currentTarget.value })}
        disabled={disabled}
      />
      <Textarea
        label="Delivery terms"
        autosize
        minRows={2}
        value={form.delivery_terms}
        onChange={(e) => update({ delivery_terms: e.currentTarget.value })}
        disabled={disabled}
      />
      <Textarea
        label="Notes for the customer"
        autosize
        minRows={2}
        value={form.notes}
        onChange={(e) => update({ notes: e.currentTarget.value })}
        disabled={disabled}
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  );
}
