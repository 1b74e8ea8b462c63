import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  isValidEmail,
  normalizeIndianMobile,
  pinCodeError,
  signInIdentifierKind,
  validateCheckout,
  validateLeadForm,
} from '../../../src/lib/validation.ts';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['  +91 98765 43210 ', '9876543210'],
    ['+91 9 8 7 6 5 4 3 2 1 0', '9876543210'],
    ['6000000000', '6000000000'],
    ['7000000000', '7000000000'],
    ['8123456789', '8123456789'],
  ])('%j is %s', (text, digits) => {
    expect(normalizeIndianMobile(text)).toBe(digits);
  });

  it.each([
    '',
    '   ',
    '5876543210', // starts below 6
    '0987654321',
    '09876543210', // trunk 0 prefix is not in the spec's rule
    '919876543210', // 91 without +
    '+91 98765-43210', // only spaces are ignored
    '987654321', // nine digits
    '98765432101', // eleven digits
    '+9198765432', // too short after +91
    '+449876543210',
    '98765 4321O', // letter O
    '98765\t43210', // only spaces are ignored, as in SQL
  ])('%j is not an Indian mobile', (text) => {
    expect(normalizeIndianMobile(text)).toBeNull();
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'rahul.sharma@mgrid.in', 'x+tag@sub.domain.co.in', '  a@b.in  '])(
    '%j is an email',
    (text) => {
      expect(isValidEmail(text)).toBe(true);
    },
  );

  it.each([
    '',
    'rahul',
    'rahul@',
    '@mgrid.in',
    'rahul@mgrid',
    'ra hul@mgrid.in',
    'a@@b.in',
    'a@b..in',
    'a@.in',
  ])('%j is not an email', (text) => {
    expect(isValidEmail(text)).toBe(false);
  });
});

describe('signInIdentifierKind', () => {
  it('treats anything with @ as an email, anything else as a phone', () => {
    expect(signInIdentifierKind('rahul@mgrid.in')).toBe('email');
    expect(signInIdentifierKind('@')).toBe('email');
    expect(signInIdentifierKind('+91 98765 43210')).toBe('phone');
    expect(signInIdentifierKind('rahul')).toBe('phone');
    expect(signInIdentifierKind('')).toBe('phone');
  });
});

