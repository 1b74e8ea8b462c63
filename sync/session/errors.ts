// What to tell a person when the auth server (GoTrue) says no: its error codes and statuses
// turned into the app's texts, so no raw server wording reaches the screen.
import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_EXISTS,
  CODE_INVALID,
  EMAIL_NOT_CONFIRMED,
  PHONE_NOT_CONFIRMED,
  SAME_PASSWORD,
  SIGN_IN_FAILED,
  SIGN_IN_OFFLINE,
  TOO_MANY_ATTEMPTS,
  WRONG_CREDENTIALS,
} from '../../src/lib/messages.ts';

export interface AuthFailure {
  name?: string;
  message?: string;
  status?: number;
  code?: string;
}

const BY_CODE: Record<string, string> = {
  invalid_credentials: WRONG_CREDENTIALS,
  user_not_found: WRONG_CREDENTIALS,
  email_not_confirmed: EMAIL_NOT_CONFIRMED,
  phone_not_confirmed: PHONE_NOT_CONFIRMED,
  user_banned: ACCOUNT_DEACTIVATED,
  user_already_exists: ACCOUNT_EXISTS,
  email_exists: ACCOUNT_EXISTS,
  phone_exists: ACCOUNT_EXISTS,
  otp_expired: CODE_INVALID,
  mfa_verification_failed: CODE_INVALID,
  mfa_challenge_expired: CODE_INVALID,
  same_password: SAME_PASSWORD,
  over_request_rate_limit: TOO_MANY_ATTEMPTS,
  over_email_send_rate_limit: TOO_MANY_ATTEMPTS,
  over_sms_send_rate_limit: TOO_MANY_ATTEMPTS,
};

/** The text for an auth error; `fallback` when the server's answer is not one we know. */
export function authErrorMessage(error: AuthFailure, fallback = SIGN_IN_FAILED): string {
  // supabase-js reports a failed fetch (no network, server down) as a retryable error, status 0.
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) return SIGN_IN_OFFLINE;
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code]!;
  if (error.status === 429) return TOO_MANY_ATTEMPTS;
  if (error.code === 'weak_password' && error.message) return error.message;
  return fallback;
}
