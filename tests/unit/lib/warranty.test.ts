import { describe, expect, it } from 'vitest';
import { isUnderWarranty, warrantyEndDate } from '../../../src/lib/warranty.ts';
import { addYears, parseIsoDate } from '../../../src/lib/iso-date.ts';

describe('warrantyEndDate', () => {
  it.each([
    ['2025-06-15', '2027-06-15'],
    ['2024-01-01', '2026-01-01'],
    ['2023-12-31', '2025-12-31'],
    ['2024-02-29', '2026-02-28'], // leap day to a common year
    ['2026-02-28', '2028-02-28'],
    ['2022-02-29', null], // no such day
    ['2025-13-01', null],
    ['15-06-2025', null],
    ['', null],
  ])('%s ends %s', (purchase, end) => {
    expect(warrantyEndDate(purchase)).toBe(end);
  });
});

describe('isUnderWarranty', () => {
  it('covers from the purchase date to the end date inclusive', () => {
    expect(isUnderWarranty('2024-02-29', '2024-02-29')).toBe(true);
    expect(isUnderWarranty('2024-02-29', '2026-02-28')).toBe(true);
    expect(isUnderWarranty('2024-02-29', '2026-03-01')).toBe(false);
    expect(isUnderWarranty('2024-02-29', '2024-02-28')).toBe(false);
    expect(isUnderWarranty('nonsense', '2024-02-28')).toBe(false);
    expect(isUnderWarranty('2024-02-29', 'nonsense')).toBe(false);
  });
});

describe('iso dates', () => {
  it('parses real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate(' 2025-01-31 ')).toEqual({ year: 2025, month: 1, day: 31 });
    expect(parseIsoDate('2025-04-31')).toBeNull();
    expect(parseIsoDate('2025-1-5')).toBeNull();
    expect(parseIsoDate('2025-01-05T00:00:00Z')).toBeNull();
  });

  it('adds years, clamping 29 February', () => {
    expect(addYears({ year: 2024, month: 2, day: 29 }, 4)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
    expect(addYears({ year: 2024, month: 2, day: 29 }, 1)).toEqual({
      year: 2025,
      month: 2,
      day: 28,
    });
  });
});
