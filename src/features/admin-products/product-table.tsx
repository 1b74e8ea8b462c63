// The merged catalogue (published products with this device's drafts laid over), searched,
// filtered and sorted in the browser, shown 50 rows a page so 5,000 products stay fast.
import { Button, Group, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAdminProducts } from '../../../sync/product-drafts/hooks.ts';
import { useCatalogueQuery } from '../../../sync/products/hooks.ts';
import {
  ADMIN_PAGE_SIZE,
  byVisibility,
  draftBadge,
  pageOf,
  readAdminListState,
  writeAdminListState,
} from '../../lib/admin-products.ts';
import type { ProductSort } from '../../lib/catalogue.ts';
import { PRODUCT_CATEGORIES } from '../../lib/product-form.ts';
import { ListPager } from '../../ui/list-pager.tsx';
import { useConflicts } from './publish-state.ts';
import { DraftBadge } from './draft-badge.tsx';
import { useAddressFilter } from '../../ui/use-address-filter.ts';

const SORT_OPTIONS = [
  { value: 'rank', label: 'Rank' },
  { value: 'name', label: 'Name' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];
const SHOW_OPTIONS = [
  { value: 'all', label: 'All products' },
  { value: 'visible', label: 'Visible to shoppers' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'drafts', label: 'With unpublished changes' },
];

export function ProductTable() {
  const [state, , update] = useAddressFilter(readAdminListState, writeAdminListState);
  const merged = useCatalogueQuery(useAdminProducts(), {
    search: state.search,
    category: state.category,
    sort: state.search ? null : state.sort,
    includeHidden: true,
  });
  const conflicts = useConflicts();
  const conflicted = useMemo(() => new Set(conflicts.map((c) => c.id)), [conflicts]);
  const filtered = useMemo(() => byVisibility(merged, state.show), [merged, state.show]);
  const { rows, page } = pageOf(filtered, state.page);

  return (
    <>
      <Group align="end" gap="sm" mb="sm" wrap="wrap">
        <TextInput
          label="Search products"
          value={state.search}
          onChange={(e) => update({ search: e.currentTarget.value })}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label="Category"
          data={[...PRODUCT_CATEGORIES]}
          value={state.category}
          onChange={(category) => update({ category })}
          clearable
          placeholder="All"
          w={150}
        />
        <Select
          label="Show"
          data={SHOW_OPTIONS}
          value={state.show}
          onChange={(show) => update({ show: (show ?? 'all') as typeof state.show })}
          allowDeselect={false}
          w={210}
        />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={state.sort}
          onChange={(sort) => update({ sort: (sort ?? 'rank') as ProductSort })}
          allowDeselect={false}
          w={190}
        />
        <Button component={Link} to="/admin/products/new">
          Add product
        </Button>
      </Group>
      <Text size="sm" c="dark.5" mb="xs" data-testid="product-count">
        {filtered.length} {filtered.length === 1 ? 'product' : 'products'}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover data-testid="admin-products">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Rank</Table.Th>
              <Table.Th>
                <VisuallyHidden>Status</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((product) => (
              <Table.Tr key={product.id} data-testid="admin-product-row" data-id={product.id}>
                <Table.Td>
                  <Link to={`/admin/products/${encodeURIComponent(product.id)}`}>
                    {product.name}
                  </Link>
                  <Text size="xs" c="dark.5">
                    {product.id}
                    {product.hidden ? ' · hidden' : ''}
                  </Text>
                </Table.Td>
                <Table.Td>{product.category}</Table.Td>
                <Table.Td>{product.price}</Table.Td>
                <Table.Td>{product.rank}</Table.Td>
                <Table.Td>
                  <DraftBadge kind={draftBadge(product, conflicted)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager
        total={filtered.length}
        pageSize={ADMIN_PAGE_SIZE}
        page={page}
        onChange={(next) => update({ page: next })}
      />
    </>
  );
}
