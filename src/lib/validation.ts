// Form rules: the lead form (docs/product.md#validation-rules, messages word for word), checkout
// and product registration (designed here; the spec does not show them), and contact formats. Each
// validator returns only the fields in error, mapped to the message to show.
// The database re-checks every insert (supabase/migrations); these rules are never looser
// than its own, so a form that passes here is not refused later from the outbox. The
// registration rules and the database's share one table of cases:
// tests/fixtures/rules/registration.json.
import { EARLIEST_PURCHASE_DATE, TEXT_LIMITS } from './constants.ts';
import { findIndianState } from './indian-states.ts';
import { gstinProblem } from './gstin.ts';
import { parseIsoDate } from './iso-date.ts';
import * as m from './messages.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The input broke a form rule; `fieldErrors` holds the spec's message per field. */
export class ValidationFailed extends Error {
  override name = 'ValidationFailed';
  constructor(readonly fieldErrors: FieldErrors<string>) {
    super(Object.values(fieldErrors).join(' '));
  }
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * An Indian mobile number as its ten digits: an optional +91, then ten digits starting 6-9;
 * spaces are ignored and nothing else is accepted (no 0 or bare 91 prefix, no hyphens, no
 * tabs), exactly as private.is_indian_mobile in the migrations.
 */
export function normalizeIndianMobile(text: string): string | null {
  return /^(?:\+91)?([6-9]\d{9})$/.exec(text.replace(/ /g, ''))?.[1] ?? null;
}

/** "Looks like an address": something@something.tld, no spaces, surrounding spaces ignored. */
export function isValidEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(text.trim());
}

