import {
  Button,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState, type ChangeEvent } from 'react';
import { t } from '../../i18n/index.ts';
import { checkoutPrefill } from '../../lib/checkout-prefill.ts';
import { TEXT_LIMITS } from '../../lib/constants.ts';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '../../lib/indian-states.ts';
import type { RequestedLine } from '../../lib/quotation.ts';
import { validateQuoteRequest } from '../../lib/quote-request.ts';
import { ValidationFailed } from '../../lib/validation.ts';
import { requestQuotation } from '../../../sync/quotes/actions.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { ContactInputs } from '../../ui/contact-inputs.tsx';
import { RequestLines } from './request-lines.tsx';
import { RequestSaved } from './request-saved.tsx';
import { shownErrors, shownMessage } from '../../ui/form-errors.ts';

const initialValues = {
  name: '',
  phone: '',
  email: '',
  company: '',
  gstin: '',
  legalName: '',
  deliveryState: '',
  message: '',
};

const fieldset = { border: 0, padding: 0, margin: 0 } as const;

/**
 * /quote/request: the products and quantities, the buyer's contact, company, GSTIN (checked
 * as at checkout) and delivery state. Saved on this device at once and sent by sync, so it
 * works offline; a signed-in buyer starts from their profile.
 */
export function QuoteRequestForm({ initialLines }: { initialLines: RequestedLine[] }) {
  const [lines, setLines] = useState<RequestedLine[]>(initialLines);
  const [saved, setSaved] = useState<{ id: string; token: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues,
    validate: (values) => {
      const { lines: _lines, ...errors } = validateQuoteRequest({ ...values, lines });
      return shownErrors(errors);
    },
  });
  const [linesError, setLinesError] = useState<string | undefined>();
  const profile = useSession().user;
  useEffect(() => {
    const current = form.getValues();
    const fill = checkoutPrefill(profile, {
      ...current,
      addressLine1: '',
      addressLine2: '',
      city: '',
      pinCode: '',
      state: current.deliveryState,
    });
    const { name, phone, email, state } = fill;
    const values = { name, phone, email, ...(state ? { deliveryState: state } : {}) };
    const known = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(known).length > 0) form.setValues(known);
    // form is a stable handle; only a new profile should fill again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);

  const changeLines = (next: RequestedLine[]) => {
    setLines(next);
    setLinesError(undefined);
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const problem = validateQuoteRequest({ ...values, lines }).lines;
    setLinesError(problem && shownMessage(problem));
    if (problem) return;
    try {
      setSaved(await requestQuotation({ ...values, lines }));
    } catch (error) {
      if (error instanceof ValidationFailed) form.setErrors(shownErrors(error.fieldErrors));
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  if (saved) return <RequestSaved id={saved.id} token={saved.token} />;

  const gstin = form.getInputProps('gstin');
  const onGstin = (event: ChangeEvent<HTMLInputElement>) =>
    gstin.onChange(event.currentTarget.value.toUpperCase());

  return (
    <form onSubmit={submit} noValidate data-testid="quote-request-form">
      <Stack gap="xl" maw={760}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm" component="fieldset" style={fieldset}>
            <Title order={2} fz="lg" component="legend" mb="xs" p={0}>
              {t('Products')}
            </Title>
            <RequestLines lines={lines} onChange={changeLines} error={linesError} />
          </Stack>
        </Paper>
        <Stack gap="sm" component="fieldset" style={fieldset}>
          <Title order={2} fz="lg" component="legend" mb="xs" p={0}>
            {t('Your details')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ContactInputs
              nameLabel={t('Full name')}
              emailLabel={t('Email (for the quotation)')}
              name={form.getInputProps('name')}
              phone={form.getInputProps('phone')}
              email={form.getInputProps('email')}
            />
            <TextInput
              label={t('Company')}
              autoComplete="organization"
              maxLength={TEXT_LIMITS.company}
              {...form.getInputProps('company')}
            />
            <TextInput
              label="GSTIN"
              description={t('Optional: for a quotation with your GSTIN, e.g. 27AABCM1234F1ZX')}
              maxLength={20}
              autoCapitalize="characters"
              spellCheck={false}
              data-testid="quote-gstin"
              {...gstin}
              onChange={onGstin}
            />
            {form.values.gstin.trim() !== '' && (
              <TextInput
                label={t('Registered business name')}
                withAsterisk
                description={t('As on your GST registration')}
                maxLength={TEXT_LIMITS.address}
                {...form.getInputProps('legalName')}
              />
            )}
            <Select
              label={t('Delivery state')}
              description={t('Where the goods go: it decides CGST + SGST or IGST')}
              withAsterisk
              searchable
              allowDeselect={false}
              placeholder={t('Choose')}
              data={[...INDIAN_STATES_AND_UNION_TERRITORIES]}
              {...form.getInputProps('deliveryState')}
              onChange={(value) => form.setFieldValue('deliveryState', value ?? '')}
              data-testid="quote-state"
            />
          </SimpleGrid>
          <Textarea
            label={t('Anything else we should know')}
            description={t('Optional: site, timing, delivery, payment terms you need')}
            autosize
            minRows={2}
            maxLength={TEXT_LIMITS.message}
            {...form.getInputProps('message')}
          />
        </Stack>
        {failure && (
          <Paper withBorder p="sm" role="alert" c="red.8">
            {shownMessage(failure)}
          </Paper>
        )}
        <Button
          type="submit"
          size="md"
          loading={form.submitting}
          data-testid="quote-request-submit"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('Request the quotation')}
        </Button>
      </Stack>
    </form>
  );
}
