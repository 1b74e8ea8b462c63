import '@mantine/core/styles/InlineInput.css';
import { SimpleGrid, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { t } from '../../i18n/index.ts';
import { TEXT_LIMITS } from '../../lib/constants.ts';
import { FormCheckbox, FormTextInput } from '../../ui/form-fields.tsx';

type InputProps = GetInputPropsReturnType;

interface Props {
  wanted: InputProps;
  gstin: InputProps;
  legalName: InputProps;
  shown: boolean;
}

/**
 * "I need a GST invoice": a business buyer's GSTIN and registered name, printed on the tax
 * invoice so they can claim input tax credit. Checked on the device (src/lib/gstin.ts) and
 * again by the database.
 */
export function GstInvoiceInputs({ wanted, gstin, legalName, shown }: Props) {
  // Stored upper-case, as GSTN writes it; typing in lower case is fine.
  const onGstin = (event: ChangeEvent<HTMLInputElement>) =>
    gstin.onChange(event.currentTarget.value.toUpperCase());
  return (
    <Stack gap="sm">
      <FormCheckbox
        label={t('I need a GST invoice (business purchase)')}
        description={t('Your GSTIN goes on the tax invoice so you can claim input tax credit')}
        data-testid="gst-invoice-wanted"
        {...wanted}
      />
      {shown && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormTextInput
            label="GSTIN"
            withAsterisk
            description={t('15 characters, e.g. 27AABCM1234F1ZX')}
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            data-testid="buyer-gstin"
            {...gstin}
            onChange={onGstin}
          />
          <FormTextInput
            label={t('Registered business name')}
            withAsterisk
            description={t('As on your GST registration')}
            maxLength={TEXT_LIMITS.address}
            autoComplete="organization"
            data-testid="buyer-legal-name"
            {...legalName}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
