import { Table } from '@mantine/core';
import { orderedSpecifications } from './spec-order.ts';

/** The specifications map as a two-column table. */
export function ProductSpecs({ specifications }: { specifications: Record<string, string> }) {
  const rows = orderedSpecifications(specifications);
  if (rows.length === 0) return null;
  return (
    <Table striped withTableBorder verticalSpacing="xs" fz="sm" maw={860}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" w="40%" fw={600}>
              {name}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
