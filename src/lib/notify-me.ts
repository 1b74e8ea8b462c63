// The "Notify me" form's rule for a product out of stock (a lead with the product as its
// interest). Apart from src/lib/stock.ts, which product cards import on first paint.
import { EMAIL_INVALID, NAME_REQUIRED, PHONE_INVALID } from './messages.ts';
import { isValidEmail, normalizeIndianMobile } from './validation.ts';

export const NOTIFY_CONTACT_REQUIRED = 'Give a mobile number or an email so we can tell you';

export interface NotifyMeInput {
  name: string;
  phone: string;
  email: string;
}

/** The "Notify me" form's rule: a name, and a mobile number or an email (either is enough). */
export function notifyMeErrors(input: NotifyMeInput): Partial<Record<keyof NotifyMeInput, string>> {
  const errors: Partial<Record<keyof NotifyMeInput, string>> = {};
  const phone = input.phone.trim();
  const email = input.email.trim();
  if (input.name.trim() === '') errors.name = NAME_REQUIRED;
  if (phone === '' && email === '') errors.phone = NOTIFY_CONTACT_REQUIRED;
  if (phone !== '' && normalizeIndianMobile(phone) === null) errors.phone = PHONE_INVALID;
  if (email !== '' && !isValidEmail(email)) errors.email = EMAIL_INVALID;
  return errors;
}
