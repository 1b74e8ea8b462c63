// /superadmin/users/:userId: one person's account (contact, verification, created, last
// sign-in), their role and access, and their permissions.
import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../../sync/session/hooks.ts';
import { useManagedUser } from '../../../sync/superadmin/hooks.ts';
import { USER_MESSAGES, roleLabel } from '../../lib/user-directory.ts';
import { AccountControls } from './account-controls.tsx';
import { formatWhen } from './display.ts';
import { PermissionPanel } from './permission-panel.tsx';
import { ROLE_COLORS } from './user-list.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dark.5">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function UserDetail() {
  const { userId = '' } = useParams();
  const session = useSession();
  const user = useManagedUser(userId);
  const row = user.value;
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/superadmin/users" size="sm">
        ← All users
      </Anchor>
      {user.error && (
        <Alert color="red" role="alert" data-testid="user-error">
          {user.error}
        </Alert>
      )}
      {!row && !user.loading && !user.error && (
        <Alert color="gray" data-testid="user-not-found">
          {USER_MESSAGES.notFound}
        </Alert>
      )}
      {!row && user.loading && <Text size="sm">Loading…</Text>}
      {row && (
        <>
          <Card withBorder padding="md" data-testid="user-card">
            <Group gap="xs" mb="sm" wrap="wrap">
              <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                {row.full_name ?? row.email ?? row.phone ?? 'Unnamed account'}
              </Title>
              <Badge
                variant="light"
                color={ROLE_COLORS[row.role] ?? 'gray'}
                data-testid="detail-role"
              >
                {roleLabel(row.role)}
              </Badge>
              <Badge
                variant={row.is_active ? 'light' : 'filled'}
                color={row.is_active ? 'green' : 'red'}
                data-testid="detail-active"
              >
                {row.is_active ? 'Active' : 'Inactive'}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <Fact label="Email">
                {row.email ?? '—'}{' '}
                {row.email && (row.email_verified ? '(verified)' : '(not verified)')}
              </Fact>
              <Fact label="Mobile">
                {row.phone ?? '—'}{' '}
                {row.phone && (row.phone_verified ? '(verified)' : '(not verified)')}
              </Fact>
              <Fact label="Account created">{formatWhen(row.created_at)}</Fact>
              <Fact label="Last sign-in">{formatWhen(row.last_login)}</Fact>
            </SimpleGrid>
          </Card>
          <Card withBorder padding="md">
            {/* Keyed by the stored role, so the picker shows it again after a change. */}
            <AccountControls
              key={`${row.role}:${row.is_active}`}
              user={row}
              isSelf={row.id === session.user?.id}
              onChanged={(text) => {
                setDone(text);
                user.reload();
              }}
            />
            {done && (
              <Alert color="green" role="status" mt="sm" data-testid="account-done">
                {done}
              </Alert>
            )}
          </Card>
          <Card withBorder padding="md">
            <PermissionPanel userId={row.id} />
          </Card>
        </>
      )}
    </Stack>
  );
}
