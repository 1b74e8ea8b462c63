import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from '../../../src/lib/newsletter.ts';

describe('newsletterEmailError', () => {
  it('asks for an email, then for a valid one', () => {
    expect(newsletterEmailError('  ')).toBe('Email is required');
    expect(newsletterEmailError('asha@')).toBe('Please enter a valid email address');
    expect(newsletterEmailError(' asha.rao@example.in ')).toBeNull();
  });
});
