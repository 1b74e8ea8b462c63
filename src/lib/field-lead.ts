// The field-sales "New lead" form's rules: a name and a way to reach the customer (phone or
// email, each in the format the database accepts), and a follow-up date not in the past.
import * as m from './messages.ts';
import { isValidEmail, normalizeIndianMobile, type FieldErrors } from './validation.ts';

export interface FieldLeadForm {
  name: string;
  phone: string;
  email: string;
  company: string;
  designation: string;
  interestedProducts: string[];
  notes: string;
  /** yyyy-mm-dd, or '' for none. */
  followUpDate: string;
}

export const CONTACT_REQUIRED = 'Give a mobile number or an email so we can reach them';
export const FOLLOW_UP_IN_PAST = 'The follow-up date cannot be in the past';

export const emptyFieldLead = (): FieldLeadForm => ({
  name: '',
  phone: '',
  email: '',
  company: '',
  designation: '',
  interestedProducts: [],
  notes: '',
  followUpDate: '',
});

/** `today` is the device's date (yyyy-mm-dd) so the rule is testable. */
export function validateFieldLead(
  form: FieldLeadForm,
  today: string,
): FieldErrors<keyof FieldLeadForm> {
  const errors: FieldErrors<keyof FieldLeadForm> = {};
  if (form.name.trim() === '') errors.name = m.NAME_REQUIRED;
  const phone = form.phone.trim();
  const email = form.email.trim();
  if (!phone && !email) errors.phone = CONTACT_REQUIRED;
  if (phone && normalizeIndianMobile(phone) === null) errors.phone = m.PHONE_INVALID;
  if (email && !isValidEmail(email)) errors.email = m.EMAIL_INVALID;
  if (form.followUpDate && form.followUpDate < today) errors.followUpDate = FOLLOW_UP_IN_PAST;
  return errors;
}

/** The device's local date as yyyy-mm-dd. */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
