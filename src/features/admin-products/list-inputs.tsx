// The editor for the product's specifications (name and value rows). Images: images-input.tsx.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { SpecRow } from './editor-values.ts';
import { ListError, RemoveRowButton } from './row-controls.tsx';

export function SpecificationsInput({
  value,
  onChange,
  error,
}: {
  value: SpecRow[];
  onChange: (rows: SpecRow[]) => void;
  error?: React.ReactNode;
}) {
  const set = (n: number, patch: Partial<SpecRow>) =>
    onChange(value.map((row, i) => (i === n ? { ...row, ...patch } : row)));
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        Specifications
      </Text>
      {value.map((row, n) => (
        <Group key={n} gap={6} wrap="nowrap">
          <TextInput
            aria-label={`Specification ${n + 1} name`}
            placeholder="Name"
            value={row.key}
            onChange={(e) => set(n, { key: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`Specification ${n + 1} value`}
            placeholder="Value"
            value={row.value}
            onChange={(e) => set(n, { value: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <RemoveRowButton
            label={`Remove specification ${n + 1}`}
            onClick={() => onChange(value.filter((_, i) => i !== n))}
          />
        </Group>
      ))}
      <ListError error={error} />
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        onClick={() => onChange([...value, { key: '', value: '' }])}
      >
        Add specification
      </Button>
    </Stack>
  );
}
