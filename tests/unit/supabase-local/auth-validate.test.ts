import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AuthError } from '../../../supabase/local/auth/errors.ts';
import { PASSWORD_MIN_LENGTH } from '../../../src/lib/password-rule.ts';
import { readPasswordPolicy } from '../../../supabase/local/project-toml.ts';
import {
  checkPasswordStrength,
  formatPhone,
  parseGoDuration,
  passwordWeakness,
  projectPasswordPolicy,
  validateEmail,
  validatePhone,
} from '../../../supabase/local/auth/validate.ts';
import {
  PASSWORD_CASES,
  titled,
  weakMessage,
  type ServerVerdict,
} from '../../fixtures/rules/password.ts';

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

  it('parses Go durations for ban_duration', () => {
    expect(parseGoDuration('24h')).toBe(86_400_000);
    expect(parseGoDuration('1h30m')).toBe(5_400_000);
    expect(parseGoDuration('1.5s')).toBe(1500);
    expect(failure(() => parseGoDuration('3 days')).code).toBe('validation_failed');
    expect(failure(() => parseGoDuration('')).code).toBe('validation_failed');
  });
});

/** What checkPasswordStrength answers, in the fixture's terms; weak messages are GoTrue's. */
function serverAnswer(password: string): ServerVerdict {
  try {
    checkPasswordStrength(password);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    if (error.code !== 'weak_password') {
      return { status: error.status, code: error.code, message: error.message };
    }
    const { reasons } = error.extra.weak_password as { reasons: ('length' | 'characters')[] };
    expect([error.status, error.message]).toEqual([422, weakMessage(reasons)]);
    return { weak: reasons };
  }
}

/** A config.toml with these [auth] lines, read as the server reads supabase/config.toml. */
function policyOf(authLines: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mgrid-toml-')), 'config.toml');
  writeFileSync(file, `[auth]\nenabled = true\n${authLines}\n[auth.email]\nenable_signup = true\n`);
  return readPasswordPolicy(file);
}

describe('the password rule from supabase/config.toml, as GoTrue applies it', () => {
  it("is the form's rule: 8 characters with an a-z letter and a 0-9 digit", () => {
    expect(projectPasswordPolicy()).toEqual({
      minLength: PASSWORD_MIN_LENGTH,
      requiredCharacters: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
    });
  });

  it.each(PASSWORD_CASES.filter((c) => c.password !== '').map(titled))('%s', (_name, c) => {
    expect(serverAnswer(c.password)).toEqual(c.server);
  });

  it('finds an empty password weak (sign-up refuses it before the rule runs)', () => {
    expect(serverAnswer('')).toEqual({ weak: ['length', 'characters'] });
  });

  it("reads the four password_requirements values, GoTrue's minimum of 6, and refuses others", () => {
    expect(policyOf('minimum_password_length = 8')).toEqual({
      minLength: 8,
      requiredCharacters: [],
    });
    expect(policyOf('password_requirements = ""').minLength).toBe(6);
    expect(policyOf('minimum_password_length = 4').minLength).toBe(6);
    const upper = policyOf('password_requirements = "lower_upper_letters_digits"');
    expect(passwordWeakness('lowercase1', upper)?.reasons).toEqual(['characters']);
    expect(passwordWeakness('Mixed1case', upper)).toBeNull();
    const symbols = policyOf('password_requirements = "lower_upper_letters_digits_symbols"');
    expect(symbols.requiredCharacters[3]).toBe('!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~');
    expect(passwordWeakness('Mixed1case', symbols)).toEqual({
      message: `Password should contain at least one character of each: ${symbols.requiredCharacters.join(', ')}.`,
      reasons: ['characters'],
    });
    expect(passwordWeakness('Mixed1case:', symbols)).toBeNull();
    expect(passwordWeakness('aB1!', symbols)?.reasons).toEqual(['length']);
    expect(() => policyOf('password_requirements = "digits"')).toThrow(
      'Invalid config for auth.password_requirements: "digits"',
    );
  });
});
