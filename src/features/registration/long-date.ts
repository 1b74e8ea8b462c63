/**
 * "2028-11-21" as "21 November 2028" (a calendar date, no time zone shift), in `locale`
 * ("hi-IN": "21 नवंबर 2028").
 */
export function longDate(iso: string, locale = 'en-IN'): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
