import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LEAD_SAVE_ERROR, LEAD_SAVE_SUCCESS } from '../../lib/messages.ts';
import { validateLeadForm, ValidationFailed } from '../../lib/validation.ts';
import { submitEnrichedLead } from '../../../sync/lead-enrichment/actions.ts';
import { ContactInputs } from '../../ui/contact-inputs.tsx';
import { TEXT_LIMITS } from '../../lib/constants.ts';
import { intlLocale, t } from '../../i18n/index.ts';
import { shownErrors } from '../../ui/form-errors.ts';
import { trackEvent } from '../../lib/ecommerce.ts';

export interface LeadFormProps {
  /** Stored on the lead: 'contact', 'service', 'upcoming', ... */
  source: string;
  interestedProducts?: string[];
  interestedServices?: string[];
  defaultMessage?: string;
  messageLabel?: string;
  submitLabel?: string;
  /** Hide company and designation (short forms such as "notify me"). */
  compact?: boolean;
  /**
   * A line the saved message starts with (the careers position), so whoever reads the lead
   * sees it first; it is not in the text box, so changing it never loses what was typed.
   */
  messagePrefix?: string;
}

/** The message as saved: the prefix, a blank line, then what was typed. */
const withPrefix = (prefix: string, message: string) =>
  prefix ? [prefix, message.trim()].filter(Boolean).join('\n\n') : message;

const initialValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  designation: '',
  message: '',
  consent: false,
};

/**
 * The lead form (docs/product.md#validation-rules): name, email, Indian mobile and consent
 * required, the rest optional; errors clear as a field is edited. Saved on this device at once and
 * sent when online, so "Thank you" never waits for the network.
 */
export function LeadForm({
  source,
  interestedProducts = [],
  interestedServices = [],
  defaultMessage = '',
  messageLabel,
  submitLabel,
  compact = false,
  messagePrefix = '',
}: LeadFormProps) {
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const form = useForm({
    initialValues: { ...initialValues, message: defaultMessage },
    validate: (values) => shownErrors(validateLeadForm(values)),
  });

  // The prefix counts toward the stored message's limit (the database checks the whole).
  const messageLimit = TEXT_LIMITS.message - (messagePrefix ? messagePrefix.length + 2 : 0);

  const submit = form.onSubmit(async (values) => {
    setOutcome(null);
    try {
      await submitEnrichedLead({
        ...values,
        message: withPrefix(messagePrefix, values.message),
        source,
        interestedProducts,
        interestedServices,
        referrer: window.location.pathname,
        userAgent: navigator.userAgent,
      });
      // Analytics (with consent): where the lead came from, never who sent it.
      trackEvent('generate_lead', { lead_source: source });
      form.reset();
      setOutcome('saved');
    } catch (error) {
      if (error instanceof ValidationFailed) form.setErrors(shownErrors(error.fieldErrors));
      else setOutcome('failed');
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid={`lead-form-${source}`}>
      <Stack gap="sm">
        {outcome === 'saved' && (
          <Alert color="green" role="status" title={t('Received')}>
            {t(LEAD_SAVE_SUCCESS)}
          </Alert>
        )}
        {outcome === 'failed' && (
          <Alert color="red" role="alert">
            {t(LEAD_SAVE_ERROR)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ContactInputs
            emailRequired
            name={form.getInputProps('name')}
            phone={form.getInputProps('phone')}
            email={form.getInputProps('email')}
          />
          {!compact && (
            <TextInput
              label={t('Company')}
              autoComplete="organization"
              maxLength={TEXT_LIMITS.company}
              {...form.getInputProps('company')}
            />
          )}
          {!compact && (
            <TextInput
              label={t('Designation')}
              autoComplete="organization-title"
              maxLength={TEXT_LIMITS.designation}
              {...form.getInputProps('designation')}
            />
          )}
        </SimpleGrid>
        <Textarea
          label={messageLabel ?? t('Message')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={messageLimit}
          description={t('{count} / {limit} characters', {
            count: form.values.message.length.toLocaleString(intlLocale()),
            limit: messageLimit.toLocaleString(intlLocale()),
          })}
          {...form.getInputProps('message')}
        />
        <Checkbox
          label={
            <>
              {t('I agree to be contacted by MGRID about this request and accept the')}{' '}
              <Anchor component={Link} to="/terms-of-service" fz="sm" underline="always">
                {t('terms and conditions')}
              </Anchor>{' '}
              {t('and')}{' '}
              <Anchor component={Link} to="/privacy-policy" fz="sm" underline="always">
                {t('privacy policy')}
              </Anchor>
              .
            </>
          }
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {submitLabel ?? t('Send')}
        </Button>
      </Stack>
    </form>
  );
}
