import { Chip, CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { memo } from 'react';
import type { ProductSort } from '../../lib/catalogue.ts';
import { PRODUCT_CATEGORIES } from '../../lib/constants.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { prepareSearch } from '../../../sync/products/actions.ts';
import {
  PRICE_BANDS,
  SORTS,
  type Category,
  type PriceBand,
  type ProductListState,
} from './product-query.ts';
import { t } from '../../i18n/index.ts';

export interface ProductFiltersProps {
  state: ProductListState;
  /** Receives only what changed, so quick successive changes never undo each other. */
  onChange: (patch: Partial<ProductListState>) => void;
}

const ALL = 'all';

/**
 * Search as you type, category, popular, price band and sort for the product list. Only the
 * search box re-renders on a keystroke: the other controls are memoised on their own values,
 * so `onChange` must be stable.
 *
 * Nothing here measures the page: the category is a radio group of chips (Mantine's
 * SegmentedControl measured its indicator, a forced layout of the whole page while hydrating)
 * and price and sort are native selects (the phone's own picker; Mantine's Select brought a
 * popover, floating-ui and a scroll area, about 35 KiB gzipped, and positioned its dropdown
 * while hydrating).
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
      label={t('Search products')}
      placeholder={t('Try “green laser” or “MDR60”')}
      leftSection={<SearchIcon size={18} />}
      value={search}
      onChange={(event) => set({ search: event.currentTarget.value })}
      onFocus={prepareSearch}
      rightSection={
        search ? (
          <CloseButton aria-label={t('Clear search')} onClick={() => set({ search: '' })} />
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
      {/* One row of chips; on a phone a line of its own, so price and sort share the next. */}
      <Group gap={6} w={{ base: '100%', sm: 'auto' }}>
        <Group role="radiogroup" aria-label={t('Category')} gap={6}>
          <Chip.Group
            value={category ?? ALL}
            onChange={(value) => set({ category: value === ALL ? null : (value as Category) })}
          >
            {[ALL, ...PRODUCT_CATEGORIES].map((value) => (
              // One name: the arrow keys move between them, as in any radio group.
              <Chip key={value} value={value} name="category" variant="outline" icon={null}>
                {value === ALL ? t('All') : t(value)}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
        <Chip
          checked={popular}
          onChange={(popular) => set({ popular })}
          variant="outline"
          data-testid="popular-filter"
        >
          {t('Best sellers')}
        </Chip>
      </Group>
      <NativeSelect
        label={t('Price')}
        data={[
          { value: '', label: t('Any price') },
          ...PRICE_BANDS.map((b) => ({ value: b.value, label: t(b.label) })),
        ]}
        value={price ?? ''}
        onChange={(event) =>
          set({ price: (event.currentTarget.value || null) as PriceBand | null })
        }
        w={{ base: 'calc(50% - 6px)', sm: 190 }}
      />
      <NativeSelect
        label={t('Sort by')}
        data={SORTS.map((s) => ({ value: s.value, label: t(s.label) }))}
        value={sort ?? 'rank'}
        onChange={(event) => {
          const value = event.currentTarget.value;
          set({ sort: value === 'rank' ? null : (value as ProductSort) });
        }}
        w={{ base: 'calc(50% - 6px)', sm: 200 }}
      />
    </>
  );
});
