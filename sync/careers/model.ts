// Open positions on the careers page (public.careers_positions), as the page shows them. The
// public surface of sync/careers for types and the row mapping.

export interface Position {
  id: string;
  title: string;
  location: string;
  /** 'Full time', 'Part time', 'Contract' or 'Internship'. */
  employmentType: string;
  description: string;
}

/** A position as an admin manages it: closed ones too, with the listing order. */
export interface AdminPosition extends Position {
  sortOrder: number;
  isOpen: boolean;
}

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Rows as the server (or the bundle, or this device's cache) has them, as positions in the
 * order given; a malformed row is left out, and anything but a list is null (nothing to use).
 */
export function toPositions(rows: unknown): Position[] | null {
  if (!Array.isArray(rows)) return null;
  return rows.flatMap((row: Record<string, unknown> | null) => {
    if (row === null || typeof row !== 'object') return [];
    const { id, title, location, employment_type: employmentType, description } = row;
    if (!text(id) || !text(title) || !text(location) || !text(description)) return [];
    if (!text(employmentType)) return [];
    return [{ id, title, location, employmentType, description }];
  });
}
