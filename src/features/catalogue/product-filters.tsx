import { Chip, CloseButton, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { memo } from 'react';
import type { ProductSort } from '../../lib/catalogue.ts';
import { PRODUCT_CATEGORIES } from '../../lib/constants.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { prepareSearch } from '../../../sync/catalogue/actions.ts';
import {
  PRICE_BANDS,
  SORTS,
  type Category,
  type PriceBand,
  type ProductListState,
} from './product-query.ts';

export interface ProductFiltersProps {
  state: ProductListState;
  /** Receives only what changed, so quick successive changes never undo each other. */
  onChange: (patch: Partial<ProductListState>) => void;
}

const ALL = 'all';

/**
 * Search as you type, category, popular, price band and sort for the product list. Only the
 * search box re-renders on a keystroke: the other controls (a segmented control measuring its
 * indicator, two comboboxes) are memoised on their own values, so `onChange` must be stable.
 */
export function ProductFilters({ state, onChange }: ProductFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField search={state.search} onChange={onChange} />
      <ListFilters
        category={state.category}
        popular={state.popular}
        price={state.price}
        sort={state.sort}
        onChange={onChange}
      />
    </Group>
  );
}

function SearchField({
  search,
  onChange: set,
}: { search: string } & Pick<ProductFiltersProps, 'onChange'>) {
  return (
    <TextInput
      type="search"
      label="Search products"
      placeholder="Try “green laser” or “MDR60”"
      leftSection={<SearchIcon size={18} />}
      value={search}
      onChange={(event) => set({ search: event.currentTarget.value })}
      onFocus={prepareSearch}
      rightSection={
        search ? (
          <CloseButton aria-label="Clear search" onClick={() => set({ search: '' })} />
        ) : null
      }
      style={{ flex: '1 1 260px' }}
      data-testid="product-search"
    />
  );
}

type ListFiltersProps = Pick<ProductListState, 'category' | 'popular' | 'price' | 'sort'> &
  Pick<ProductFiltersProps, 'onChange'>;

// A fragment: the controls stay direct children of the filters' row, wrapping as before.
const ListFilters = memo(function ListFilters({
  category,
  popular,
  price,
  sort,
  onChange: set,
}: ListFiltersProps) {
  return (
    <>
      <SegmentedControl
        aria-label="Category"
        value={category ?? ALL}
        onChange={(value) => set({ category: value === ALL ? null : (value as Category) })}
        data={[
          { value: ALL, label: 'All' },
          ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: c })),
        ]}
      />
      <Chip
        checked={popular}
        onChange={(popular) => set({ popular })}
        variant="outline"
        data-testid="popular-filter"
      >
        Best sellers
      </Chip>
      <Select
        label="Price"
        placeholder="Any price"
        clearable
        data={PRICE_BANDS.map((b) => ({ value: b.value, label: b.label }))}
        value={price}
        onChange={(value) => set({ price: (value as PriceBand | null) ?? null })}
        w={{ base: 'calc(50% - 6px)', sm: 190 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Sort by"
        data={SORTS.map((s) => ({ value: s.value, label: s.label }))}
        value={sort ?? 'rank'}
        onChange={(value) =>
          set({ sort: value === 'rank' || !value ? null : (value as ProductSort) })
        }
        allowDeselect={false}
        w={{ base: 'calc(50% - 6px)', sm: 200 }}
      />
    </>
  );
});
