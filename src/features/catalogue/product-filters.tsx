import { Chip, CloseButton, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
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

/** Search as you type, category, popular, price band and sort for the product list. */
export function ProductFilters({ state, onChange }: ProductFiltersProps) {
  const set = onChange;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label="Search products"
        placeholder="Try “green laser” or “MDR60”"
        leftSection={<SearchIcon size={18} />}
        value={state.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        onFocus={prepareSearch}
        rightSection={
          state.search ? (
            <CloseButton aria-label="Clear search" onClick={() => set({ search: '' })} />
          ) : null
        }
        style={{ flex: '1 1 260px' }}
        data-testid="product-search"
      />
      <SegmentedControl
        aria-label="Category"
        value={state.category ?? ALL}
        onChange={(value) => set({ category: value === ALL ? null : (value as Category) })}
        data={[
          { value: ALL, label: 'All' },
          ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: c })),
        ]}
      />
      <Chip
        checked={state.popular}
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
        value={state.price}
        onChange={(value) => set({ price: (value as PriceBand | null) ?? null })}
        w={{ base: 'calc(50% - 6px)', sm: 190 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Sort by"
        data={SORTS.map((s) => ({ value: s.value, label: s.label }))}
        value={state.sort ?? 'rank'}
        onChange={(value) =>
          set({ sort: value === 'rank' || !value ? null : (value as ProductSort) })
        }
        allowDeselect={false}
        w={{ base: 'calc(50% - 6px)', sm: 200 }}
      />
    </Group>
  );
}
