import '@mantine/core/styles/Pagination.css';
// The pages under a long list (people, leads, products): shown only when there is more than
// one, each control named for screen readers; a page past the end shows as the last one.
import { Pagination } from '@mantine/core';
import { t } from '../i18n/index.ts';

export interface ListPagerProps {
  /** Rows in the whole list, across all pages. */
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}

export function ListPager({ total, pageSize, page, onChange }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Pagination
      mt="md"
      total={pages}
      value={Math.min(page, pages)}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': t('{control} page', { control }) })}
      getItemProps={(n) => ({ 'aria-label': t('Page {n}', { n }) })}
    />
  );
}
