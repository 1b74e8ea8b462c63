// An open position as an admin writes it (public.careers_positions): the same limits as the
// table's check constraints, checked here first so the admin reads a message per field.

export const EMPLOYMENT_TYPES = ['Full time', 'Part time', 'Contract', 'Internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Maximum lengths, as 20261123630100_careers_positions.sql. */
export const POSITION_LIMITS = { title: 120, location: 120, description: 2000 } as const;

export interface PositionForm {
  title: string;
  location: string;
  employmentType: string;
  description: string;
  /** Lower lists first (0 to 10000). */
  sortOrder: number;
  isOpen: boolean;
}

export const EMPTY_POSITION_FORM: PositionForm = {
  title: '',
  location: '',
  employmentType: 'Full time',
  description: '',
  sortOrder: 100,
  isOpen: true,
};

export type PositionFormErrors = Partial<Record<keyof PositionForm, string>>;

function required(
  errors: PositionFormErrors,
  field: 'title' | 'location' | 'description',
  label: string,
  value: string,
) {
  const limit = POSITION_LIMITS[field];
  if (value.trim() === '') errors[field] = `${label} is required`;
  else if (value.trim().length > limit)
    errors[field] = `${label} is at most ${limit.toLocaleString('en-IN')} characters`;
}

/** One message per field in error; empty when the form can be saved. */
export function validatePositionForm(form: PositionForm): PositionFormErrors {
  const errors: PositionFormErrors = {};
  required(errors, 'title', 'Title', form.title);
  required(errors, 'location', 'Location', form.location);
  required(errors, 'description', 'Description', form.description);
  if (!(EMPLOYMENT_TYPES as readonly string[]).includes(form.employmentType))
    errors.employmentType = `Choose one of: ${EMPLOYMENT_TYPES.join(', ')}`;
  if (!Number.isInteger(form.sortOrder) || form.sortOrder < 0 || form.sortOrder > 10000)
    errors.sortOrder = 'Order is a whole number from 0 to 10000';
  return errors;
}

/**
 * A new position's id: its title as a slug and a short random tail, within the table's
 * pattern (lower-case letters, digits, - and _; at most 64 characters).
 */
export function positionIdFor(title: string, random: () => number = Math.random): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "Ingénieur" -> "ingenieur"
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  const tail = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return slug ? `${slug}-${tail}` : `position-${tail}`;
}
