import { describe, expect, it } from 'vitest';
import {
  CONTACT_REQUIRED,
  FOLLOW_UP_IN_PAST,
  emptyFieldLead,
  localIsoDate,
  validateFieldLead,
} from '../../../src/lib/field-lead.ts';

const TODAY = '2026-11-23';
const ok = { ...emptyFieldLead(), name: 'Ravi Kumar', phone: '98200 12345' };

describe('validateFieldLead', () => {
  it('accepts a name with a phone or an email', () => {
    expect(validateFieldLead(ok, TODAY)).toEqual({});
    expect(validateFieldLead({ ...ok, phone: '', email: 'ravi@example.in' }, TODAY)).toEqual({});
    expect(validateFieldLead({ ...ok, followUpDate: TODAY }, TODAY)).toEqual({});
  });

  it('names each problem', () => {
    expect(validateFieldLead(emptyFieldLead(), TODAY)).toEqual({
      name: 'Name is required',
      phone: CONTACT_REQUIRED,
    });
    expect(validateFieldLead({ ...ok, phone: '12345', email: 'x@' }, TODAY)).toEqual({
      phone: 'Please enter a valid Indian phone number',
      email: 'Please enter a valid email address',
    });
    expect(validateFieldLead({ ...ok, followUpDate: '2026-11-22' }, TODAY)).toEqual({
      followUpDate: FOLLOW_UP_IN_PAST,
    });
  });

  it('reads the local date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
