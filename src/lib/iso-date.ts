// Calendar dates as ISO "YYYY-MM-DD" strings: parsing, today's date in India, adding years.
// Dates are handled as plain calendar days (UTC arithmetic), never as local-time instants.

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000; // IST is UTC+5:30 all year, no DST.

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

/** The calendar date in India at an instant: what "today" means for an Indian shop. */
export function isoDateInIndia(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Indian calendar day starts (00:00 IST), in epoch milliseconds. */
export function startOfIndianDayMs(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) - INDIA_OFFSET_MS;
}

/** Same day and month some years on; 29 February falls back to 28 February in common years. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  const lastDay = new Date(Date.UTC(year, date.month, 0)).getUTCDate();
  return { year, month: date.month, day: Math.min(date.day, lastDay) };
}
