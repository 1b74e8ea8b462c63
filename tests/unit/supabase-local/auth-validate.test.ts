import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../supabase/local/auth/errors.ts';
import { tomlSection } from '../../../supabase/local/project-toml.ts';
import {
  checkPasswordStrength,
  MIN_PASSWORD_LENGTH,
  formatPhone,
  parseGoDuration,
  passwordWeakness,
  validateEmail,
  validatePhone,
} from '../../../supabase/local/auth/validate.ts';

function failure(fn: () => unknown): AuthError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AuthError) return error;
    throw error;
  }
  throw new Error('expected an AuthError');
}

describe('auth input rules', () => {
  it('lower-cases valid emails, including dotless local domains', () => {
    expect(validateEmail('Admin@MGRID.local')).toBe('admin@mgrid.local');
    expect(validateEmail('user@localhost')).toBe('user@localhost');
  });

  it('refuses malformed emails with GoTrue’s message', () => {
    const error = failure(() => validateEmail('not-an-email'));
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    ]);
    expect(failure(() => validateEmail('')).message).toBe('An email address is required');
  });

  it('stores phones as E.164 digits without "+"', () => {
    expect(formatPhone('+91 98765 43210')).toBe('919876543210');
    expect(validatePhone('+91 98765-43210')).toBe('919876543210');
    const error = failure(() => validatePhone('98-ABC'));
    expect(error.message).toBe('Invalid phone number format (E.164 required)');
  });

  it('needs 8 characters (config.toml minimum_password_length) and reports weak_password', () => {
    const toml = readFileSync(new URL('../../../supabase/config.toml', import.meta.url), 'utf8');
    expect(tomlSection(toml, 'auth').get('minimum_password_length')).toBe(
      String(MIN_PASSWORD_LENGTH),
    );
    expect(passwordWeakness('12345678')).toBeNull();
    expect(passwordWeakness('1234567')).toEqual({
      message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    });
    const error = failure(() => checkPasswordStrength('abc'));
    expect([error.status, error.code]).toEqual([422, 'weak_password']);
    expect(error.extra).toEqual({ weak_password: { reasons: ['length'] } });
    expect(failure(() => checkPasswordStrength('x'.repeat(73))).message).toBe(
      'Password cannot be longer than 72 characters',
    );
  });

  it('parses Go durations for ban_duration', () => {
    expect(parseGoDuration('24h')).toBe(86_400_000);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('1.5s')).toBe(1500);
    expect(failure(() => parseGoDuration('3 days')).code).toBe('validation_failed');
    expect(failure(() => parseGoDuration('')).code).toBe('validation_failed');
  });
});
