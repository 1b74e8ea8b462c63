// The dealer application's rules (src/lib/dealer-application.ts): every field's message, the
// GSTIN in checkout's words (src/lib/gstin.ts), and what is stored: trimmed, the GSTIN
// normalised, the state in its official spelling, the mobile as +91 and ten digits.
import { describe, expect, it } from 'vitest';
import {
  dealerApplicationFields,
  validateDealerApplication,
  type DealerApplicationInput,
} from '../../../src/lib/dealer-application.ts';
import { gstinProblem } from '../../../src/lib/gstin.ts';

const shop: DealerApplicationInput = {
  businessName: ' Pune Tools Pvt Ltd ',
  tradeName: '',
  gstin: '27aapfu 0939f1zv',
  addressLine1: '14 Laxmi Road',
  addressLine2: '  ',
  pinCode: '411002',
  city: 'Pune',
  state: 'maharashtra',
  ownerName: 'Sunil Patil',
  mobile: '+91 98220 12345',
  email: 'Sunil@PuneTools.in',
  shopType: 'retail_counter',
};

describe('a dealer application', () => {
  it('is stored trimmed and normalised', () => {
    expect(validateDealerApplication(shop)).toEqual({});
    expect(dealerApplicationFields(shop)).toEqual({
      businessName: 'Pune Tools Pvt Ltd',
      tradeName: null,
      gstin: '27AAPFU0939F1ZV',
      addressLine1: '14 Laxmi Road',
      addressLine2: null,
      pinCode: '411002',
      city: 'Pune',
      state: 'Maharashtra',
      ownerName: 'Sunil Patil',
      mobile: '+919822012345',
      email: 'sunil@punetools.in',
      shopType: 'retail_counter',
    });
  });

  it('says what is missing, field by field', () => {
    expect(validateDealerApplication({})).toEqual({
      businessName: 'Please enter the registered business name',
      gstin: 'Please enter the GSTIN',
      addressLine1: 'Address is required',
      pinCode: 'PIN code is required',
      city: 'City is required',
      state: 'Please choose a state',
      ownerName: 'Name is required',
      mobile: 'Phone number is required',
      email: 'Email is required',
      shopType: 'Please choose the type of shop',
    });
    expect(dealerApplicationFields({})).toBeNull();
  });

  it("refuses a bad GSTIN in checkout's words", () => {
    for (const gstin of [
      '27AAPFU0939F1ZX',
      '27AAPFU0939F1Z',
      '25AAPFU0939F1ZV',
      '27AAPF00939F1ZV',
    ]) {
      const problem = gstinProblem(gstin);
      expect(problem).not.toBeNull();
      expect(validateDealerApplication({ ...shop, gstin }).gstin).toBe(problem);
    }
    expect(validateDealerApplication({ ...shop, gstin: '27AAPFU0939F1ZX' })).toEqual({
      gstin: 'GSTIN check digit is wrong: the last character should be V',
    });
  });

  it('refuses a bad mobile, email, PIN code, state or shop type, and text past its limit', () => {
    expect(
      validateDealerApplication({
        ...shop,
        mobile: '09822012345',
        email: 'sunil@',
        pinCode: '041100',
        state: 'Bombay',
        shopType: 'wholesale',
        businessName: 'B'.repeat(121),
      }),
    ).toEqual({
      mobile: 'Please enter a valid Indian phone number',
      email: 'Please enter a valid email address',
      pinCode: 'PIN code cannot start with 0',
      state: 'Please choose a state',
      shopType: 'Please choose the type of shop',
      businessName: 'Business name can be at most 120 characters',
    });
  });
});
