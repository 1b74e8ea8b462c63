// The password rule new accounts and password changes must meet (the spec does not show one):
// long enough to resist guessing, with a letter and a digit. Stated on screen as written here.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit.`;
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_NEEDS_LETTER_AND_DIGIT = 'Use at least one letter and one digit';
export const PASSWORDS_DIFFER = 'The passwords do not match';

/** Why a new password is refused, or undefined when it meets the rule. */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return PASSWORD_REQUIRED;
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    return PASSWORD_NEEDS_LETTER_AND_DIGIT;
  }
  return undefined;
}
