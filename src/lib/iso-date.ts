// Calendar dates as ISO "YYYY-MM-DD" strings: parsing, formatting, adding years. Dates are
// handled as plain calendar days (UTC arithmetic), never as local-time instants; which day it
// is in India is src/lib/india-time.ts.

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

/** A real calendar date from "YYYY-MM-DD" (2023-02-29 is not one), else null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Same day and month some years on; 29 February falls back to 28 February in common years. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  const lastDay = new Date(Date.UTC(year, date.month, 0)).getUTCDate();
  return { year, month: date.month, day: Math.min(date.day, lastDay) };
}
