// What a draft changes against the published product, field by field.
import { Table, Text } from '@mantine/core';
import { productDiff, type ProductFormInput } from '../../lib/product-form.ts';
import { DraftImageStrip } from './draft-image.tsx';
import { FIELD_LABELS, showValue } from './field-labels.ts';

export function DraftDiff({
  published,
  draft,
  beforeLabel = 'Published',
  afterLabel = 'Your draft',
  testId = 'draft-diff',
}: {
  published: ProductFormInput | null;
  draft: ProductFormInput;
  beforeLabel?: string;
  afterLabel?: string;
  testId?: string;
}) {
  const changes = productDiff(published, draft);
  if (changes.length === 0) return <Text size="sm">No differences.</Text>;
  return (
    // Three columns fit a phone when long values wrap, so no scroll region is needed.
    <Table withTableBorder layout="fixed" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Field</Table.Th>
          <Table.Th>{beforeLabel}</Table.Th>
          <Table.Th>{afterLabel}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field} data-field={change.field}>
            <Table.Td>{FIELD_LABELS[change.field]}</Table.Td>
            <Table.Td data-side="before">
              {published ? <Value field={change.field} value={change.before} /> : '—'}
            </Table.Td>
            <Table.Td data-side="after">
              <Value field={change.field} value={change.after} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Pictures as thumbnails (a picture on this device has no link to show), the rest as text. */
function Value({ field, value }: { field: keyof ProductFormInput; value: unknown }) {
  if (field === 'images' && Array.isArray(value)) return <DraftImageStrip images={value} />;
  return <>{showValue(value)}</>;
}
