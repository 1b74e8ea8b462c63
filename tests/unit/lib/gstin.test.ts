// The device's GSTIN check against the shared cases the database also runs
// (tests/db/gst-rules.test.ts), so checkout and the database say the same thing.
import { describe, expect, it } from 'vitest';
import {
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstinProblem,
  gstinStateCode,
  normaliseGstin,
} from '../../../src/lib/gstin.ts';
import { GSTIN_CASES } from '../../fixtures/rules/gst-rules.ts';

describe('GSTIN (shared cases)', () => {
  it('has valid and invalid cases', () => {
    expect(GSTIN_CASES.filter((c) => c.problem === null).length).toBeGreaterThanOrEqual(5);
    expect(GSTIN_CASES.filter((c) => c.problem !== null).length).toBeGreaterThanOrEqual(10);
  });

  it.each(GSTIN_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(gstinProblem(c.input)).toBe(c.problem);
    expect(normaliseGstin(c.input)).toBe(c.normalised);
  });
});

describe('GSTIN helpers', () => {
  it("computes GSTN's check character", () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('27AABCM1234F1Z')).toBe('X');
  });

  it('reads the state code', () => {
    expect(gstinStateCode(' 29aagcb7383j1z4')).toBe('29');
  });

  it('knows a code for each of the 36 states and union territories', () => {
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(36);
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(36);
  });
});
