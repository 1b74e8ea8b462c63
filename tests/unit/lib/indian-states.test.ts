import { describe, expect, it } from 'vitest';
import {
  findIndianState,
  INDIAN_STATES,
  INDIAN_STATES_AND_UNION_TERRITORIES,
  INDIAN_UNION_TERRITORIES,
} from '../../../src/lib/indian-states.ts';

describe('Indian states and union territories', () => {
  it('has 28 states and 8 union territories, 36 in all, none repeated', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(INDIAN_STATES_AND_UNION_TERRITORIES).toHaveLength(36);
    expect(new Set(INDIAN_STATES_AND_UNION_TERRITORIES).size).toBe(36);
  });

  it('is sorted alphabetically', () => {
    const sorted = [...INDIAN_STATES_AND_UNION_TERRITORIES].sort((a, b) => a.localeCompare(b));
    expect(INDIAN_STATES_AND_UNION_TERRITORIES).toEqual(sorted);
    expect(INDIAN_STATES_AND_UNION_TERRITORIES[0]).toBe('Andaman and Nicobar Islands');
    expect(INDIAN_STATES_AND_UNION_TERRITORIES.at(-1)).toBe('West Bengal');
  });

  it('uses the current official names', () => {
    expect(INDIAN_STATES).toContain('Odisha');
    expect(INDIAN_STATES).toContain('Telangana');
    expect(INDIAN_STATES).toContain('Uttarakhand');
    expect(INDIAN_UNION_TERRITORIES).toContain('Puducherry');
    expect(INDIAN_UNION_TERRITORIES).toContain('Ladakh');
    expect(INDIAN_UNION_TERRITORIES).toContain('Dadra and Nagar Haveli and Daman and Diu');
    expect(INDIAN_STATES).not.toContain('Jammu and Kashmir');
    expect(INDIAN_UNION_TERRITORIES).toContain('Jammu and Kashmir');
  });

  it('finds a state ignoring case and surrounding spaces', () => {
    expect(findIndianState('karnataka')).toBe('Karnataka');
    expect(findIndianState('  WEST bengal ')).toBe('West Bengal');
    expect(findIndianState('West  Bengal')).toBeNull();
    expect(findIndianState('Orissa')).toBeNull();
    expect(findIndianState('')).toBeNull();
  });
});
