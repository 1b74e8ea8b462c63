// A shop's application to become an MGRID dealer (/dealers/apply): the form's rules, checked
// on the device before the application is stored, and what is sent
// (public.submit_dealer_application re-checks everything, the GSTIN with public.gstin_problem,
// in the same words as src/lib/gstin.ts).
import { TEXT_LIMITS } from './constants.ts';
import { gstinProblem, normaliseGstin } from './gstin.ts';
import { findIndianState } from './indian-states.ts';
import * as m from './messages.ts';
import {
  isValidEmail,
  normalizeIndianMobile,
  pinCodeError,
  type FieldErrors,
} from './validation.ts';

export const SHOP_TYPES = ['retail_counter', 'distributor', 'service_centre'] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

export const isShopType = (value: unknown): value is ShopType =>
  (SHOP_TYPES as readonly unknown[]).includes(value);

/** What the form holds (every field as typed). */
export interface DealerApplicationInput {
  businessName?: string | null;
  tradeName?: string | null;
  gstin?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  pinCode?: string | null;
  city?: string | null;
  state?: string | null;
  ownerName?: string | null;
  mobile?: string | null;
  email?: string | null;
  shopType?: string | null;
}

export type DealerApplicationField = keyof DealerApplicationInput;

/** An application as stored and sent: trimmed, the GSTIN normalised, the state spelt officially. */
export interface DealerApplicationFields {
  businessName: string;
  tradeName: string | null;
  gstin: string;
  addressLine1: string;
  addressLine2: string | null;
  pinCode: string;
  city: string;
  state: string;
  ownerName: string;
  /** +91 and the ten digits. */
  mobile: string;
  email: string;
  shopType: ShopType;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

const LIMITS: readonly [DealerApplicationField, keyof typeof TEXT_LIMITS, string][] = [
  ['businessName', 'company', 'Business name'],
  ['tradeName', 'company', 'Trade name'],
  ['addressLine1', 'address', 'Address'],
  ['addressLine2', 'address', 'Address line 2'],
  ['city', 'city', 'City'],
  ['ownerName', 'name', 'Name'],
  ['email', 'email', 'Email'],
];

/** Every field in error, mapped to its message; the GSTIN's in checkout's words. */
export function validateDealerApplication(
  input: DealerApplicationInput,
): FieldErrors<DealerApplicationField> {
  const errors: FieldErrors<DealerApplicationField> = {};
  if (text(input.businessName) === '') errors.businessName = m.BUSINESS_NAME_REQUIRED;
  const gstin = gstinProblem(input.gstin ?? '');
  if (gstin !== null) errors.gstin = gstin;
  if (text(input.addressLine1) === '') errors.addressLine1 = m.ADDRESS_REQUIRED;
  const pin = pinCodeError(input.pinCode);
  if (pin !== undefined) errors.pinCode = pin;
  if (text(input.city) === '') errors.city = m.CITY_REQUIRED;
  if (findIndianState(input.state ?? '') === null) errors.state = m.STATE_REQUIRED;
  if (text(input.ownerName) === '') errors.ownerName = m.NAME_REQUIRED;
  if (text(input.mobile) === '') errors.mobile = m.PHONE_REQUIRED;
  else if (normalizeIndianMobile(input.mobile ?? '') === null) errors.mobile = m.PHONE_INVALID;
  if (text(input.email) === '') errors.email = m.EMAIL_REQUIRED;
  else if (!isValidEmail(input.email ?? '')) errors.email = m.EMAIL_INVALID;
  if (!isShopType(input.shopType)) errors.shopType = m.SHOP_TYPE_REQUIRED;
  for (const [field, limit, label] of LIMITS) {
    const max = TEXT_LIMITS[limit];
    if (errors[field] === undefined && [...text(input[field])].length > max)
      errors[field] = m.tooLongMessage(label, max);
  }
  return errors;
}

/** The application as stored, or null when the form has an error (validate first). */
export function dealerApplicationFields(
  input: DealerApplicationInput,
): DealerApplicationFields | null {
  if (Object.keys(validateDealerApplication(input)).length > 0) return null;
  const optional = (value: string | null | undefined) => text(value) || null;
  return {
    businessName: text(input.businessName),
    tradeName: optional(input.tradeName),
    gstin: normaliseGstin(input.gstin ?? ''),
    addressLine1: text(input.addressLine1),
    addressLine2: optional(input.addressLine2),
    pinCode: text(input.pinCode),
    city: text(input.city),
    state: findIndianState(input.state ?? '')!,
    ownerName: text(input.ownerName),
    mobile: `+91${normalizeIndianMobile(input.mobile ?? '')!}`,
    email: text(input.email).toLowerCase(),
    shopType: input.shopType as ShopType,
  };
}
