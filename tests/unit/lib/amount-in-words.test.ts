// Amounts in words on the device against the shared cases the database also runs
// (public.amount_in_words, tests/db/gst-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../../src/lib/amount-in-words.ts';
import { AMOUNT_IN_WORDS_CASES } from '../../fixtures/rules/gst-rules.ts';

describe('amount in words (shared cases)', () => {
  it.each(AMOUNT_IN_WORDS_CASES.map((c) => [c.paise, c] as const))('%s paise', (_p, c) => {
    expect(amountInWords(c.paise)).toBe(c.words);
  });

  it('says crores of crores in words, for a bigint beyond safe integers', () => {
    expect(amountInWords(100_000_000_000_000_000n)).toBe('Rupees Ten Crore Crore Only');
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow('Not an amount in paise: 1.5');
  });
});
