// The password rule new accounts and password changes must meet (the spec does not show one):
// long enough to resist guessing, with a letter and a digit. Stated on screen as written here.
// The auth server enforces the same rule (supabase/config.toml: minimum_password_length and
// password_requirements = "letters_digits"), so this preview and the server agree on the
// shared cases in tests/fixtures/rules/password.json.
import { msg } from './i18n/msg.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads 72 bytes, so GoTrue refuses a longer password (it counts bytes). */
export const PASSWORD_MAX_BYTES = 72;
// The texts are marked for the Hindi catalogues (shown with t()), so the figures are written
// out: 8 is PASSWORD_MIN_LENGTH, 72 PASSWORD_MAX_BYTES (tests/unit/lib/password-rule.test.ts checks).
export const PASSWORD_RULE = msg('At least 8 characters, with a letter and a digit.');
export const PASSWORD_REQUIRED = msg('Password is required');
export const PASSWORD_TOO_SHORT = msg('Use at least 8 characters');
export const PASSWORD_TOO_LONG = msg('Use at most 72 characters');
export const PASSWORD_NEEDS_LETTER_AND_DIGIT = msg('Use at least one letter and one digit');
export const PASSWORDS_DIFFER = msg('The passwords do not match');

// GoTrue's letters_digits sets: ASCII letters and digits only (an "é" or a "१" does not count).
const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;

/** Why a new password is refused, or undefined when it meets the rule. */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return PASSWORD_REQUIRED;
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return PASSWORD_TOO_LONG;
  // Characters as a person counts them: the server counts bytes, never fewer, so a password
  // long enough here is long enough there.
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (!LETTER.test(password) || !DIGIT.test(password)) return PASSWORD_NEEDS_LETTER_AND_DIGIT;
  return undefined;
}
