// The admin's position form: the table's limits with a message per field, and ids the
// table's pattern accepts.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_POSITION_FORM,
  positionIdFor,
  validatePositionForm,
} from '../../../src/lib/position-form.ts';

const valid = {
  ...EMPTY_POSITION_FORM,
  title: 'Site Engineer',
  location: 'Hyderabad',
  description: 'Six months on a metro project.',
};

describe('validatePositionForm', () => {
  it('accepts a complete form, up to the limits', () => {
    expect(validatePositionForm(valid)).toEqual({});
    expect(
      validatePositionForm({
        ...valid,
        title: 'x'.repeat(120),
        location: 'y'.repeat(120),
        description: 'z'.repeat(2000),
        employmentType: 'Internship',
        sortOrder: 0,
      }),
    ).toEqual({});
  });

  it('names each missing, too long or unknown field', () => {
    expect(validatePositionForm(EMPTY_POSITION_FORM)).toEqual({
      title: 'Title is required',
      location: 'Location is required',
      description: 'Description is required',
    });
    expect(
      validatePositionForm({
        ...valid,
        title: 'x'.repeat(121),
        description: 'z'.repeat(2001),
        employmentType: 'Gig',
        sortOrder: 10001,
      }),
    ).toEqual({
      title: 'Title is at most 120 characters',
      description: 'Description is at most 2,000 characters',
      employmentType: 'Choose one of: Full time, Part time, Contract, Internship',
      sortOrder: 'Order is a whole number from 0 to 10000',
    });
    expect(validatePositionForm({ ...valid, sortOrder: 1.5 }).sortOrder).toBeDefined();
  });
});

describe('positionIdFor', () => {
  const pattern = /^[a-z0-9][a-z0-9_-]{0,63}$/;

  it('makes a slug of the title with a random tail', () => {
    expect(positionIdFor('Service Technician (Calibration)', () => 0)).toBe(
      'service-technician-calibration-000000',
    );
    expect(positionIdFor('Site Engineer', () => 0.5)).toMatch(/^site-engineer-[a-z0-9]{6}$/);
  });

  it('drops accents', () => {
    expect(positionIdFor('Ingénieur Commercial', () => 0)).toBe('ingenieur-commercial-000000');
  });

  it('always fits the table pattern', () => {
    for (const title of ['', '!!!', 'Ünïcödé Ingénieur', 'a'.repeat(200), '--x--']) {
      expect(positionIdFor(title, () => 0.999999)).toMatch(pattern);
    }
  });
});
