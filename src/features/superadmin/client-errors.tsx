import '@mantine/core/styles/Code.css';
// /superadmin/errors: what broke on visitors' phones (those who accepted the cookie notice),
// one row per message and top frame, newest first: how often, first and last seen, in which
// releases and on which pages. Frames are read with the build's source maps (mapped-stack.ts).
import { Alert, Anchor, Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useClientErrorGroups } from '../../../sync/superadmin/hooks.ts';
import type { ClientErrorGroup } from '../../../sync/superadmin/model.ts';
import { formatWhen } from './display.ts';
import { mapFrame, mapStack, useMapped } from './mapped-stack.ts';

const KIND_LABELS: Record<ClientErrorGroup['kind'], string> = {
  error: 'Uncaught error',
  rejection: 'Unhandled rejection',
  boundary: 'Error screen',
};

function ErrorGroupRow({ group }: { group: ClientErrorGroup }) {
  const [open, setOpen] = useState(false);
  const topFrame = useMapped(group.top_frame, mapFrame);
  const stack = useMapped(open ? group.latest_stack : null, mapStack);
  return (
    <Table.Tr data-testid="client-error-group">
      <Table.Td>
        <Text fw={600} size="sm" data-testid="client-error-message">
          {group.message}
        </Text>
        <Text size="xs" c="dark.5" data-testid="client-error-frame">
          {topFrame ?? group.top_frame ?? 'No script frame'}
        </Text>
        <Group gap={4} mt={4}>
          <Badge size="xs" variant="light">
            {KIND_LABELS[group.kind]}
          </Badge>
          <Text size="xs" c="dark.5">
            on {group.routes.join(', ')}
          </Text>
        </Group>
        {group.latest_stack && (
          <Stack gap={4} mt={4}>
            <Anchor component="button" size="xs" onClick={() => setOpen((o) => !o)}>
              {open ? 'Hide the latest stack' : 'Show the latest stack'}
            </Anchor>
            {open && (
              <Code block data-testid="client-error-stack">
                {stack ?? group.latest_stack}
              </Code>
            )}
          </Stack>
        )}
      </Table.Td>
      <Table.Td data-testid="client-error-count">{group.reports}</Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">First {formatWhen(group.first_seen)}</Text>
        <Text size="sm">Last {formatWhen(group.last_seen)}</Text>
      </Table.Td>
      <Table.Td data-testid="client-error-releases">{group.releases.join(', ')}</Table.Td>
    </Table.Tr>
  );
}

export function ClientErrors() {
  const groups = useClientErrorGroups();
  const rows = groups.value ?? [];
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dark.5" aria-live="polite" data-testid="client-error-total">
          {groups.loading && !groups.value
            ? 'Loading error reports…'
            : `${rows.length} ${rows.length === 1 ? 'kind of error' : 'kinds of error'} reported`}
        </Text>
        <Button size="xs" variant="default" onClick={groups.reload}>
          Refresh
        </Button>
      </Group>
      {groups.error && (
        <Alert color="red" mb="sm" role="alert">
          {groups.error}
        </Alert>
      )}
      <Table striped layout="fixed" style={{ overflowWrap: 'anywhere' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Error</Table.Th>
            <Table.Th w={80}>Reports</Table.Th>
            <Table.Th visibleFrom="sm" w={220}>
              Seen
            </Table.Th>
            <Table.Th w={100}>Releases</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((group) => (
            <ErrorGroupRow key={`${group.message}\n${group.top_frame ?? ''}`} group={group} />
          ))}
        </Table.Tbody>
      </Table>
      {groups.value && rows.length === 0 && (
        <Text size="sm" c="dark.5" mt="sm">
          No errors reported. Reports come only from visitors who accepted the cookie notice.
        </Text>
      )}
    </>
  );
}
