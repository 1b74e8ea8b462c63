import { describe, expect, it } from 'vitest';
import { leadPriority } from '../../../src/lib/lead-priority.ts';

describe('leadPriority', () => {
  const contact = { email: 'rahul@example.com' };
  const interest = { interestedProducts: ['ml01'] };

  it('is high with contact info, interest and more than 5 messages', () => {
    expect(leadPriority({ ...contact, ...interest, totalMessages: 6 })).toBe('high');
    expect(
      leadPriority({ phone: '9876543210', interestedServices: ['E-Repair'], totalMessages: 20 }),
    ).toBe('high');
  });

  it('is medium at exactly 5 messages, however complete', () => {
    expect(leadPriority({ ...contact, ...interest, totalMessages: 5 })).toBe('medium');
  });

  it('is medium with contact info or interest alone', () => {
    expect(leadPriority({ ...contact, totalMessages: 50 })).toBe('medium');
    expect(leadPriority({ phone: '9876543210' })).toBe('medium');
    expect(leadPriority({ ...interest, totalMessages: 50 })).toBe('medium');
    expect(leadPriority({ interestedServices: ['Design Consultation'] })).toBe('medium');
  });

  it('is low with neither', () => {
    expect(leadPriority({})).toBe('low');
    expect(leadPriority({ totalMessages: 50 })).toBe('low');
    expect(
      leadPriority({
        email: '  ',
        phone: '',
        interestedProducts: [],
        interestedServices: null,
        totalMessages: null,
      }),
    ).toBe('low');
  });
});
