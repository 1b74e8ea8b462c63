// The footer's newsletter sign-up: an email address is all it asks for.
import { EMAIL_INVALID, EMAIL_REQUIRED } from './messages.ts';
import { isValidEmail } from './validation.ts';

/** The message to show for the email typed, or null when it can be saved. */
export function newsletterEmailError(email: string): string | null {
  if (email.trim() === '') return EMAIL_REQUIRED;
  return isValidEmail(email) ? null : EMAIL_INVALID;
}
