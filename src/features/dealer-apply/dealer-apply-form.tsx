import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { checkoutPrefill } from '../../lib/checkout-prefill.ts';
import { TEXT_LIMITS } from '../../lib/constants.ts';
import { SHOP_TYPES, validateDealerApplication } from '../../lib/dealer-application.ts';
import { ValidationFailed } from '../../lib/validation.ts';
import { applyToBeDealer, SignInFirst } from '../../../sync/dealer-applications/actions.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { AddressInputs } from '../../ui/address-inputs.tsx';
import { ContactInputs } from '../../ui/contact-inputs.tsx';
import { shownErrors, shownMessage } from '../../ui/form-errors.ts';
import { FormTextInput } from '../../ui/form-fields.tsx';
import { keepDraft, type ApplicationDraft } from './draft.ts';
import { shopTypeLabel } from './shop-types.ts';

const fieldset = { border: 0, padding: 0, margin: 0 } as const;

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" style={fieldset}>
      <Title order={2} fz="lg" component="legend" mb="xs" p={0}>
        {legend}
      </Title>
      {children}
    </Stack>
  );
}

export interface DealerApplyFormProps {
  initialValues: ApplicationDraft;
  /** A refused application being corrected: sent again under its id. */
  resend?: string;
  /** Called once the application is stored on this phone. */
  onSaved(): void;
}

/**
 * The application: the business (its GSTIN checked as at checkout), the shop's address (the
 * PIN code fills in city and state), the owner and the kind of shop. What is typed is kept on
 * this phone as it is typed, so a visitor asked to sign in first comes back to it. Sent
 * applications are stored on this phone at once and sent when online.
 */
export function DealerApplyForm({ initialValues, resend, onSaved }: DealerApplyFormProps) {
  const session = useSession();
  const signedOut = session.status === 'signed-out';
  const navigate = useNavigate();
  const here = useLocation().pathname;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues,
    validate: (values) => shownErrors(validateDealerApplication(values)),
    onValuesChange: (values) => keepDraft(values),
  });
  const profile = session.user;
  useEffect(() => {
    const current = form.getValues();
    const fill = checkoutPrefill(profile, {
      name: current.ownerName,
      phone: current.mobile,
      email: current.email,
      addressLine1: '-',
      addressLine2: '-',
      city: '-',
      state: '-',
      pinCode: '-',
    });
    const known = {
      ...(fill.name ? { ownerName: fill.name } : {}),
      ...(fill.phone ? { mobile: fill.phone } : {}),
      ...(fill.email ? { email: fill.email } : {}),
    };
    if (Object.keys(known).length > 0) form.setValues(known);
    // form is a stable handle; only a new profile should fill again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);

  const signInFirst = () =>
    navigate('/login', {
      state: {
        from: here,
        notice: t(
          'Sign in or create an account to send your dealer application. What you typed is kept on this phone.',
        ),
      },
    });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    keepDraft(values);
    if (signedOut) {
      signInFirst();
      return;
    }
    try {
      await applyToBeDealer(values, resend ? { resend } : {});
      onSaved();
    } catch (error) {
      if (error instanceof ValidationFailed) form.setErrors(shownErrors(error.fieldErrors));
      else if (error instanceof SignInFirst) signInFirst();
      else
        setFailure(
          error instanceof Error
            ? shownMessage(error.message)
            : t('The application could not be saved.'),
        );
    }
  });

  // Stored upper-case, as GSTN writes it; typing in lower case is fine.
  const gstin = form.getInputProps('gstin');
  const onGstin = (event: ChangeEvent<HTMLInputElement>) =>
    gstin.onChange(event.currentTarget.value.toUpperCase());

  return (
    <form onSubmit={submit} noValidate data-testid="dealer-apply-form">
      <Stack gap="xl" maw={760}>
        {signedOut && (
          <Alert color="blue" title={t('Sign in first')} data-testid="dealer-apply-sign-in">
            <Stack gap="xs" align="flex-start">
              {t(
                'Applying needs an MGRID account: the account you sign in with becomes the owner of your dealer account. What you type here is kept while you sign in.',
              )}
              <Button component={Link} to="/login" state={{ from: here }} size="compact-md">
                {t('Sign in or create an account')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Section legend={t('Your business')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <FormTextInput
              label={t('Business name')}
              withAsterisk
              description={t('As on your GST registration')}
              maxLength={TEXT_LIMITS.company}
              autoComplete="organization"
              {...form.getInputProps('businessName')}
            />
            <FormTextInput
              label={t('Trade name')}
              description={t('The name on your shop board (optional)')}
              maxLength={TEXT_LIMITS.company}
              {...form.getInputProps('tradeName')}
            />
            <FormTextInput
              label="GSTIN"
              withAsterisk
              description={t('15 characters, e.g. 27AABCM1234F1ZX')}
              maxLength={20}
              autoCapitalize="characters"
              spellCheck={false}
              data-testid="dealer-gstin"
              {...gstin}
              onChange={onGstin}
            />
          </SimpleGrid>
          <Radio.Group label={t('Type of shop')} withAsterisk {...form.getInputProps('shopType')}>
            <Group gap="lg" mt="xs">
              {SHOP_TYPES.map((type) => (
                <Radio key={type} value={type} label={shopTypeLabel(type)} />
              ))}
            </Group>
          </Radio.Group>
        </Section>
        <Section legend={t('Shop address')}>
          <AddressInputs
            addressLine1={form.getInputProps('addressLine1')}
            addressLine2={form.getInputProps('addressLine2')}
            pinCode={form.getInputProps('pinCode')}
            city={form.getInputProps('city')}
            state={form.getInputProps('state')}
          />
        </Section>
        <Section legend={t('The owner')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <ContactInputs
              emailRequired
              nameLabel={t("Owner's name")}
              name={form.getInputProps('ownerName')}
              phone={form.getInputProps('mobile')}
              email={form.getInputProps('email')}
            />
          </SimpleGrid>
        </Section>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          loading={form.submitting}
          style={{ alignSelf: 'flex-start' }}
          data-testid="dealer-apply-submit"
        >
          {resend ? t('Send the application again') : t('Send the application')}
        </Button>
      </Stack>
    </form>
  );
}
