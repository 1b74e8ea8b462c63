// What a person typed in the one sign-in field (docs/product.md#validation-rules: anything with @
// is an email, otherwise a phone number): the email, or the Indian mobile as +91XXXXXXXXXX, or why
// not.
import { isValidEmail, normalizeIndianMobile, signInIdentifierKind } from './validation.ts';

export const IDENTIFIER_REQUIRED = 'Enter your email or mobile number';
export const IDENTIFIER_EMAIL_INVALID = 'Please enter a valid email address';
export const IDENTIFIER_PHONE_INVALID =
  'Enter a 10-digit Indian mobile number (starting 6-9), or your email';

export type SignInIdentifier =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'invalid'; message: string };

export function parseSignInIdentifier(text: string): SignInIdentifier {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'invalid', message: IDENTIFIER_REQUIRED };
  if (signInIdentifierKind(trimmed) === 'email') {
    return isValidEmail(trimmed)
      ? { kind: 'email', email: trimmed.toLowerCase() }
      : { kind: 'invalid', message: IDENTIFIER_EMAIL_INVALID };
  }
  const mobile = normalizeIndianMobile(trimmed);
  return mobile
    ? { kind: 'phone', phone: `+91${mobile}` }
    : { kind: 'invalid', message: IDENTIFIER_PHONE_INVALID };
}

/** "+919876543210" as people write it: "+91 98765 43210". */
export function formatIndianMobile(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const ten = digits.slice(-10);
  return ten.length === 10 ? `+91 ${ten.slice(0, 5)} ${ten.slice(5)}` : phone;
}
