// A dealer's terms as staff set them, on approval and on the dealer's page: the price tier, the
// credit limit in rupees (regrouped the Indian way when the field is left, shown back in words
// of money), the payment terms and whether the shop is listed in the public dealer locator.
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { PriceTier } from '../../../sync/admin-dealers/model.ts';
import { t } from '../../i18n/index.ts';
import {
  PAYMENT_TERMS,
  paymentTermsLabel,
  regroupRupees,
  rupeesToPaise,
  type ApprovalErrors,
  type ApprovalForm,
} from '../../lib/dealer-desk.ts';
import { formatInr } from '../../lib/money.ts';
import { tierLabel } from './display.ts';

export function TermsFields({
  value,
  onChange,
  errors,
  tiers,
  idPrefix,
}: {
  value: ApprovalForm;
  onChange: (next: ApprovalForm) => void;
  errors: ApprovalErrors;
  tiers: readonly PriceTier[];
  idPrefix: string;
}) {
  const limit = rupeesToPaise(value.creditLimit);
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('Price tier')}
        value={value.tierId}
        onChange={(tierId) => onChange({ ...value, tierId })}
        error={errors.tierId && t(errors.tierId)}
        name={`${idPrefix}-tier`}
        data-testid={`${idPrefix}-tier`}
      >
        <Stack gap={6} mt={4}>
          {tiers.map((tier) => (
            <Radio key={tier.id} value={tier.id} label={tierLabel(tier)} />
          ))}
        </Stack>
      </Radio.Group>
      <TextInput
        label={t('Credit limit (₹)')}
        inputMode="numeric"
        autoComplete="off"
        leftSection="₹"
        value={value.creditLimit}
        onChange={(event) => onChange({ ...value, creditLimit: event.currentTarget.value })}
        onBlur={() => onChange({ ...value, creditLimit: regroupRupees(value.creditLimit) })}
        description={
          limit.ok
            ? t('Dealer may owe up to {amount}', { amount: formatInr(limit.paise) })
            : t('In whole rupees, for example 1,00,000')
        }
        error={errors.creditLimit && t(errors.creditLimit)}
        maw={320}
        data-testid={`${idPrefix}-limit`}
      />
      <Radio.Group
        label={t('Payment terms')}
        value={value.paymentTerms}
        onChange={(paymentTerms) => onChange({ ...value, paymentTerms })}
        error={errors.paymentTerms && t(errors.paymentTerms)}
        name={`${idPrefix}-terms`}
        data-testid={`${idPrefix}-terms`}
      >
        <Group gap="md" mt={4}>
          {PAYMENT_TERMS.map((terms) => (
            <Radio key={terms} value={terms} label={t(paymentTermsLabel(terms))} />
          ))}
        </Group>
      </Radio.Group>
      <Checkbox
        label={t('Show in the public dealer locator')}
        checked={value.showInLocator}
        onChange={(event) => onChange({ ...value, showInLocator: event.currentTarget.checked })}
        data-testid={`${idPrefix}-locator`}
      />
      <Text size="xs" c="dark.5">
        {t('Listed shops appear on Where to buy with their address; a suspended dealer is hidden.')}
      </Text>
    </Stack>
  );
}
