// When the chat's lead form appears (docs/product.md#lead-form-timing): 2 s after a message with
// contact details; otherwise with 30 percent chance after 3 s once more than 2 messages exist,
// once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  leadFormDelay,
  replyDelay,
  scheduleLeadForm,
} from '../../../../src/lib/assistant/lead-form-timing.ts';

const base = { lastUserMessage: 'hello', messageCount: 1, formShown: false, leadSaved: false };

describe('leadFormDelay', () => {
  it('2 s after a message with a phone, email or name, even if shown before', () => {
    for (const text of ['call me 98200 45120', 'a@b.in', 'my name is Asha']) {
      expect(leadFormDelay({ ...base, lastUserMessage: text, formShown: true }, () => 0.99)).toBe(
        2000,
      );
    }
  });

  it('otherwise 3 s with a 30 percent chance once more than 2 messages exist', () => {
    expect(leadFormDelay({ ...base, messageCount: 2 }, () => 0)).toBeNull();
    expect(leadFormDelay({ ...base, messageCount: 3 }, () => 0.29)).toBe(3000);
    expect(leadFormDelay({ ...base, messageCount: 3 }, () => 0.3)).toBeNull();
  });

  it('never randomly again once shown or once a lead was saved', () => {
    expect(leadFormDelay({ ...base, messageCount: 5, formShown: true }, () => 0)).toBeNull();
    expect(leadFormDelay({ ...base, messageCount: 5, leadSaved: true }, () => 0)).toBeNull();
  });

  it('replies wait 1-2 s', () => {
    expect(replyDelay(() => 0)).toBe(1000);
    expect(replyDelay(() => 0.999)).toBe(1999);
  });
});

describe('scheduleLeadForm with fake timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the form exactly at 2 s after contact details', () => {
    const show = vi.fn();
    scheduleLeadForm({ ...base, lastUserMessage: 'I am Ravi, 9876543210' }, show);
    vi.advanceTimersByTime(1999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('shows it at 3 s on a lucky draw, and never on an unlucky one', () => {
    const lucky = vi.fn();
    const unlucky = vi.fn();
    scheduleLeadForm({ ...base, messageCount: 3 }, lucky, { random: () => 0.1 });
    scheduleLeadForm({ ...base, messageCount: 3 }, unlucky, { random: () => 0.9 });
    vi.advanceTimersByTime(2999);
    expect(lucky).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(lucky).toHaveBeenCalledTimes(1);
    expect(unlucky).not.toHaveBeenCalled();
  });

  it('cancelling stops a pending form', () => {
    const show = vi.fn();
    const cancel = scheduleLeadForm({ ...base, lastUserMessage: 'x@y.in' }, show);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(show).not.toHaveBeenCalled();
  });
});