describe('validateLeadForm', () => {
  const valid = {
    name: 'Rahul Sharma',
    email: 'rahul@example.com',
    phone: '+91 98765 43210',
    consent: true,
  };

  it('accepts a complete form, with the optional fields empty', () => {
    expect(validateLeadForm(valid)).toEqual({});
    expect(validateLeadForm({ ...valid, company: '', designation: '', message: '' })).toEqual({});
    expect(hasErrors(validateLeadForm(valid))).toBe(false);
  });

  it('reports every missing field with the spec texts', () => {
    const errors = validateLeadForm({});
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      consent: 'Please accept the terms and conditions',
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('treats whitespace as missing', () => {
    expect(validateLeadForm({ ...valid, name: '   ', email: ' ', phone: '  ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('rejects a malformed email and a non-Indian phone', () => {
    expect(validateLeadForm({ ...valid, email: 'rahul@', phone: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid Indian phone number',
    });
  });

  it('needs the consent box ticked', () => {
    expect(validateLeadForm({ ...valid, consent: false })).toEqual({
      consent: 'Please accept the terms and conditions',
    });
    expect(validateLeadForm({ ...valid, consent: null })).toEqual({
      consent: 'Please accept the terms and conditions',
    });
  });
});

describe('pinCodeError', () => {
  it('accepts six digits not starting with 0, surrounding spaces ignored', () => {
    expect(pinCodeError('560001')).toBeUndefined();
    expect(pinCodeError(' 560001 ')).toBeUndefined();
    expect(pinCodeError('110001')).toBeUndefined();
  });

  it('explains what is wrong', () => {
    expect(pinCodeError('')).toBe('PIN code is required');
    expect(pinCodeError(null)).toBe('PIN code is required');
    expect(pinCodeError('56000')).toBe('PIN code must be 6 digits');
    expect(pinCodeError('5600011')).toBe('PIN code must be 6 digits');
    expect(pinCodeError('56000A')).toBe('PIN code must be 6 digits');
    expect(pinCodeError('560-001')).toBe('PIN code must be 6 digits');
    expect(pinCodeError('560 001')).toBe('PIN code must be 6 digits');
    expect(pinCodeError('060001')).toBe('PIN code cannot start with 0');
  });
});

describe('validateCheckout', () => {
  const valid = {
    name: 'Priya Nair',
    phone: '9876543210',
    email: 'priya@example.com',
    addressLine1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560001',
  };

  it('asks a business purchase for a GSTIN with the right check digit and a business name', () => {
    const gst = { ...valid, gstInvoice: true };
    expect(
      validateCheckout({ ...gst, buyerGstin: '27aabcm1234f1zx', buyerLegalName: 'Nair Interiors' }),
    ).toEqual({});
    expect(
      validateCheckout({ ...gst, buyerGstin: '27AABCM1234F1Z5', buyerLegalName: ' ' }),
    ).toEqual({
      buyerGstin: 'GSTIN check digit is wrong: the last character should be X',
      buyerLegalName: 'Please enter the registered business name',
    });
    // Not asked for: whatever is left in the hidden fields is not checked.
    expect(validateCheckout({ ...valid, gstInvoice: false, buyerGstin: 'x' })).toEqual({});
  });

  it('accepts a complete address; email and line 2 are optional', () => {
    expect(validateCheckout(valid)).toEqual({});
    expect(validateCheckout({ ...valid, addressLine2: 'Near the metro' })).toEqual({});
    expect(validateCheckout({ ...valid, email: '' })).toEqual({});
  });

  it('checks an email when one is given', () => {
    expect(validateCheckout({ ...valid, email: 'priya@' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('accepts a state in another case or with surrounding spaces', () => {
    expect(validateCheckout({ ...valid, state: '  tamil nadu ' })).toEqual({});
    expect(validateCheckout({ ...valid, state: 'DELHI' })).toEqual({});
    expect(validateCheckout({ ...valid, state: 'Tamil  Nadu' })).toEqual({
      state: 'Please choose a state',
    });
  });

  it('reports every missing field', () => {
    expect(validateCheckout({})).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      addressLine1: 'Address is required',
      city: 'City is required',
      state: 'Please choose a state',
      pinCode: 'PIN code is required',
    });
  });

  it('rejects an unknown state and a bad PIN code', () => {
    expect(validateCheckout({ ...valid, state: 'Bangalore', pinCode: '012345' })).toEqual({
      state: 'Please choose a state',
      pinCode: 'PIN code cannot start with 0',
    });
  });
});

describe('text lengths (the database has the same limits)', () => {
  const lead = { name: 'Asha', email: 'asha@example.com', phone: '9876543210', consent: true };

  it('refuses a 5,000-character company and a 20,000-character message', () => {
    expect(
      validateLeadForm({ ...lead, company: 'x'.repeat(5000), message: 'm'.repeat(20000) }),
    ).toEqual({
      company: 'Company can be at most 120 characters',
      message: 'Message can be at most 2,000 characters',
    });
  });

  it('accepts text at the limit, counting it trimmed', () => {
    expect(
      validateLeadForm({ ...lead, company: ` ${'x'.repeat(120)} `, message: 'm'.repeat(2000) }),
    ).toEqual({});
  });

  it('limits names and addresses (registrations: tests/fixtures/rules/registration.json)', () => {
    expect(validateLeadForm({ ...lead, name: 'n'.repeat(101) }).name).toBe(
      'Name can be at most 100 characters',
    );
    expect(
      validateCheckout({
        name: 'Asha',
        phone: '9876543210',
        addressLine1: 'a'.repeat(201),
        city: 'Pune',
        state: 'Maharashtra',
        pinCode: '411001',
      }),
    ).toEqual({ addressLine1: 'Address can be at most 200 characters' });
  });

  it('limits a phone number spaced out past the column, and counts an emoji as one', () => {
    expect(validateLeadForm({ ...lead, phone: '+91 9 8 7 6 5 4 3 2 1 0' })).toEqual({
      phone: 'Phone number can be at most 20 characters',
    });
    expect(validateLeadForm({ ...lead, name: '🙂'.repeat(100) })).toEqual({});
    expect(validateLeadForm({ ...lead, name: '🙂'.repeat(101) }).name).toBe(
      'Name can be at most 100 characters',
    );
  });
});
