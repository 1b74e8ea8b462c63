// The registration form's checks (src/lib/validation.ts) against the shared cases; the
// database runs the same cases (tests/db/registration-rule.test.ts).
import { describe, expect, it } from 'vitest';
import { isoDateInIndia } from '../../../src/lib/india-time.ts';
import { validateRegistration } from '../../../src/lib/validation.ts';
import { REGISTRATION_CASES, registrationOf } from '../../fixtures/rules/registration.ts';

describe('registration checks preview (shared cases)', () => {
  const today = isoDateInIndia(new Date());

  it('has cases to run', () => expect(REGISTRATION_CASES.length).toBeGreaterThanOrEqual(30));

  it.each(REGISTRATION_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(validateRegistration(registrationOf(c, today), today)).toEqual(
      c.error ? { [c.error.field]: c.error.message } : {},
    );
  });

  it('reports every missing field at once', () => {
    expect(validateRegistration({}, today)).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
      productId: 'Please choose a product',
      serialNumber: 'Serial number is required',
      purchaseDate: 'Purchase date is required',
    });
  });
});
