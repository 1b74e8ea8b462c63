// How the superadmin's screens show instants: India time, to the minute.
import { indiaMediumDateTime } from '../../lib/india-time.ts';

export const formatWhen = (iso: string | null, never = 'Never') =>
  iso && !Number.isNaN(Date.parse(iso)) ? indiaMediumDateTime(iso) : never;

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
