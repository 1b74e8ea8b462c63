import { Alert, Anchor, Button, Checkbox, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { ExtractedContact } from '../../lib/contact-extraction.ts';
import { LEAD_FORM_TITLE, LEAD_SAVE_ERROR } from '../../lib/messages.ts';
import { t } from '../../i18n/index.ts';
import { shownErrors } from '../../ui/form-errors.ts';
import { validateLeadForm, ValidationFailed } from '../../lib/validation.ts';
import { ContactInputs } from '../../ui/contact-inputs.tsx';
import type { ChatLeadValues } from './chat-lead.ts';

export interface ChatLeadFormProps {
  /** Details found in the conversation, pre-filled. */
  known: ExtractedContact;
  onSave: (values: ChatLeadValues) => Promise<void>;
}

/**
 * "Get in Touch" inside the chat (docs/product.md#validation-rules): the lead form's rules and
 * texts, compact.
 */
export function ChatLeadForm({ known, onSave }: ChatLeadFormProps) {
  const [failed, setFailed] = useState(false);
  const form = useForm({
    initialValues: {
      name: known.name ?? '',
      email: known.email ?? '',
      phone: known.phone ?? '',
      company: '',
      designation: '',
      message: '',
      consent: false,
    },
    validate: (values) => shownErrors(validateLeadForm(values)),
  });
  const submit = form.onSubmit(async ({ consent: _consent, ...values }) => {
    setFailed(false);
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ValidationFailed) form.setErrors(shownErrors(error.fieldErrors));
      else setFailed(true);
    }
  });
  return (
    <form
      // Mantine's default error red is too light for small text (axe color-contrast).
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties}
      onSubmit={submit}
      noValidate
      aria-labelledby="chat-lead-title"
      data-testid="chat-lead-form"
    >
      <Stack gap={8}>
        <Text id="chat-lead-title" fw={700} fz="sm">
          {t(LEAD_FORM_TITLE)}
        </Text>
        <Text fz="xs" c="dark.6">
          {t('Leave your details and our team will call you back.')}
        </Text>
        {failed && (
          <Alert color="red" role="alert" p="xs">
            {t(LEAD_SAVE_ERROR)}
          </Alert>
        )}
        <ContactInputs
          emailRequired
          name={form.getInputProps('name')}
          phone={form.getInputProps('phone')}
          email={form.getInputProps('email')}
        />
        <TextInput
          label={t('Company')}
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
        <TextInput
          label={t('Designation')}
          autoComplete="organization-title"
          {...form.getInputProps('designation')}
        />
        <Textarea label={t('Message')} autosize minRows={2} {...form.getInputProps('message')} />
        <Checkbox
          size="xs"
          label={
            <>
              {t('I agree to be contacted and accept the')}{' '}
              <Anchor component={Link} to="/terms-of-service" fz="xs" underline="always">
                {t('terms and conditions')}
              </Anchor>
              .
            </>
          }
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        <Button
          type="submit"
          size="xs"
          loading={form.submitting}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('Send details')}
        </Button>
      </Stack>
    </form>
  );
}
