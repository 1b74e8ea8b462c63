import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useNavigationType } from 'react-router-dom';
import { gaItem } from '../../lib/ecommerce.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadingState } from '../../ui/loading-state.tsx';
import { useTrackOnce } from '../../ui/use-track-once.ts';
import { useProductsState } from '../../../sync/products/hooks.ts';
import type { Product } from '../../../sync/products/model.ts';
import { ProductFilters } from './product-filters.tsx';
import { ProductGrid } from './product-grid.tsx';
import { catalogueQueryOf, isFiltered, type ProductListState } from './product-query.ts';
import { useFirstScreenful } from './use-first-screenful.ts';
import { useListState } from './use-list-state.ts';
import { t } from '../../i18n/index.ts';

const PAGE_SIZE = 24;

export interface ProductBrowserProps {
  renderAction?: (product: Product) => ReactNode;
}

/** How many of a list's products its view_item_list event names (GA takes up to 200). */
const LISTED_ITEMS = 20;

/**
 * The product list with its filters, kept in the address. Every keystroke searches the local
 * catalogue in memory (sync/products/search-index.ts), so results follow the typing with no network.
 */
export function ProductBrowser({ renderAction }: ProductBrowserProps) {
  const [state, setState] = useListState();
  // Results render with the keystroke, in the same frame as the box: a new list renders only
  // its first screenful (8 cards), sooner than a deferred render, which the next keystroke
  // interrupts (deferred, results came p95 51 ms after a key at 1x, 186 ms at 4x; with the
  // key, 27-29 and 74-94: bench/keystroke.ts). A filter or sort tapped answers first (the
  // chip, the select) and narrows the list in a render React may interrupt (tap
  // to answer). (Deferred as text: the state is a new object on every render.)
  const filters = useDeferredValue(JSON.stringify(catalogueQueryOf({ ...state, search: '' })));
  const query = useMemo(
    () => ({
      ...(JSON.parse(filters) as ReturnType<typeof catalogueQueryOf>),
      search: state.search.trim() || null,
    }),
    [filters, state.search],
  );
  const { products, loading } = useProductsState(query);
  const [shown, setShown] = useState(PAGE_SIZE);
  // Back (or Forward) to the list renders it whole, so its place can be restored.
  const navigationType = useNavigationType();
  const [returned] = useState(navigationType === 'POP');
  const { count, sentinel, renderAll } = useFirstScreenful(JSON.stringify(query), shown, returned);
  const page = useMemo(() => products.slice(0, count), [products, count]);
  // Analytics (with consent): the list as first shown for each search and filter.
  const listed = useMemo(
    () =>
      loading || products.length === 0
        ? null
        : {
            item_list_id: 'products',
            item_list_name: 'Products',
            items: products.slice(0, LISTED_ITEMS).map((p, index) => gaItem(p, undefined, index)),
          },
    [loading, products],
  );
  useTrackOnce('view_item_list', JSON.stringify(query), listed);
  const onChange = useCallback(
    (patch: Partial<ProductListState>) => {
      setShown(PAGE_SIZE);
      setState(patch);
    },
    [setState],
  );

  return (
    <Stack gap="lg">
      <ProductFilters state={state} onChange={onChange} />
      <Group justify="space-between">
        <Text fz="sm" c="dark.5" aria-live="polite" data-testid="result-count">
          {loading
            ? t('Loading products…')
            : t('{count, plural, one {# product} other {# products}}', { count: products.length })}
        </Text>
        {isFiltered(state) && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() =>
              onChange({
                search: '',
                category: null,
                popular: false,
                price: null,
                sort: state.sort,
              })
            }
          >
            {t('Clear filters')}
          </Button>
        )}
      </Group>
      {loading ? (
        <LoadingState label={t('Loading products')} />
      ) : products.length === 0 ? (
        <EmptyState title={t('No products match')}>
          {t('Check the spelling, or clear a filter to see more of the range.')}
        </EmptyState>
      ) : (
        <div onFocus={renderAll}>
          <ProductGrid products={page} renderAction={renderAction} priorityCount={2} />
          <div ref={sentinel} aria-hidden />
        </div>
      )}
      {products.length > shown && (
        <Center>
          <Button variant="default" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            {t('Show more ({count} more)', { count: products.length - shown })}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
