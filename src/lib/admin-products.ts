// The admin product table's rules: which rows a visibility filter keeps, what badge a row
// wears, paging, and the list state as it is kept in the address (?q=&category=&show=&sort=&page=).
import { pageParam } from './address-params.ts';
import type { ProductSort } from './catalogue.ts';

export type ProductVisibility = 'all' | 'visible' | 'hidden' | 'drafts';
export type DraftBadge = 'changed' | 'added' | 'deleted' | 'conflict';

export const ADMIN_PAGE_SIZE = 50;
const SORTS: readonly ProductSort[] = ['rank', 'name', 'price-asc', 'price-desc'];
const VISIBILITIES: readonly ProductVisibility[] = ['all', 'visible', 'hidden', 'drafts'];

export interface AdminRow {
  id: string;
  hidden: boolean;
  deleted: boolean;
  draft: 'changed' | 'added' | 'deleted' | null;
}

export function byVisibility<R extends AdminRow>(rows: readonly R[], show: ProductVisibility): R[] {
  switch (show) {
    case 'all':
      return [...rows];
    case 'visible':
      return rows.filter((r) => !r.hidden && !r.deleted);
    case 'hidden':
      return rows.filter((r) => r.hidden);
    case 'drafts':
      return rows.filter((r) => r.draft !== null);
  }
}

/** A conflict outranks the draft's own kind: it is what needs the admin's attention. */
export function draftBadge(row: AdminRow, conflicted: ReadonlySet<string>): DraftBadge | null {
  return conflicted.has(row.id) ? 'conflict' : row.draft;
}

export interface AdminListState {
  search: string;
  category: string | null;
  show: ProductVisibility;
  sort: ProductSort;
  /** 1-based. */
  page: number;
}

export function readAdminListState(params: URLSearchParams): AdminListState {
  const sort = params.get('sort') as ProductSort;
  const show = params.get('show') as ProductVisibility;
  return {
    search: params.get('q') ?? '',
    category: params.get('category') || null,
    show: VISIBILITIES.includes(show) ? show : 'all',
    sort: SORTS.includes(sort) ? sort : 'rank',
    page: pageParam(params),
  };
}

/** Defaults are left out, so a plain list has a plain address. */
export function writeAdminListState(state: AdminListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.category) params.set('category', state.category);
  if (state.show !== 'all') params.set('show', state.show);
  if (state.sort !== 'rank') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** One page of rows (the page clamped to the last one), and how many pages there are. */
export function pageOf<R>(rows: readonly R[], page: number, size = ADMIN_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pages };
}
