import { describe, expect, it } from 'vitest';
import * as m from '../../../../src/lib/messages.ts';
import { authErrorMessage } from '../../../../sync/session/errors.ts';

describe('auth errors as people read them', () => {
  it.each([
    [{ code: 'invalid_credentials', status: 400 }, m.WRONG_CREDENTIALS],
    [{ code: 'email_not_confirmed', status: 400 }, m.EMAIL_NOT_CONFIRMED],
    [{ code: 'phone_not_confirmed', status: 400 }, m.PHONE_NOT_CONFIRMED],
    [{ code: 'user_banned', status: 400 }, m.ACCOUNT_DEACTIVATED],
    [{ code: 'over_request_rate_limit', status: 429 }, m.TOO_MANY_ATTEMPTS],
    [{ status: 429 }, m.TOO_MANY_ATTEMPTS],
    [{ name: 'AuthRetryableFetchError', status: 0 }, m.SIGN_IN_OFFLINE],
    [{ code: 'user_already_exists', status: 422 }, m.ACCOUNT_EXISTS],
    [{ code: 'otp_expired', status: 403 }, m.CODE_INVALID],
    [{ code: 'something_new', status: 500, message: 'raw server text' }, m.SIGN_IN_FAILED],
  ])('%j -> %s', (error, text) => {
    expect(authErrorMessage(error)).toBe(text);
  });

  it('passes on the server rule for a weak password', () => {
    const message = 'Password should be at least 8 characters.';
    expect(authErrorMessage({ code: 'weak_password', status: 422, message })).toBe(message);
  });
});
