import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { t } from '../i18n/index.ts';
import type { ReactNode } from 'react';
import { AddressInputs } from './address-inputs.tsx';
import { ContactInputs } from './contact-inputs.tsx';

type DeliveryField =
  'name' | 'phone' | 'email' | 'addressLine1' | 'addressLine2' | 'pinCode' | 'city' | 'state';

export interface DeliveryDetailsProps {
  /** A form whose values hold the buyer's contact and delivery address (validateCheckout's). */
  form: { getInputProps: (path: DeliveryField) => GetInputPropsReturnType };
  /** The legends' heading level: 2 on the checkout page, 3 inside a quotation. */
  level: 2 | 3;
  contactColumns: 2 | 3;
}

function Section({
  legend,
  level,
  children,
}: {
  legend: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={level} fz={level === 2 ? 'lg' : 'md'} component="legend" mb="xs" p={0}>
        {legend}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Who receives an order and where, as every form that places one asks (checkout, accepting a
 * quotation): contact, then the delivery address.
 */
export function DeliveryDetails({ form, level, contactColumns }: DeliveryDetailsProps) {
  return (
    <>
      <Section legend={t('Contact')} level={level}>
        <SimpleGrid cols={{ base: 1, sm: contactColumns }} spacing="sm">
          <ContactInputs
            nameLabel={t('Full name')}
            emailLabel={t('Email (for the invoice)')}
            name={form.getInputProps('name')}
            phone={form.getInputProps('phone')}
            email={form.getInputProps('email')}
          />
        </SimpleGrid>
      </Section>
      <Section legend={t('Delivery address')} level={level}>
        <AddressInputs
          addressLine1={form.getInputProps('addressLine1')}
          addressLine2={form.getInputProps('addressLine2')}
          pinCode={form.getInputProps('pinCode')}
          city={form.getInputProps('city')}
          state={form.getInputProps('state')}
        />
      </Section>
    </>
  );
}
