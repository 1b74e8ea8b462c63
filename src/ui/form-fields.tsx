// Form fields that re-render only when what they show changes (INP while typing).
// A form kept in state (@mantine/form's controlled mode) re-renders on every keystroke, and
// with it every field: at 4x CPU a checkout key took 100 ms, most of it the other ten fields.
import { Checkbox, Select, TextInput } from '@mantine/core';
import { memo } from 'react';

/**
 * Whether a field's props show the same: equal but for their handlers. `getInputProps`
 * makes new handlers on every render, each calling the form's own setters, which read the
 * form's current values; an earlier one does the same. A handler that reads a render's
 * values itself (a PIN code filling the city) must not be given to these.
 */
export function sameButHandlers<P extends object>(a: P, b: P): boolean {
  const before = a as Record<string, unknown>;
  const after = b as Record<string, unknown>;
  const keys = Object.keys(before);
  if (keys.length !== Object.keys(after).length) return false;
  return keys.every(
    (key) =>
      Object.is(before[key], after[key]) ||
      (typeof before[key] === 'function' && typeof after[key] === 'function'),
  );
}

export const FormTextInput = memo(TextInput, sameButHandlers);
export const FormSelect = memo(Select, sameButHandlers);
export const FormCheckbox = memo(Checkbox, sameButHandlers);
