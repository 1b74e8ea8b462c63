// /admin/orders/low-stock: products at or below the shop's low-stock threshold (site
// settings), fewest first, each linked to its editor (stock changes go through drafts).
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLowStock } from '../../../sync/admin-orders/hooks.ts';
import { DeskCopyNote } from '../../ui/desk-copy-note.tsx';

export function LowStock() {
  const read = useLowStock();
  const products = read.value ?? [];
  return (
    <Stack gap="sm" data-testid="low-stock">
      <Anchor component={Link} to="/admin/orders">
        ← All orders
      </Anchor>
      <Text fw={600}>Products running low</Text>
      <DeskCopyNote mb="sm" error={read.error} savedAt={read.savedAt} />
      {read.loading && !read.value && <Text>Loading stock…</Text>}
      {read.value && products.length === 0 && (
        <Text c="dark.5">Every product has more than the low-stock threshold.</Text>
      )}
      {products.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right">In stock</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((p) => (
              <Table.Tr key={p.id} data-testid="low-stock-row" data-id={p.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/products/${p.id}`}>
                    {p.name}
                  </Anchor>
                  {p.hidden && (
                    <Badge ml={6} size="xs" variant="light" color="gray">
                      hidden
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{p.category}</Table.Td>
                <Table.Td ta="right">
                  <Text c={p.stockQuantity === 0 ? 'red.8' : undefined} fw={600} size="sm">
                    {p.stockQuantity === 0 ? 'Out of stock' : p.stockQuantity}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
