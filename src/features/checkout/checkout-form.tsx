import { Alert, Button, Grid, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { memo, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { checkoutPrefill } from '../../lib/checkout-prefill.ts';
import { validateCheckout } from '../../lib/validation.ts';
import { EmptyCartError, placeOrder, type PaymentMethod } from '../../../sync/orders/actions.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { ValidationFailed } from '../../lib/validation.ts';
import { DeliveryDetails } from '../../ui/delivery-details.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { shownErrors, shownMessage } from '../../ui/form-errors.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { placedOrder, trackPaymentInfo, useBeginCheckoutEvent } from './checkout-events.ts';
import { GstInvoiceInputs } from './gst-invoice-inputs.tsx';
import { InvoicePreview as InvoicePreviewOf } from './invoice-preview.tsx';
import { OrderLines as OrderLinesOf } from './order-lines.tsx';
import { PaymentChoice as PaymentChoiceOf } from './payment-choice.tsx';
import { useCheckoutCart } from './use-checkout-cart.ts';
import { HOLD_UPDATE_ATTRIBUTE } from '../../lib/constants.ts';

// Every keystroke re-renders the form (INP while typing a name); the parts that do
// not read what is typed (the lines, the invoice preview, the payment choice) skip it.
const InvoicePreview = memo(InvoicePreviewOf);
const OrderLines = memo(OrderLinesOf);
const PaymentChoice = memo(PaymentChoiceOf);

const initialValues = {
  name: '',
  phone: '',
  email: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  pinCode: '',
  gstInvoice: false,
  buyerGstin: '',
  buyerLegalName: '',
};

/**
 * Guest checkout: contact, delivery address and payment, each field checked with the rules
 * of src/lib/validation.ts. The order is saved on this device (offline too) and sent by sync.
 */
export function CheckoutForm() {
  const navigate = useNavigate();
  const { lines, invoiceLines, totals, settings, sellerState } = useCheckoutCart();
  useBeginCheckoutEvent({ lines, invoiceLines }, totals.totalInPaise);
  const [payment, setPayment] = useState<PaymentMethod>('cod');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues,
    validate: (values) => shownErrors(validateCheckout(values)),
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped on each refused submit; the effect runs once the errors are on screen.
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  useEffect(() => {
    if (refusedSubmits === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [refusedSubmits]);
  // A signed-in buyer starts from their profile; the session may arrive after the first
  // keystrokes, so only fields still blank are filled.
  const profile = useSession().user;
  useEffect(() => {
    const fill = checkoutPrefill(profile, form.getValues());
    if (Object.keys(fill).length > 0) form.setValues(fill);
    // form is a stable handle; only a new profile should fill again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);
  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const id = await placeOrder({ ...values, paymentMethod: payment });
        // The lines and total as this form showed them (the cart is empty now).
        trackPaymentInfo({ lines, invoiceLines }, totals.totalInPaise, payment);
        placedOrder(id);
        navigate(`/order-success/${id}`, { replace: true });
      } catch (error) {
        if (error instanceof ValidationFailed) {
          form.setErrors(shownErrors(error.fieldErrors));
          setRefusedSubmits((n) => n + 1);
        } else if (error instanceof EmptyCartError) setFailure(t('Your cart is empty.'));
        else {
          setFailure(
            error instanceof Error
              ? shownMessage(error.message)
              : t('The order could not be saved.'),
          );
        }
      }
    },
    () => {
      setRefusedSubmits((n) => n + 1);
      notifications.show({
        id: 'checkout',
        color: 'red',
        title: t('Please check the form'),
        message: t('Some details are missing or need correcting.'),
      });
    },
  );

  if (lines.length === 0) {
    return (
      <EmptyState
        title={t('Your cart is empty')}
        action={<LinkButton to="/products">{t('Browse products')}</LinkButton>}
      >
        {t('Add something to your cart to check out.')}
      </EmptyState>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      data-testid="checkout-form"
      {...{ [HOLD_UPDATE_ATTRIBUTE]: '' }}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            <DeliveryDetails form={form} level={2} contactColumns={2} />
            <GstInvoiceInputs
              wanted={form.getInputProps('gstInvoice', { type: 'checkbox' })}
              gstin={form.getInputProps('buyerGstin')}
              legalName={form.getInputProps('buyerLegalName')}
              shown={form.values.gstInvoice}
            />
            <PaymentChoice
              value={payment}
              onChange={setPayment}
              totalInPaise={totals.totalInPaise}
              upiId={settings.upiId}
            />
            <Paper withBorder radius="md" p="md">
              <InvoicePreview
                lines={invoiceLines}
                sellerState={sellerState}
                deliveryState={form.values.state}
                settings={settings}
                gstin={settings.gstin}
              />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <OrderLines
                lines={invoiceLines}
                subtotalInPaise={totals.subtotalInPaise}
                deliveryFeeInPaise={totals.deliveryFeeInPaise}
                totalInPaise={totals.totalInPaise}
              />
            </Paper>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" size="lg" loading={form.submitting} data-testid="place-order">
              {t('Place order')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
