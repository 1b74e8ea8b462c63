import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Button, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { checkoutPrefill } from '../../lib/checkout-prefill.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import { validateCheckout, ValidationFailed } from '../../lib/validation.ts';
import { acceptQuote } from '../../../sync/quotes/actions.ts';
import type { BuyerQuote } from '../../../sync/quotes/model.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { DeliveryDetails } from '../../ui/delivery-details.tsx';
import { shownErrors, shownMessage } from '../../ui/form-errors.ts';

const WRAPPING_BUTTON = {
  root: {
    height: 'auto',
    minHeight: 'var(--button-height)',
    paddingBlock: 'var(--mantine-spacing-xs)',
  },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 },
} as const;

/**
 * "Accept and place order": the delivery address and payment as at checkout (the same rules,
 * validateCheckout), starting from the quote's contact and the buyer's profile. The database
 * places the order at the quoted prices, or refuses in words (expired, changed, accepted).
 */
export function AcceptQuoteForm({ quote, online }: { quote: BuyerQuote; online: boolean }) {
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const [payment, setPayment] = useState<'cod' | 'upi'>('cod');
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: quote.buyer.name,
      phone: quote.buyer.phone ?? '',
      email: quote.buyer.email ?? '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: quote.buyer.state,
      pinCode: '',
    },
    validate: (values) => shownErrors(validateCheckout(values)),
  });
  const profile = useSession().user;
  useEffect(() => {
    const fill = checkoutPrefill(profile, form.getValues());
    if (Object.keys(fill).length > 0) form.setValues(fill);
    // form is a stable handle; only a new profile should fill again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    try {
      const orderId = await acceptQuote(quote, { ...values, paymentMethod: payment });
      navigate(`/order-success/${orderId}`);
    } catch (error) {
      if (error instanceof ValidationFailed) form.setErrors(shownErrors(error.fieldErrors));
      else setRefusal(shownMessage(error instanceof Error ? error.message : String(error)));
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="accept-quote-form">
      <Stack gap="md">
        <DeliveryDetails form={form} level={3} contactColumns={3} />
        <Radio.Group
          label={t('Payment')}
          withAsterisk
          value={payment}
          onChange={(next) => setPayment(next === 'upi' ? 'upi' : 'cod')}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="cod"
              label={t('Cash on delivery')}
              description={t('Pay {amount} to the courier when the goods arrive.', {
                amount: rupees(quote.document.totalInPaise),
              })}
              data-testid="quote-pay-cod"
            />
            {settings.upiId && (
              <Radio
                value="upi"
                label="UPI (GPay, PhonePe, Paytm, BHIM)"
                description={t(
                  'After accepting you get a UPI link and QR code, payable to {upiId}.',
                  { upiId: settings.upiId },
                )}
                data-testid="quote-pay-upi"
              />
            )}
          </Stack>
        </Radio.Group>
        {refusal && (
          <Alert color="red" role="alert" data-testid="accept-refusal">
            {refusal}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          loading={form.submitting}
          disabled={!online}
          // The amount makes the words long: on a phone they wrap onto a second line.
          styles={WRAPPING_BUTTON}
          data-testid="accept-quote-submit"
        >
          {t('Accept and place order for {amount}', {
            amount: rupees(quote.document.totalInPaise),
          })}
        </Button>
      </Stack>
    </form>
  );
}
