// India time, the one clock the shop keeps: UTC+05:30 all year (no daylight saving), the
// calendar day it is in India, the financial year (1 April to 31 March), and instants in words.
// Every date the shop shows, files or filters by day goes through here.
//
// The database keeps its own, and it is the authority: a day is taken `at time zone
// 'Asia/Kolkata'` (private.india_today, admin_orders' day filters, the leads' daily counts and
// limits, an invoice's date, the purchase-date check); public.financial_year is financialYear
// (case table: tests/fixtures/rules/financial-year.json); private.date_words writes a day as
// dayInWords does ('11 December 2026').
import type { CalendarDate } from './iso-date.ts';

/** The IANA name, for Intl and browsers. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The months as invoices and the desks write them. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** India's wall clock at an instant, to be read with the getUTC* methods. */
const indiaClock = (ms: number) => new Date(ms + INDIA_OFFSET_MS);

// Days ------------------------------------------------------------------------------------------

/** The calendar date in India at an instant ("YYYY-MM-DD"): what "today" means for the shop. */
export function isoDateInIndia(now: Date): string {
  return indiaClock(now.getTime()).toISOString().slice(0, 10);
}

/** The instant an Indian calendar day starts (00:00 IST), in epoch milliseconds. */
export function startOfIndianDayMs(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) - INDIA_OFFSET_MS;
}

/** A "YYYY-MM-DD" day's first instant in India, as a timestamp the database stores. */
export const indiaDayStart = (day: string) => `${day}T00:00:00+05:30`;

/** A "YYYY-MM-DD" day's last millisecond in India, as a timestamp the database stores. */
export const indiaDayEnd = (day: string) => `${day}T23:59:59.999+05:30`;

/** The financial year an instant falls in, as invoices write it: "26-27" for 2026-27. */
export function financialYear(at: Date): string {
  const india = indiaClock(at.getTime());
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

// In words --------------------------------------------------------------------------------------

type Instant = number | string | Date;

/** Epoch ms of an instant, or null for a missing or unreadable one. */
function instantMs(at: Instant | null | undefined): number | null {
  if (at === null || at === undefined || at === '') return null;
  const ms = new Date(at).getTime();
  return Number.isNaN(ms) ? null : ms;
}

// Made on first use and kept per locale and style: creating a date format loads ICU's data,
// about 20 ms of a phone's main thread.
const STYLES = {
  long: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  medium: { dateStyle: 'medium', timeStyle: 'short' },
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formats = new Map<string, Intl.DateTimeFormat>();

function indiaFormat(locale: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${style} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: INDIA_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

/** "10:42 am" in India time. */
export function indiaTime(at: Instant): string {
  const d = indiaClock(new Date(at).getTime());
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "26 November 2026" in India time; '' for a missing or unreadable date. */
export function indiaDate(at: Instant | null | undefined): string {
  const ms = instantMs(at);
  if (ms === null) return '';
  const d = indiaClock(ms);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * "2026-11-26" (a calendar day, already India's: a document's date, a warranty's end) -> "26
 * November 2026", never shifted a day; in another `locale` ("hi-IN") the same day in its words
 * ("26 नवंबर 2026"). '' when it is not such a day.
 */
export function dayInWords(isoDate: string | null | undefined, locale = 'en-IN'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  if (!match) return '';
  const month = MONTHS[Number(match[2]) - 1];
  if (!month) return '';
  if (locale === 'en-IN') return `${Number(match[3])} ${month} ${match[1]}`;
  // Midnight UTC is 05:30 the same day in India.
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return indiaFormat(locale, 'longDate').format(day);
}

/**
 * "26 November 2026, 10:42 am" in India time; '' for a missing or unreadable date. In another
 * `locale` ("hi-IN") the same moment in its words, still India time.
 */
export function indiaDateTime(at: Instant | null | undefined, locale = 'en-IN'): string {
  const ms = instantMs(at);
  if (ms === null) return '';
  if (locale !== 'en-IN') return indiaFormat(locale, 'long').format(ms);
  return `${indiaDate(ms)}, ${indiaTime(ms)}`;
}

/** The locale's medium date and short time in India time ("26 Nov 2026, 3:05 pm" in en-IN). */
export function indiaMediumDateTime(at: Instant, locale = 'en-IN'): string {
  return indiaFormat(locale, 'medium').format(new Date(at));
}

/** The day with the month's short name in India time ("26 Nov 2026" in en-IN). */
export function indiaShortDate(at: Instant, locale = 'en-IN'): string {
  return indiaFormat(locale, 'shortDate').format(new Date(at));
}
