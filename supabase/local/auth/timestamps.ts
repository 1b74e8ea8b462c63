// Timestamps arrive as Date objects from PGlite and as text from PostgreSQL.

export type Timestamp = Date | string | null;

/** Milliseconds since the epoch, or null. */
export function millis(value: Timestamp | undefined): number | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/** RFC 3339 in UTC, as GoTrue's JSON carries times. */
export function iso(value: Timestamp | undefined): string | null {
  const time = millis(value);
  return time === null ? null : new Date(time).toISOString();
}
