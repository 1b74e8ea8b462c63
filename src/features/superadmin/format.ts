// How the superadmin's screens show instants: India time, to the minute.
const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const formatWhen = (iso: string | null, never = 'Never') =>
  iso && !Number.isNaN(Date.parse(iso)) ? when.format(new Date(iso)) : never;

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
