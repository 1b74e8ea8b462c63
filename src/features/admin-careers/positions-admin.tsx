import '@mantine/core/styles/Switch.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { EMPTY_POSITION_FORM, type PositionForm } from '../../lib/position-form.ts';
import { listAllPositions, setPositionOpen } from '../../../sync/careers/actions.ts';
import type { AdminPosition } from '../../../sync/careers/model.ts';
import { PositionEditor } from './position-editor.tsx';

const formOf = (p: AdminPosition): PositionForm => ({
  title: p.title,
  location: p.location,
  employmentType: p.employmentType,
  description: p.description,
  sortOrder: p.sortOrder,
  isOpen: p.isOpen,
});

/**
 * /admin/careers: every position, open or closed, read from the server (network-only, as
 * banners); open a new one, edit one, or open and close it with its switch.
 */
export function PositionsAdmin() {
  const [positions, setPositions] = useState<AdminPosition[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string | null; form: PositionForm } | null>(null);

  const load = useCallback(() => {
    listAllPositions().then(
      (all) => {
        setPositions(all);
        setFailure(null);
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  useEffect(load, [load]);

  const toggle = async (position: AdminPosition, open: boolean) => {
    try {
      await setPositionOpen(position.id, open);
      load();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Stack gap="md" data-testid="positions-admin">
      <Group justify="space-between">
        <Text c="dark.6">Open positions show on the careers page; closed ones are kept.</Text>
        <Button onClick={() => setEditing({ id: null, form: EMPTY_POSITION_FORM })}>
          New position
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {editing && (
        <PositionEditor
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.form}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            load();
          }}
        />
      )}
      {positions === null && !failure && <Text>Loading positions…</Text>}
      {positions && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Position</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Order</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {positions.map((p) => (
                <Table.Tr key={p.id} data-testid="position-row" data-title={p.title}>
                  <Table.Td>
                    <Text fw={600}>{p.title}</Text>
                    <Text fz="sm" c="dark.5">
                      {p.location}
                    </Text>
                  </Table.Td>
                  <Table.Td>{p.employmentType}</Table.Td>
                  <Table.Td>{p.sortOrder}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Switch
                        checked={p.isOpen}
                        onChange={(e) => void toggle(p, e.currentTarget.checked)}
                        aria-label={`Open: ${p.title}`}
                      />
                      <Badge
                        variant="light"
                        color={p.isOpen ? 'green' : 'gray'}
                        data-testid="position-status"
                      >
                        {p.isOpen ? 'open' : 'closed'}
                      </Badge>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => setEditing({ id: p.id, form: formOf(p) })}
                      aria-label={`Edit ${p.title}`}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
