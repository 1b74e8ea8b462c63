// GoTrue's error responses: an HTTP status, a stable error code clients branch on, and a
// message. The body shape depends on the X-Supabase-Api-Version request header, exactly
// as in supabase/auth internal/api/errors.go (auth-js sends 2024-01-01).
import type { ApiRequest, ApiResponse } from '../http/types.ts';
import { json } from '../http/types.ts';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);

/** [auth] enable_signup = false: GoTrue's answer to any sign-up, by password or by OTP. */
export const signupDisabled = () =>
  unprocessable('signup_disabled', 'Signups not allowed for this instance');

export function weakPasswordError(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

export function unexpectedFailure(): AuthError {
  return new AuthError(
    500,
    'unexpected_failure',
    'Unexpected failure, please check server logs for more information',
  );
}

const VERSION_HEADER = 'x-supabase-api-version';
const VERSION_2024 = '2024-01-01';

/** The API version the client asked for: 2024-01-01 or later, else the initial one. */
export function requestedApiVersion(req: Pick<ApiRequest, 'headers'>): string | undefined {
  const value = req.headers[VERSION_HEADER];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  return value >= VERSION_2024 ? VERSION_2024 : undefined;
}

/**
 * `{code: 'error_code', message}` for API version 2024-01-01 (echoing the version header,
 * which auth-js reads to know where the code is), else `{code: status, error_code, msg}`.
 */
export function errorResponse(error: AuthError, apiVersion: string | undefined): ApiResponse {
  const headers: Record<string, string> = { 'x-sb-error-code': error.code };
  if (apiVersion) {
    headers[VERSION_HEADER] = apiVersion;
    return json(
      error.status,
      { code: error.code, message: error.message, ...error.extra },
      headers,
    );
  }
  return json(
    error.status,
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    headers,
  );
}
