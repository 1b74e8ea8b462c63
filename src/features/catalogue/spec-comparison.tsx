import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { compareSpecifications } from '../../lib/product-companions.ts';
import { formatInr } from '../../lib/money.ts';
import type { Product } from '../../../sync/catalogue/model.ts';

/** This product's specifications beside the next model down and up (whichever exist). */
export function SpecComparison({ products }: { products: readonly Product[] }) {
  const rows = compareSpecifications(products.map((p) => p.specifications));
  return (
    <div
      role="region"
      aria-label="Specifications compared"
      tabIndex={0}
      style={{ overflowX: 'auto' }}
      data-testid="spec-comparison"
    >
      <Table withTableBorder verticalSpacing="xs" fz="sm" maw={860} miw={products.length * 120}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Model</Table.Th>
            {products.map((p, index) => (
              <Table.Th key={p.id} scope="col">
                {index === 0 ? (
                  `${p.id.toUpperCase()} (this)`
                ) : (
                  <Anchor component={Link} to={`/products/${p.id}`} fz="sm" fw={700}>
                    {p.id.toUpperCase()}
                  </Anchor>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Price</Table.Th>
            {products.map((p) => (
              <Table.Td key={p.id}>
                {p.priceInPaise === null ? 'On request' : formatInr(p.priceInPaise)}
              </Table.Td>
            ))}
          </Table.Tr>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Th scope="row">{row.name}</Table.Th>
              {row.values.map((value, index) => (
                <Table.Td key={products[index]!.id}>{value}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
