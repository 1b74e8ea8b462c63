import { describe, expect, it } from 'vitest';
import {
  readUserFilter,
  roleLabel,
  userSearch,
  writeUserFilter,
} from '../../../src/lib/user-directory.ts';

describe("the superadmin's user list filter", () => {
  it('reads and writes the address', () => {
    const filter = readUserFilter(
      new URLSearchParams('q=Sharma&role=admin&status=inactive&page=3'),
    );
    expect(filter).toEqual({ search: 'Sharma', role: 'admin', status: 'inactive', page: 3 });
    expect(writeUserFilter(filter).toString()).toBe('q=Sharma&role=admin&status=inactive&page=3');
  });

  it('ignores what it does not know', () => {
    expect(readUserFilter(new URLSearchParams('role=root&status=gone&page=-2'))).toEqual({
      search: '',
      role: null,
      status: null,
      page: 1,
    });
    expect(writeUserFilter({ search: ' ', role: null, status: null, page: 1 }).toString()).toBe('');
  });

  it('searches the phone by its digits, and names and emails by the text', () => {
    expect(userSearch('98765 43210')).toEqual({
      text: '*98765 43210*',
      phone: '9[^0-9]*8[^0-9]*7[^0-9]*6[^0-9]*5[^0-9]*4[^0-9]*3[^0-9]*2[^0-9]*1[^0-9]*0',
    });
    expect(userSearch('ab12')?.phone).toBeNull();
    expect(userSearch('sharma')).toEqual({ text: '*sharma*', phone: null });
    // Filter syntax is never passed through to PostgREST.
    expect(userSearch('a,b(c)')).toEqual({ text: '*a b c*', phone: null });
    expect(userSearch('  ')).toBeNull();
  });

  it('labels roles', () => {
    expect(roleLabel('superadmin')).toBe('Superadmin');
    expect(roleLabel('other')).toBe('other');
  });
});
