// A warranty's end on the registration form: the day in words, or as given when it is not one.
import { dayInWords } from '../../lib/india-time.ts';

/**
 * "2028-11-21" as "21 November 2028" (a calendar date, no time zone shift), in `locale`
 * ("hi-IN": "21 नवंबर 2028").
 */
export function longDate(iso: string, locale = 'en-IN'): string {
  return dayInWords(iso, locale) || iso;
}
