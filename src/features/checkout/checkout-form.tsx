import { Alert, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { checkoutPrefill } from '../../lib/checkout-prefill.ts';
import { codLimitWords, codOrderRefusal } from '../../lib/cod-limits.ts';
import { validateCheckout } from '../../lib/validation.ts';
import { EmptyCartError, placeOrder, type PaymentMethod } from '../../../sync/orders/actions.ts';
import { getCartLines } from '../../../sync/cart/actions.ts';
import { formatInr } from '../../lib/money.ts';
import { useDealerCopy } from '../../../sync/dealer-prices/hooks.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { isStaff } from '../../../sync/session/model.ts';
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
import { useDatabaseTotal, type DatabaseTotal } from './use-database-total.ts';
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

/** What checkout says of its total: checked by the shop, being checked, or to be checked. */
function totalNote(total: DatabaseTotal): string {
  switch (total.state) {
    case 'checking':
      return t('Checking the total with the shop…');
    case 'checked':
      return t('Total checked with the shop: this is what you pay.');
    case 'offline':
      return t(
        "You are offline: this is this device's total. The shop checks it when the order is sent.",
      );
    case 'refused':
      return total.message;
  }
}

/**
 * Guest checkout: contact, delivery address and payment, each field checked with the rules
 * of src/lib/validation.ts. The order is saved on this device (offline too) and sent by sync.
 * Online, the total shown (and on the button) is the database's for these lines; offline, this
 * device's preview; the order carries exactly the one shown.
 */
export function CheckoutForm() {
  const navigate = useNavigate();
  const { lines, blocked, preview, settings, sellerState } = useCheckoutCart();
  const databaseTotal = useDatabaseTotal(preview, blocked);
  const shown = databaseTotal.state === 'checked' ? databaseTotal.shown : preview;
  const invoiceLines = shown.lines;
  const totals = shown;
  const canPlace =
    !blocked && databaseTotal.state !== 'checking' && databaseTotal.state !== 'refused';
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
  // A dealer member on credit terms may order on account (the database checks the limit).
  const dealer = useDealerCopy();
  const onAccount = useMemo(
    () =>
      dealer && dealer.dealer.paymentTerms !== 'advance' && dealer.dealer.role !== 'viewer'
        ? { availableInPaise: dealer.credit?.availableInPaise ?? null }
        : null,
    [dealer],
  );
  // Cash on delivery holds at most so many units (the database's rule, said before placing);
  // staff placing an order for a customer are not limited.
  const codLimit = isStaff(profile)
    ? null
    : codOrderRefusal(
        {
          paymentMethod: payment,
          units: lines.reduce((sum, line) => sum + line.quantity, 0),
          business:
            profile !== null && form.values.gstInvoice && form.values.buyerGstin.trim() !== '',
        },
        settings.codUnitLimits,
      );
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
        // The taps not yet stored are stored first: the order is of the lines shown.
        await getCartLines();
        const id = await placeOrder({ ...values, paymentMethod: payment, shown });
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
              onAccount={onAccount}
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
            {blocked ? (
              <Alert color="red" data-testid="checkout-blocked">
                {t('Some items cannot be ordered as they are.')}{' '}
                <LinkButton to="/cart" variant="subtle" size="compact-sm">
                  {t('Fix them in the cart')}
                </LinkButton>
              </Alert>
            ) : (
              <Text
                fz="sm"
                c={databaseTotal.state === 'refused' ? 'red.9' : 'dark.5'}
                role={databaseTotal.state === 'refused' ? 'alert' : 'status'}
                data-testid="total-check"
                data-state={databaseTotal.state}
              >
                {totalNote(databaseTotal)}
              </Text>
            )}
            {codLimit && (
              <Alert color="red" role="alert" data-testid="cod-limit">
                {codLimitWords(codLimit, t)}
              </Alert>
            )}
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button
              type="submit"
              size="lg"
              loading={form.submitting || databaseTotal.state === 'checking'}
              disabled={!canPlace || codLimit !== null}
              data-testid="place-order"
              data-total={totals.totalInPaise}
            >
              {t('Place order for {amount}', { amount: formatInr(totals.totalInPaise) })}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
