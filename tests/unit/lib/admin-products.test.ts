import { describe, expect, it } from 'vitest';
import {
  byVisibility,
  draftBadge,
  pageOf,
  readAdminListState,
  writeAdminListState,
  type AdminRow,
} from '../../../src/lib/admin-products.ts';

const rows: AdminRow[] = [
  { id: 'a', hidden: false, deleted: false, draft: null },
  { id: 'b', hidden: true, deleted: false, draft: 'changed' },
  { id: 'c', hidden: false, deleted: true, draft: 'deleted' },
  { id: 'd', hidden: false, deleted: false, draft: 'added' },
];

describe('admin product table', () => {
  it('filters by visibility', () => {
    const ids = (show: Parameters<typeof byVisibility>[1]) =>
      byVisibility(rows, show).map((r) => r.id);
    expect(ids('all')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('visible')).toEqual(['a', 'd']);
    expect(ids('hidden')).toEqual(['b']);
    expect(ids('drafts')).toEqual(['b', 'c', 'd']);
  });

  it('badges a conflict over the draft kind', () => {
    const conflicted = new Set(['b']);
    expect(rows.map((r) => draftBadge(r, conflicted))).toEqual([
      null,
      'conflict',
      'deleted',
      'added',
    ]);
  });

  it('keeps the list state in the address, defaults left out, bad values ignored', () => {
    const state = readAdminListState(new URLSearchParams('q=ml&show=hidden&sort=name&page=3'));
    expect(state).toEqual({ search: 'ml', category: null, show: 'hidden', sort: 'name', page: 3 });
    expect(writeAdminListState(state).toString()).toBe('q=ml&show=hidden&sort=name&page=3');
    expect(readAdminListState(new URLSearchParams('show=x&sort=y&page=-2'))).toEqual({
      search: '',
      category: null,
      show: 'all',
      sort: 'rank',
      page: 1,
    });
    expect(writeAdminListState(readAdminListState(new URLSearchParams())).toString()).toBe('');
  });

  it('pages 5,000 rows 50 at a time, clamping the page', () => {
    const many = Array.from({ length: 5000 }, (_, n) => n);
    expect(pageOf(many, 1)).toMatchObject({ page: 1, pages: 100 });
    expect(pageOf(many, 100).rows[49]).toBe(4999);
    expect(pageOf(many, 400).page).toBe(100);
    expect(pageOf([], 3)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});
