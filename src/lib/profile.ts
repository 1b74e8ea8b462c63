// The account profile form's rules: a name, an optional Indian mobile, and an address that is
// either left empty or complete (line 1, city, a state of India, a PIN code).
import { findIndianState } from './indian-states.ts';
import * as m from './messages.ts';
import { normalizeIndianMobile, pinCodeError, type FieldErrors } from './validation.ts';

export interface ProfileInput {
  fullName: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pinCode: string;
}

export type ProfileField = keyof ProfileInput;

const blank = (value: string) => value.trim() === '';

export function validateProfile(input: ProfileInput): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (blank(input.fullName)) errors.fullName = m.NAME_REQUIRED;
  if (!blank(input.phone) && normalizeIndianMobile(input.phone.trim()) === null) {
    errors.phone = m.PHONE_INVALID;
  }
  const address = [input.line1, input.line2, input.city, input.state, input.pinCode];
  if (address.every(blank)) return errors;
  if (blank(input.line1)) errors.line1 = m.ADDRESS_REQUIRED;
  if (blank(input.city)) errors.city = m.CITY_REQUIRED;
  if (findIndianState(input.state) === null) errors.state = m.STATE_REQUIRED;
  const pin = pinCodeError(input.pinCode);
  if (pin) errors.pinCode = pin;
  return errors;
}

/** The address as stored (public.users.address), or null when the form left it empty. */
export function profileAddress(input: ProfileInput) {
  if ([input.line1, input.line2, input.city, input.state, input.pinCode].every(blank)) return null;
  return {
    line1: input.line1.trim(),
    ...(blank(input.line2) ? {} : { line2: input.line2.trim() }),
    city: input.city.trim(),
    state: findIndianState(input.state) ?? input.state.trim(),
    pinCode: input.pinCode.trim(),
  };
}

/** "+91 98765 43210" for a valid mobile, as typed otherwise (null when empty). */
export function profilePhone(phone: string): string | null {
  const mobile = normalizeIndianMobile(phone.trim());
  if (mobile) return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
  return blank(phone) ? null : phone.trim();
}
