// What a chat conversation gives its lead: pre-filled contact, interests, duration, history,
// and the key that decides whether a second submission is a second lead.
import { describe, expect, it } from 'vitest';
import {
  contactFromConversation,
  contactKey,
  historyForLead,
  interestFromConversation,
  sessionMinutes,
} from '../../../../src/lib/assistant/conversation.ts';
import { leadPriority } from '../../../../src/lib/lead-priority.ts';

const t0 = Date.parse('2026-11-23T10:00:00Z');
const entries = [
  { type: 'user' as const, content: 'need 5 SL02 for my site', timestamp: t0 },
  {
    type: 'bot' as const,
    content: 'The SL02 costs ₹12,999.',
    timestamp: t0 + 2000,
    productId: 'sl02',
  },
  { type: 'user' as const, content: 'do you do e-repair?', timestamp: t0 + 60_000 },
  { type: 'bot' as const, content: 'Yes.', timestamp: t0 + 62_000, serviceId: 'e-repair' },
  {
    type: 'user' as const,
    content: 'I am Ravi Kumar, call 98200 45120',
    timestamp: t0 + 4 * 60_000,
  },
  { type: 'bot' as const, content: 'Thanks', timestamp: t0 + 4 * 60_000 + 1500 },
];
const catalogue = {
  products: [
    { id: 'sl02', name: 'MGRID SL02 Self-Levelling Crossline Laser Pro' },
    { id: 'ml01', name: 'MGRID ML01 Line Laser' },
  ],
  services: [{ id: 'e-repair', name: 'E-Repair' }],
};

describe('a conversation as a lead', () => {
  it('pre-fills the contact found in the visitor messages', () => {
    expect(contactFromConversation(entries)).toEqual({ name: 'Ravi Kumar', phone: '9820045120' });
  });

  it('detects interest in products and services ("need 5 SL02")', () => {
    expect(interestFromConversation(entries, catalogue)).toEqual({
      interestedProducts: ['sl02'],
      interestedServices: ['E-Repair'],
    });
  });

  it('counts every card of a reply as shown (a battery reply shows the BP2600 and the SL02)', () => {
    const shown = [
      { type: 'user' as const, content: 'battery please', timestamp: t0 },
      {
        type: 'bot' as const,
        content: 'Batteries for the SL02: BP2600',
        timestamp: t0 + 1500,
        productId: 'bp2600',
        productIds: ['bp2600', 'sl02'],
      },
    ];
    expect(interestFromConversation(shown, catalogue).interestedProducts).toEqual([
      'bp2600',
      'sl02',
    ]);
  });

  it('counts minutes and keeps the history; with contact, interest and 6 messages it is high', () => {
    expect(sessionMinutes(entries, t0 + 4 * 60_000 + 1500)).toBe(4);
    expect(historyForLead(entries)[1]).toEqual({
      type: 'bot',
      content: 'The SL02 costs ₹12,999.',
      timestamp: '2026-11-23T10:00:02.000Z',
      product: 'sl02',
    });
    const lead = {
      phone: '9820045120',
      totalMessages: entries.length,
      ...interestFromConversation(entries, catalogue),
    };
    expect(leadPriority(lead)).toBe('high');
  });

  it('the same details in another spelling are the same contact; others differ', () => {
    const a = contactKey({ name: 'Ravi Kumar', email: 'R@X.in', phone: '+91 98200 45120' });
    expect(contactKey({ name: ' ravi  kumar', email: 'r@x.in', phone: '9820045120' })).toBe(a);
    expect(contactKey({ name: 'Ravi Kumar', email: 'r@x.in', phone: '9820045121' })).not.toBe(a);
  });
});
