import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { LEAD_SAVE_ERROR } from '../../lib/messages.ts';
import { newsletterEmailError } from '../../lib/newsletter.ts';
import { trackEvent } from '../../lib/ecommerce.ts';
import { t } from '../../i18n/index.ts';
import { shownMessage } from '../../ui/form-errors.ts';

export const NEWSLETTER_SOURCE = 'newsletter';

/** The footer's sign-up: saved as a lead with source "newsletter" (on the device first). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      // Loaded on the first sign-up: the footer is on every first paint, the lead code is not.
      const { submitEnrichedLead } = await import('../../../sync/lead-enrichment/actions.ts');
      await submitEnrichedLead({
        email,
        source: NEWSLETTER_SOURCE,
        message: 'Newsletter sign-up',
        referrer: window.location.pathname,
        userAgent: navigator.userAgent,
      });
      trackEvent('generate_lead', { lead_source: NEWSLETTER_SOURCE });
      setDone(true);
    } catch {
      setError(LEAD_SAVE_ERROR);
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <Text fz="sm" role="status" data-testid="newsletter-done">
        {t('Thank you! New launches and offers will reach {email}.', { email: email.trim() })}
      </Text>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="newsletter-form">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          type="email"
          label={t('Email for offers and launches')}
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(null);
          }}
          error={error && shownMessage(error)}
          autoComplete="email"
          style={{ flex: 1 }}
          styles={{ label: { color: 'inherit' } }}
        />
        <Button type="submit" loading={busy} mt={25}>
          {t('Subscribe')}
        </Button>
      </Group>
    </form>
  );
}
