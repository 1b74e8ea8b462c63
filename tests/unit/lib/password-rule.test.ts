// The form's password rule (src/lib/password-rule.ts) against the shared cases; the auth
// server runs the same cases (tests/integration/auth/password-rule.test.ts), so the form
// and the server cannot drift apart again.
import { describe, expect, it } from 'vitest';
import {
  newPasswordError,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../../../src/lib/password-rule.ts';
import { PASSWORD_CASES, titled } from '../../fixtures/rules/password.ts';

describe('the password rule preview (shared cases)', () => {
  it('states the rule the cases hold', () => {
    expect(PASSWORD_RULE).toBe('At least 8 characters, with a letter and a digit.');
    expect(PASSWORD_CASES.length).toBeGreaterThanOrEqual(20);
  });

  it('states the figures it enforces (the texts write them out for the catalogues)', () => {
    expect(PASSWORD_RULE).toContain(`${PASSWORD_MIN_LENGTH} characters`);
    expect(PASSWORD_TOO_SHORT).toBe(`Use at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(PASSWORD_TOO_LONG).toBe(`Use at most ${PASSWORD_MAX_BYTES} characters`);
  });

  it.each(PASSWORD_CASES.map(titled))('%s', (_name, c) => {
    expect(newPasswordError(c.password) ?? null).toBe(c.preview);
  });

  it.each(PASSWORD_CASES.map(titled))('%s: the form agrees with the server', (_name, c) => {
    const formAccepts = c.preview === null;
    const serverAccepts = c.server === 'accepted';
    if (c.previewStricter) expect([formAccepts, serverAccepts]).toEqual([false, true]);
    else expect(formAccepts).toBe(serverAccepts);
  });
});
