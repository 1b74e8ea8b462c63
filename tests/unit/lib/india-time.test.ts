import { describe, expect, it } from 'vitest';
import {
  INDIA_TIME_ZONE,
  MONTHS,
  dayInWords,
  indiaDate,
  indiaDateTime,
  indiaDayEnd,
  indiaDayStart,
  indiaMediumDateTime,
  indiaShortDate,
  indiaTime,
  isoDateInIndia,
  startOfIndianDayMs,
} from '../../../src/lib/india-time.ts';

// The financial year is run against the shared cases in tests/unit/lib/financial-year.test.ts.
describe('the day in India', () => {
  it('gives the date in India, which runs 5:30 ahead of UTC', () => {
    expect(isoDateInIndia(new Date('2025-06-15T18:29:59Z'))).toBe('2025-06-15');
    expect(isoDateInIndia(new Date('2025-06-15T18:30:00Z'))).toBe('2025-06-16');
    expect(isoDateInIndia(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
  });

  it('gives the instant an Indian day starts', () => {
    expect(startOfIndianDayMs({ year: 2025, month: 6, day: 16 })).toBe(
      Date.parse('2025-06-15T18:30:00Z'),
    );
  });

  it('writes a day as the stored edges of its India-time span', () => {
    expect(indiaDayStart('2026-11-26')).toBe('2026-11-26T00:00:00+05:30');
    expect(indiaDayEnd('2026-11-26')).toBe('2026-11-26T23:59:59.999+05:30');
    expect(Date.parse(indiaDayStart('2025-06-16'))).toBe(
      startOfIndianDayMs({ year: 2025, month: 6, day: 16 }),
    );
  });

  it('is the zone the browser and Intl know', () => {
    expect(INDIA_TIME_ZONE).toBe('Asia/Kolkata');
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[3]).toBe('April');
  });
});

describe('India time in words', () => {
  it('writes an instant as the date and time in India', () => {
    // 05:12 UTC is 10:42 IST; 19:00 UTC on the 30th is 00:30 IST on 1 December.
    expect(indiaDateTime('2026-11-26T05:12:00Z')).toBe('26 November 2026, 10:42 am');
    expect(indiaDateTime('2026-11-30T19:00:00.000Z')).toBe('1 December 2026, 12:30 am');
    // A Hindi page: the same India-time moment in Hindi words.
    expect(indiaDateTime('2026-11-30T19:00:00.000Z', 'hi-IN')).toMatch(/^1 दिसंबर 2026/);
    expect(indiaDateTime('2026-11-30T19:00:00.000Z', 'hi-IN')).toContain('12:30');
    expect(indiaDateTime('2026-11-26T06:30:00+00:00')).toBe('26 November 2026, 12:00 pm');
    // The lead page's raw created_at reads in words.
    expect(indiaDateTime('2026-11-24T12:03:40.572+00:00')).toBe('24 November 2026, 5:33 pm');
    expect(indiaTime(Date.parse('2026-11-26T10:15:00Z'))).toBe('3:45 pm');
  });

  it('is empty for a missing or unreadable date, never a raw string', () => {
    expect(indiaDateTime(null)).toBe('');
    expect(indiaDateTime('')).toBe('');
    expect(indiaDateTime('not a date')).toBe('');
  });
});

describe('a calendar day in words', () => {
  it('writes the day as it is, in English or the page language', () => {
    expect(dayInWords('2027-03-31')).toBe('31 March 2027');
    expect(dayInWords('')).toBe('');
    expect(dayInWords('2027-13-01')).toBe('');
    expect(dayInWords('2026-11-26', 'hi-IN')).toBe(
      new Intl.DateTimeFormat('hi-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(2026, 10, 26)),
    );
  });
});

describe('the desks in India time', () => {
  it('writes India-time dates in words', () => {
    expect(indiaDateTime('2026-11-26T09:35:00.000Z')).toBe('26 November 2026, 3:05 pm');
    expect(indiaDateTime('2026-11-25T18:45:00Z')).toBe('26 November 2026, 12:15 am');
    expect(indiaDate('2026-11-25T18:45:00Z')).toBe('26 November 2026');
    expect(indiaDateTime(null)).toBe('');
    expect(indiaDateTime('not a date')).toBe('');
  });

  it('writes a follow-up day as the day it is', () => {
    expect(indiaDate('2026-11-26')).toBe('26 November 2026');
    expect(indiaDate(undefined)).toBe('');
  });

  it('matches Intl in India time for the locale formats', () => {
    const at = '2026-11-30T19:00:00.000Z';
    const zone = { timeZone: 'Asia/Kolkata' } as const;
    expect(indiaMediumDateTime(at)).toBe(
      new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', ...zone }).format(
        new Date(at),
      ),
    );
    expect(indiaShortDate(at, 'hi-IN')).toBe(
      new Date(at).toLocaleDateString('hi-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        ...zone,
      }),
    );
    expect(indiaShortDate(at)).toMatch(/^1 Dec/);
  });
});