/** Sign-in accepts an email or a phone number: anything with an @ is an email. */
export function signInIdentifierKind(identifier: string): 'email' | 'phone' {
  return identifier.includes('@') ? 'email' : 'phone';
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

type Limited = keyof typeof TEXT_LIMITS;

/**
 * Adds "<Label> can be at most N characters" for each given field whose trimmed text is
 * longer than its limit, unless the field already has an error. Characters are counted as
 * the database's char_length counts them: an emoji is one, not two UTF-16 units.
 */
function lengthErrors<Field extends string>(
  errors: FieldErrors<Field>,
  fields: readonly [Field, Limited, string, string | null | undefined][],
): void {
  for (const [field, limit, label, value] of fields) {
    const max = TEXT_LIMITS[limit];
    if (errors[field] === undefined && [...(value ?? '').trim()].length > max) {
      errors[field] = m.tooLongMessage(label, max);
    }
  }
}

interface ContactInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

function contactErrors(
  input: ContactInput,
  emailRequired: boolean,
): FieldErrors<'name' | 'email' | 'phone'> {
  const errors: FieldErrors<'name' | 'email' | 'phone'> = {};
  if (blank(input.name)) errors.name = m.NAME_REQUIRED;
  if (blank(input.email)) {
    if (emailRequired) errors.email = m.EMAIL_REQUIRED;
  } else if (!isValidEmail(input.email ?? '')) errors.email = m.EMAIL_INVALID;
  if (blank(input.phone)) errors.phone = m.PHONE_REQUIRED;
  else if (normalizeIndianMobile(input.phone ?? '') === null) errors.phone = m.PHONE_INVALID;
  lengthErrors(errors, [
    ['name', 'name', 'Name', input.name],
    ['email', 'email', 'Email', input.email],
    // A valid number with spaces between its digits can still outgrow the column.
    ['phone', 'phone', 'Phone number', input.phone],
  ]);
  return errors;
}

export interface LeadFormInput extends ContactInput {
  consent?: boolean | null;
  company?: string | null;
  designation?: string | null;
  message?: string | null;
}

export type LeadFormField =
  'name' | 'email' | 'phone' | 'consent' | 'company' | 'designation' | 'message';

/** Name, email, phone and consent are required; company, designation and message are not. */
export function validateLeadForm(input: LeadFormInput): FieldErrors<LeadFormField> {
  const errors: FieldErrors<LeadFormField> = contactErrors(input, true);
  if (input.consent !== true) errors.consent = m.CONSENT_REQUIRED;
  lengthErrors(errors, [
    ['company', 'company', 'Company', input.company],
    ['designation', 'designation', 'Designation', input.designation],
    ['message', 'message', 'Message', input.message],
  ]);
  return errors;
}

export interface CheckoutInput extends ContactInput {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  pinCode?: string | null;
  /** "I need a GST invoice (business purchase)": then the GSTIN and business name are required. */
  gstInvoice?: boolean | null;
  buyerGstin?: string | null;
  buyerLegalName?: string | null;
}

export type CheckoutField =
  | 'name'
  | 'email'
  | 'phone'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'pinCode'
  | 'buyerGstin'
  | 'buyerLegalName';

/** Six digits, the first not 0; surrounding spaces are ignored. */
export function pinCodeError(pinCode: string | null | undefined): string | undefined {
  const digits = (pinCode ?? '').trim();
  if (digits === '') return m.PIN_CODE_REQUIRED;
  if (!/^\d{6}$/.test(digits)) return m.PIN_CODE_INVALID;
  if (digits.startsWith('0')) return m.PIN_CODE_LEADING_ZERO;
  return undefined;
}

/**
 * Delivery details: all required but email (checked when given) and address line 2; the
 * state must be one of India's. Send findIndianState(state), the official spelling.
 */
export function validateCheckout(input: CheckoutInput): FieldErrors<CheckoutField> {
  const errors: FieldErrors<CheckoutField> = contactErrors(input, false);
  if (blank(input.addressLine1)) errors.addressLine1 = m.ADDRESS_REQUIRED;
  if (blank(input.city)) errors.city = m.CITY_REQUIRED;
  if (findIndianState(input.state ?? '') === null) errors.state = m.STATE_REQUIRED;
  const pin = pinCodeError(input.pinCode);
  if (pin !== undefined) errors.pinCode = pin;
  lengthErrors(errors, [
    ['addressLine1', 'address', 'Address', input.addressLine1],
    ['addressLine2', 'address', 'Address line 2', input.addressLine2],
    ['city', 'city', 'City', input.city],
  ]);
  if (input.gstInvoice === true) {
    // The same words as the database's check (public.gstin_problem), before sending.
    const gstin = gstinProblem(input.buyerGstin ?? '');
    if (gstin !== null) errors.buyerGstin = gstin;
    if (blank(input.buyerLegalName)) errors.buyerLegalName = m.BUSINESS_NAME_REQUIRED;
    lengthErrors(errors, [
      ['buyerLegalName', 'address', 'Registered business name', input.buyerLegalName],
    ]);
  }
  return errors;
}

export interface RegistrationInput extends ContactInput {
  productId?: string | null;
  serialNumber?: string | null;
  /** "YYYY-MM-DD", as a date input gives it. */
  purchaseDate?: string | null;
  dealer?: string | null;
  invoiceNumber?: string | null;
}

export type RegistrationField =
  | 'name'
  | 'email'
  | 'phone'
  | 'productId'
  | 'serialNumber'
  | 'purchaseDate'
  | 'dealer'
  | 'invoiceNumber';

/**
 * Product registration: owner name and phone (email checked when given), product, serial
 * number, and a purchase date from EARLIEST_PURCHASE_DATE to `today` ("YYYY-MM-DD", India's
 * date: pass isoDateInIndia(new Date())).
 */
export function validateRegistration(
  input: RegistrationInput,
  today: string,
): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = contactErrors(input, false);
  if (blank(input.productId)) errors.productId = m.PRODUCT_REQUIRED;
  if (blank(input.serialNumber)) errors.serialNumber = m.SERIAL_NUMBER_REQUIRED;
  const purchased = (input.purchaseDate ?? '').trim();
  if (purchased === '') errors.purchaseDate = m.PURCHASE_DATE_REQUIRED;
  else if (parseIsoDate(purchased) === null) errors.purchaseDate = m.PURCHASE_DATE_INVALID;
  else if (purchased > today.trim()) errors.purchaseDate = m.PURCHASE_DATE_IN_FUTURE;
  else if (purchased < EARLIEST_PURCHASE_DATE) errors.purchaseDate = m.PURCHASE_DATE_TOO_EARLY;
  lengthErrors(errors, [
    ['serialNumber', 'serialNumber', 'Serial number', input.serialNumber],
    ['dealer', 'dealer', 'Dealer or shop', input.dealer],
    ['invoiceNumber', 'invoiceNumber', 'Invoice number', input.invoiceNumber],
  ]);
  return errors;
}
