// The quotation request form's rules: checkout's words for the contact, state and GSTIN, and
// the lines' bounds as the database's trigger has them.
import { describe, expect, it } from 'vitest';
import {
  LINES_REQUIRED,
  quantityOutOfRange,
  validateQuoteRequest,
  type QuoteRequestInput,
} from '../../../src/lib/quote-request.ts';

const GOOD: QuoteRequestInput = {
  name: 'Kiran Hegde',
  phone: '+91 98450 11223',
  email: '',
  company: 'Hegde Interiors',
  gstin: '',
  legalName: '',
  deliveryState: 'Karnataka',
  lines: [
    { productId: 'sl02', quantity: 10 },
    { productId: 'tp160', quantity: 10 },
  ],
};

describe('validateQuoteRequest', () => {
  it('takes a request with contact, state and lines; email and GSTIN are optional', () => {
    expect(validateQuoteRequest(GOOD)).toEqual({});
  });

  it('checks a GSTIN as checkout does, and then wants the registered name', () => {
    expect(validateQuoteRequest({ ...GOOD, gstin: '29aagck4321l1za' })).toEqual({
      gstin: 'GSTIN check digit is wrong: the last character should be B',
      legalName: 'Please enter the registered business name',
    });
    expect(
      validateQuoteRequest({ ...GOOD, gstin: '29AAGCK4321L1ZB', legalName: 'Hegde Interiors LLP' }),
    ).toEqual({});
  });

  it('names each missing or wrong field in the words checkout uses', () => {
    expect(
      validateQuoteRequest({
        ...GOOD,
        name: ' ',
        phone: '12345',
        email: 'kiran@',
        deliveryState: '',
      }),
    ).toEqual({
      name: 'Name is required',
      phone: 'Please enter a valid Indian phone number',
      email: 'Please enter a valid email address',
      deliveryState: 'Please choose a state',
    });
  });

  it('wants 1 to 50 lines of 1 to 10,000 units', () => {
    expect(validateQuoteRequest({ ...GOOD, lines: [] })).toEqual({ lines: LINES_REQUIRED });
    expect(
      validateQuoteRequest({ ...GOOD, lines: [{ productId: 'sl02', quantity: 10_001 }] }),
    ).toEqual({ lines: quantityOutOfRange });
    expect(quantityOutOfRange).toBe('Quantities are from 1 to 10,000');
  });
});
