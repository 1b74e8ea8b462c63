// A form's fields skip a keystroke in another field: equal props but for the
// handlers getInputProps makes anew each render; any shown difference renders again.
import { describe, expect, it } from 'vitest';
import { sameButHandlers } from '../../../src/ui/form-fields.tsx';

const field = (value: string, error?: string): Record<string, unknown> => ({
  label: 'Full name',
  value,
  error,
  onChange: () => undefined,
  onFocus: () => undefined,
});

describe('sameButHandlers', () => {
  it('holds when only the handlers are new', () => {
    expect(sameButHandlers(field('Asha'), field('Asha'))).toBe(true);
  });

  it('fails on a new value, a new error, or a prop added or dropped', () => {
    expect(sameButHandlers(field('Asha'), field('Ashaa'))).toBe(false);
    expect(sameButHandlers(field('Asha'), field('Asha', 'Please enter your name'))).toBe(false);
    expect(sameButHandlers(field('Asha'), { ...field('Asha'), disabled: true })).toBe(false);
    const { onFocus: _dropped, ...withoutFocus } = field('Asha');
    expect(sameButHandlers(field('Asha'), withoutFocus)).toBe(false);
  });

  it('fails when a handler takes the place of a value', () => {
    expect(sameButHandlers({ value: 'a' }, { value: () => 'a' })).toBe(false);
  });
});
