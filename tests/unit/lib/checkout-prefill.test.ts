import { describe, expect, it } from 'vitest';
import { checkoutPrefill } from '../../../src/lib/checkout-prefill.ts';

const EMPTY = {
  name: '',
  phone: '',
  email: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  pinCode: '',
};

const MEERA = {
  email: 'meera@example.in',
  phone: '+91 98765 43210',
  fullName: 'Meera Iyer',
  address: { line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pinCode: '411001' },
};

describe('checkout starts from the signed-in buyer’s profile', () => {
  it('fills every blank field the profile knows', () => {
    expect(checkoutPrefill(MEERA, EMPTY)).toEqual({
      name: 'Meera Iyer',
      phone: '+91 98765 43210',
      email: 'meera@example.in',
      addressLine1: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411001',
    });
  });

  it('never overwrites what the buyer already typed', () => {
    const typed = { ...EMPTY, name: 'Meera I.', city: 'Pimpri' };
    const fill = checkoutPrefill(MEERA, typed);
    expect(fill.name).toBeUndefined();
    expect(fill.city).toBeUndefined();
    expect(fill.phone).toBe('+91 98765 43210');
  });

  it('fills nothing for a guest or an empty profile', () => {
    expect(checkoutPrefill(null, EMPTY)).toEqual({});
    expect(checkoutPrefill({ fullName: ' ', address: null }, EMPTY)).toEqual({});
  });
});
