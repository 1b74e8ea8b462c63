import { describe, expect, it } from 'vitest';
import {
  CONTACT_REQUIRED,
  FOLLOW_UP_IN_PAST,
  FOLLOW_UP_TOO_FAR,
  addDaysIso,
  emptyFieldLead,
  followUpProblem,
  followUpRange,
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

describe('a follow-up day changed later', () => {
  it('runs from the day the lead came in to a year ahead, past days allowed', () => {
    expect(followUpRange('2026-11-20', TODAY)).toEqual({ min: '2026-11-20', max: '2027-11-24' });
    expect(followUpProblem('2026-11-20', '2026-11-20', TODAY)).toBeNull();
    expect(followUpProblem('2026-11-21', '2026-11-20', TODAY)).toBeNull();
    expect(followUpProblem('2027-11-24', '2026-11-20', TODAY)).toBeNull();
    expect(followUpProblem(null, '2026-11-20', TODAY)).toBeNull();
  });

  it('says why, in the database words', () => {
    expect(followUpProblem('2026-11-19', '2026-11-20', TODAY)).toBe(
      'The follow-up date cannot be before the lead came in (20 Nov 2026).',
    );
    expect(followUpProblem('2027-11-25', '2026-11-20', TODAY)).toBe(FOLLOW_UP_TOO_FAR);
  });

  it('counts days across months and leap years', () => {
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01');
  });
});
