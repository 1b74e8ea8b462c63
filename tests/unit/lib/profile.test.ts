import { describe, expect, it } from 'vitest';
import * as m from '../../../src/lib/messages.ts';
import {
  profileAddress,
  profilePhone,
  validateProfile,
  type ProfileInput,
} from '../../../src/lib/profile.ts';

const PRIYA: ProfileInput = {
  fullName: 'Priya Sharma',
  phone: '98765 43210',
  line1: 'Flat 402, Sai Residency',
  line2: '',
  city: 'Pune',
  state: 'maharashtra',
  pinCode: '411045',
};

describe('the profile form', () => {
  it('accepts a complete profile and stores the official state name', () => {
    expect(validateProfile(PRIYA)).toEqual({});
    expect(profileAddress(PRIYA)).toEqual({
      line1: 'Flat 402, Sai Residency',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411045',
    });
    expect(profilePhone(PRIYA.phone)).toBe('+91 98765 43210');
  });

  it('allows no address and no phone at all', () => {
    const empty = { ...PRIYA, phone: '', line1: '', city: '', state: '', pinCode: '' };
    expect(validateProfile(empty)).toEqual({});
    expect(profileAddress(empty)).toBeNull();
    expect(profilePhone('  ')).toBeNull();
  });

  it('says what is missing from a partial address and a bad phone', () => {
    expect(
      validateProfile({
        ...PRIYA,
        fullName: ' ',
        phone: '12345',
        line1: '',
        state: 'Paris',
        pinCode: '041104',
      }),
    ).toEqual({
      fullName: m.NAME_REQUIRED,
      phone: m.PHONE_INVALID,
      line1: m.ADDRESS_REQUIRED,
      state: m.STATE_REQUIRED,
      pinCode: m.PIN_CODE_LEADING_ZERO,
    });
  });
});
