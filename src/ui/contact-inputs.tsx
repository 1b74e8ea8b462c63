import { TEXT_LIMITS } from '../lib/constants.ts';
import type { GetInputPropsReturnType } from '@mantine/form';
import { t } from '../i18n/index.ts';
import { FormTextInput } from './form-fields.tsx';

export interface ContactInputsProps {
  name: GetInputPropsReturnType;
  phone: GetInputPropsReturnType;
  email: GetInputPropsReturnType;
  nameLabel?: string;
  emailLabel?: string;
  emailRequired?: boolean;
}

/**
 * Name, Indian mobile number and email, as every form that reaches a person asks for them
 * (lead, checkout, product registration). A fragment, so each form places them in its grid.
 * Each re-renders only when its own value or error changes (form-fields.tsx).
 */
export function ContactInputs({
  name,
  phone,
  email,
  nameLabel,
  emailLabel,
  emailRequired = false,
}: ContactInputsProps) {
  return (
    <>
      <FormTextInput
        label={nameLabel ?? t('Name')}
        withAsterisk
        autoComplete="name"
        maxLength={TEXT_LIMITS.name}
        {...name}
      />
      <FormTextInput
        label={t('Mobile number')}
        withAsterisk
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        description={t('10-digit Indian mobile number; +91 optional')}
        maxLength={TEXT_LIMITS.phone}
        {...phone}
      />
      <FormTextInput
        label={emailLabel ?? t('Email')}
        withAsterisk={emailRequired}
        type="email"
        autoComplete="email"
        maxLength={TEXT_LIMITS.email}
        {...email}
      />
    </>
  );
}
