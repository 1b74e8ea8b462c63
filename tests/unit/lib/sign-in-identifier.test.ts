import { describe, expect, it } from 'vitest';
import {
  formatIndianMobile,
  IDENTIFIER_EMAIL_INVALID,
  IDENTIFIER_PHONE_INVALID,
  IDENTIFIER_REQUIRED,
  parseSignInIdentifier,
} from '../../../src/lib/sign-in-identifier.ts';
describe('the sign-in identifier', () => {
  it.each([
    ['user@mgrid.local', { kind: 'email', email: 'user@mgrid.local' }],
    ['  User@MGRID.local ', { kind: 'email', email: 'user@mgrid.local' }],
    ['98765 43210', { kind: 'phone', phone: '+919876543210' }],
    ['+91 98765 43210', { kind: 'phone', phone: '+919876543210' }],
    ['9876543210', { kind: 'phone', phone: '+919876543210' }],
    ['+919876543210', { kind: 'phone', phone: '+919876543210' }],
  ])('%j -> %j', (text, expected) => {
    expect(parseSignInIdentifier(text)).toEqual(expected);
  });

  it.each([
    ['', IDENTIFIER_REQUIRED],
    ['   ', IDENTIFIER_REQUIRED],
    ['user@', IDENTIFIER_EMAIL_INVALID],
    ['@mgrid.local', IDENTIFIER_EMAIL_INVALID],
    ['12345', IDENTIFIER_PHONE_INVALID],
    ['09876543210', IDENTIFIER_PHONE_INVALID],
    ['5876543210', IDENTIFIER_PHONE_INVALID],
    ['98765-43210', IDENTIFIER_PHONE_INVALID],
    ['priya', IDENTIFIER_PHONE_INVALID],
  ])('refuses %j with %j', (text, message) => {
    expect(parseSignInIdentifier(text)).toEqual({ kind: 'invalid', message });
  });

  it('formats a stored mobile for people', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('919876543210')).toBe('+91 98765 43210');
    expect(formatIndianMobile('abc')).toBe('abc');
  });
});
