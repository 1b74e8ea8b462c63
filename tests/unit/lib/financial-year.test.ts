// Financial years and document numbers on the device against the shared cases the database
// also runs (public.financial_year, private.document_number; tests/db/gst-rules.test.ts).
import { describe, expect, it } from 'vitest';
import { documentNumber, parseDocumentNumber } from '../../../src/lib/financial-year.ts';
import { financialYear } from '../../../src/lib/india-time.ts';
import { DOCUMENT_NUMBER_CASES, FINANCIAL_YEAR_CASES } from '../../fixtures/rules/gst-rules.ts';

describe('financial year (shared cases)', () => {
  it.each(FINANCIAL_YEAR_CASES.map((c) => [c.at, c] as const))('%s', (_at, c) => {
    expect(financialYear(new Date(c.at))).toBe(c.year);
  });
});

describe('document numbers (shared cases)', () => {
  it.each(DOCUMENT_NUMBER_CASES.map((c) => [c.number, c] as const))('%s', (_n, c) => {
    expect(documentNumber(c.kind, c.year, c.sequence)).toBe(c.number);
    expect(c.number.length).toBeLessThanOrEqual(16);
    expect(parseDocumentNumber(c.number)).toEqual({
      kind: c.kind,
      year: c.year,
      sequence: c.sequence,
    });
  });

  it('refuses a number the series has no room for', () => {
    expect(() => documentNumber('credit_note', '26-27', 10_000)).toThrow(RangeError);
    expect(() => documentNumber('invoice', '26-27', 0)).toThrow(RangeError);
  });

  it('reads back only our own numbers', () => {
    expect(parseDocumentNumber('MG-1A2B3C4D')).toBeNull();
    expect(parseDocumentNumber('MG/26-27/123')).toBeNull();
  });
});
